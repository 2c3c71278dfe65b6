/**
 * What the questions in the outbox wait for, so that each says it in words: a connection, the
 * visitor's OpenAI key, or the assistant to be reachable again. Known from the last drain that
 * got as far as the outbox (or from the chat, when the visitor has just declined the key prompt),
 * and from the browser's online status.
 */
import { useSyncExternalStore } from 'react';
import { useOnlineStatus } from './online-status';

/**
 * `connection`: the device is offline; `key`: no key is saved, or the saved one was refused;
 * `assistant`: the assistant could not be reached although the device is online; `turn`: nothing
 * in particular (being sent now, or not looked at yet).
 */
export type WaitReason = 'connection' | 'key' | 'assistant' | 'turn';

/**
 * How a drain of the outbox ended (the conversation core sends it): empty (`done`), another drain
 * was running (`busy`), offline, no key saved, the assistant unreachable, or the key refused.
 */
export type DrainOutcome = 'done' | 'busy' | 'offline' | 'no-key' | 'unreachable' | 'key-refused';

/** The outcomes that say something about what the outbox waits for; `done` clears it. */
type Known = Extract<DrainOutcome, 'no-key' | 'key-refused' | 'unreachable'>;

/** What a waiting question waits for, from the online status and the last drain's outcome. */
export function waitReasonFor(online: boolean, last: Known | null): WaitReason {
  if (!online) return 'connection';
  if (last === 'no-key' || last === 'key-refused') return 'key';
  if (last === 'unreachable') return 'assistant';
  return 'turn';
}

let last: Known | null = null;
const listeners = new Set<() => void>();

/**
 * Notes how a drain ended. `busy` and `offline` say nothing about the key or the assistant, so
 * they leave what was known.
 */
export function noteDrainOutcome(outcome: DrainOutcome): void {
  if (outcome === 'busy' || outcome === 'offline') return;
  const next = outcome === 'done' ? null : outcome;
  if (next === last) return;
  last = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** {@link waitReasonFor} now, re-rendering when the connection or the outbox's state changes. */
export function useWaitReason(): WaitReason {
  const online = useOnlineStatus();
  const known = useSyncExternalStore(
    subscribe,
    () => last,
    () => null,
  );
  return waitReasonFor(online, known);
}
