import { useEffect, useState } from 'react';
import type { CallState } from './call-machine';
import { CallSession, type CallControls, type CallOptions } from './call-session';
import type { CallSettings } from './call-settings';
import type { Caption } from './captions';

export interface UseCall extends CallControls {
  readonly state: CallState;
  /** The visitor's camera and microphone while the call holds them. */
  readonly stream: MediaStream | null;
  readonly settings: CallSettings;
  /** The live transcript: the visitor's turns and the assistant's sentences as they are spoken. */
  readonly captions: readonly Caption[];
  /** The call runs on transcription, chat and speech because the provider's realtime call could not. */
  readonly fallback: boolean;
}

/** One call, as React sees it: started on mount, released on unmount, re-rendered as its store changes. */
export function useCall(options: CallOptions): UseCall {
  const [call] = useState(() => new CallSession(options));
  useEffect(() => call.setOptions(options));
  // A copy of the store as React state: its changes are batched as any state update is (the clock's
  // ticks included), where useSyncExternalStore renders each one at once. Subscribed before the
  // call starts, so no change is missed.
  const [{ state, stream, settings, captions, fallback }, setSnapshot] = useState(call.snapshot);
  useEffect(() => call.subscribe(() => setSnapshot(call.snapshot())), [call]);
  useEffect(() => call.start(), [call]);
  return { state, stream, settings, captions, fallback, ...call.controls };
}
