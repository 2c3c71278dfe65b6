/**
 * Sending the outbox: the waiting questions, oldest first, each with the id it was kept with.
 *
 * Exactly once, on three levels: one drain at a time in a tab (a second call while one runs does
 * nothing), one tab at a time (a Web Lock; where the browser has none, the next two levels still
 * hold), and an entry is marked `sending` before its call and completed in a transaction that
 * first checks it is still there. A reload in the middle resends the same id, which the speech
 * function answers from memory instead of asking the model again.
 */
import { nextOutboxEntry, type MessageRecord, type OutboxRecord } from '@/lib/db';
import { EMPTY_REPLY_FALLBACK } from '@/content/greetings';
import type { DrainOutcome } from '@/lib/offline/outbox-wait';
import { isOnline } from '@/lib/offline/online-status';
import { SpeechError } from '@/lib/speech/speech-error';
import type { ModelChat } from '@/lib/speech/model-chat';
import type { SpeechServices } from '@/lib/speech/speech-services';
import { askModel } from '../model-request';
import { completeOutboxEntry, markOutboxSending, markOutboxWaiting, removeFromOutbox } from '../message-store';

/** The Web Lock every tab of the site takes to send the outbox. */
export const OUTBOX_LOCK = 'basebots-outbox';

/** Calls that could not get through before a question stops waiting and is offered for Retry instead. */
export const MAX_OUTBOX_ATTEMPTS = 8;

export interface DrainDeps {
  readonly services: ModelChat & Pick<SpeechServices, 'savedSpeechKey' | 'forgetSpeechKey'>;
  /** A waiting question was answered (its reply is saved). */
  readonly onAnswered?: (entry: OutboxRecord, reply: MessageRecord) => void;
  /** A question was refused for good (or never got through): it is out of the outbox, marked failed. */
  readonly onGaveUp?: (entry: OutboxRecord, error: unknown) => void;
  /** The saved key was refused; it has been forgotten and the questions keep waiting. */
  readonly onKeyRefused?: () => void;
}

/**
 * Failures a later attempt may get past: the assistant unreachable, busy or its answer garbled,
 * and anything unforeseen (the client's code not loading offline, say). Refusals are final.
 */
function isPassing(error: unknown): boolean {
  if (!(error instanceof SpeechError)) return true;
  return error.unreachable || error.kind === 'invalid-response' || (error.kind === 'http' && error.status === 429);
}

async function sendEach(deps: DrainDeps): Promise<DrainOutcome> {
  let key: string | null = null;
  for (;;) {
    if (!isOnline()) return 'offline';
    const next = await nextOutboxEntry();
    if (!next) return 'done';
    key ??= (await deps.services.savedSpeechKey?.()) ?? null;
    if (key === null) return 'no-key';
    const entry = await markOutboxSending(next.id);
    if (!entry) continue; // cancelled meanwhile
    try {
      const text = await askModel(deps.services, key, entry.request, { requestId: entry.id });
      const reply = await completeOutboxEntry(entry.id, text.trim() === '' ? EMPTY_REPLY_FALLBACK : text);
      if (reply) deps.onAnswered?.(entry, reply);
    } catch (error) {
      if (error instanceof SpeechError && error.keyRefused) {
        await markOutboxWaiting(entry.id);
        await deps.services.forgetSpeechKey?.().catch(() => undefined);
        deps.onKeyRefused?.();
        return 'key-refused';
      }
      if (isPassing(error) && entry.attempts < MAX_OUTBOX_ATTEMPTS) {
        // Later questions wait behind this one, so the order they were asked in holds.
        await markOutboxWaiting(entry.id);
        return 'unreachable';
      }
      if (await removeFromOutbox(entry.id)) deps.onGaveUp?.(entry, error);
    }
  }
}

async function withTabLock(run: () => Promise<DrainOutcome>): Promise<DrainOutcome> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (typeof locks?.request !== 'function') return run();
  return await locks.request(OUTBOX_LOCK, { ifAvailable: true }, (lock) => (lock ? run() : 'busy'));
}

let running: Promise<DrainOutcome> | null = null;

/** Sends the waiting questions in order until the outbox is empty or one cannot be sent yet. */
export function drainOutbox(deps: DrainDeps): Promise<DrainOutcome> {
  if (running) return Promise.resolve('busy');
  const current = withTabLock(() => sendEach(deps)).finally(() => {
    running = null;
  });
  running = current;
  return current;
}
