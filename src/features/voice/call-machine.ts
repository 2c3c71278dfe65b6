/**
 * A voice or video call as a pure state machine: connecting, then connected once the devices are
 * granted and the welcome speech was requested, then disconnected; within a connected call the
 * Speak button records, then waits for the answer, and a hands-free conversation listens, thinks
 * and speaks. The hook runs the side effects; this module only decides.
 */

export const CALL_TICK_MS = 1000;
/** The modal closes this long after the call ends, so "Call ended" is seen. */
export const CALL_CLOSE_DELAY_MS = 500;
export const SPEAK_SECONDS = 5;

type CallStatus = 'connecting' | 'connected' | 'disconnected';
type SpeakPhase = 'idle' | 'recording' | 'responding';
/**
 * What a hands-free conversation is doing: 'off' while the call is push-to-talk only, 'starting'
 * from the call's connection until it listens (the provider's realtime model is tried first).
 */
export type ConversationPhase = 'off' | 'starting' | 'listening' | 'hearing' | 'thinking' | 'speaking';
export type CallEndReason = 'hang-up' | 'offline' | 'no-key' | 'media-denied' | 'media-failed';

export interface CallState {
  readonly status: CallStatus;
  /** Epoch milliseconds of the connection, for a timer that does not drift. */
  readonly connectedAt: number | null;
  readonly elapsedSeconds: number;
  readonly micMuted: boolean;
  readonly speakerMuted: boolean;
  readonly cameraOff: boolean;
  readonly speak: SpeakPhase;
  readonly speakSecondsLeft: number;
  readonly endReason: CallEndReason | null;
  readonly conversation: ConversationPhase;
  /** The browser cancels no echo, so the call listens only while the assistant is silent. */
  readonly halfDuplex: boolean;
}

export type CallEvent =
  | { readonly type: 'connected'; readonly at: number }
  | { readonly type: 'tick'; readonly now: number }
  | { readonly type: 'toggle-mic' }
  | { readonly type: 'toggle-speaker' }
  | { readonly type: 'toggle-camera' }
  | { readonly type: 'speak-started' }
  | { readonly type: 'speak-tick' }
  | { readonly type: 'speak-responding' }
  | { readonly type: 'speak-finished' }
  | { readonly type: 'conversation'; readonly phase: ConversationPhase; readonly halfDuplex?: boolean }
  | { readonly type: 'ended'; readonly reason: CallEndReason };

export const initialCallState: CallState = {
  status: 'connecting',
  connectedAt: null,
  elapsedSeconds: 0,
  micMuted: false,
  speakerMuted: false,
  cameraOff: false,
  speak: 'idle',
  speakSecondsLeft: SPEAK_SECONDS,
  endReason: null,
  conversation: 'off',
  halfDuplex: false,
};

/** The next state; events that make no sense in the current state leave it unchanged. */
export function callReducer(state: CallState, event: CallEvent): CallState {
  if (state.status === 'disconnected') return state;
  if (event.type === 'ended') return { ...state, status: 'disconnected', speak: 'idle', endReason: event.reason };
  if (event.type === 'connected') {
    return state.status === 'connecting'
      ? { ...state, status: 'connected', connectedAt: event.at, elapsedSeconds: 0 }
      : state;
  }
  // What the call will do once connected (hands-free or not) is known while it connects.
  if (event.type === 'conversation') {
    return { ...state, conversation: event.phase, halfDuplex: event.halfDuplex ?? state.halfDuplex };
  }
  // Everything below is a control, and controls work only while connected.
  if (state.status !== 'connected') return state;
  switch (event.type) {
    case 'tick': {
      const elapsed = Math.max(0, Math.floor((event.now - (state.connectedAt ?? event.now)) / 1000));
      return elapsed === state.elapsedSeconds ? state : { ...state, elapsedSeconds: elapsed };
    }
    case 'toggle-mic':
      // Muting mid-recording would record silence; the hook stops the recording instead.
      return { ...state, micMuted: !state.micMuted };
    case 'toggle-speaker':
      return { ...state, speakerMuted: !state.speakerMuted };
    case 'toggle-camera':
      return { ...state, cameraOff: !state.cameraOff };
    case 'speak-started':
      return state.speak === 'idle' && !state.micMuted
        ? { ...state, speak: 'recording', speakSecondsLeft: SPEAK_SECONDS }
        : state;
    case 'speak-tick':
      return state.speak === 'recording'
        ? { ...state, speakSecondsLeft: Math.max(1, state.speakSecondsLeft - 1) }
        : state;
    case 'speak-responding':
      return state.speak === 'recording' ? { ...state, speak: 'responding' } : state;
    case 'speak-finished':
      return { ...state, speak: 'idle' };
  }
}

/** mm:ss; minutes keep counting past 59 (a 61-minute call reads 61:00). */
export function formatCallTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Mute, speaker, camera and speak work only while connected: before, there is nothing to control. */
export function areControlsEnabled(state: CallState): boolean {
  return state.status === 'connected';
}

/** Hanging up is always possible until the call has ended, so a stuck "connecting" can be left. */
export function canHangUp(state: CallState): boolean {
  return state.status !== 'disconnected';
}

/**
 * Speak starts when idle with the microphone on (also over the assistant's speech, which it
 * stops), and stops an ongoing recording early; not while a hands-free turn is being answered.
 */
export function canPressSpeak(state: CallState): boolean {
  if (!areControlsEnabled(state)) return false;
  if (state.speak === 'recording') return true;
  return state.speak === 'idle' && !state.micMuted && state.conversation !== 'thinking';
}

/** The kind of the status line, for its icon. */
export type CallStatusKind = 'connecting' | 'ended' | 'muted' | 'listening' | 'thinking' | 'speaking' | 'ready';

export function callStatusKind(state: CallState): CallStatusKind {
  if (state.status === 'connecting') return 'connecting';
  if (state.status === 'disconnected') return 'ended';
  if (state.speak === 'recording') return 'listening';
  if (state.speak === 'responding' || state.conversation === 'thinking') return 'thinking';
  if (state.conversation === 'speaking') return 'speaking';
  if (state.micMuted) return 'muted';
  // Hands-free is on and about to listen: "Press Speak" would be a moment's wrong advice.
  if (state.conversation === 'starting') return 'connecting';
  if (state.conversation === 'listening' || state.conversation === 'hearing') return 'listening';
  return 'ready';
}

/** The call's one status line: what is happening now, in a word or two. */
export function describeCall(state: CallState, botName: string): string {
  // No seconds here: this line is a live region, and a countdown would be read out every second.
  switch (callStatusKind(state)) {
    case 'connecting':
      return `Connecting to ${botName}…`;
    case 'ended':
      return 'Call ended';
    case 'listening':
      return state.speak === 'recording' ? 'Listening… press Stop and send when you are done.' : 'Listening';
    case 'thinking':
      return 'Thinking';
    case 'speaking':
      return state.halfDuplex ? 'Speaking' : 'Speaking — talk to interrupt';
    case 'muted':
      return 'Microphone muted';
    case 'ready':
      return 'Connected';
  }
}

/** A hands-free conversation may listen now: connected, microphone on, no push-to-talk turn under way. */
export function canListen(state: CallState): boolean {
  return state.status === 'connected' && !state.micMuted && state.speak === 'idle';
}

/** Pressing Speak: stop a recording early, start one, or nothing (see {@link canPressSpeak}). */
export function speakPress(state: CallState): 'stop-recording' | 'start' | 'ignore' {
  if (state.speak === 'recording') return 'stop-recording';
  return canPressSpeak(state) ? 'start' : 'ignore';
}

/**
 * Pressing the microphone button: nothing before the call connects; muting mid-recording drops
 * the recording as well, since a muted track would only record silence.
 */
export function micPress(state: CallState): 'ignore' | 'toggle' | 'drop-recording-and-mute' {
  if (state.status !== 'connected') return 'ignore';
  return !state.micMuted && state.speak === 'recording' ? 'drop-recording-and-mute' : 'toggle';
}

type ConversationActivity = Exclude<ConversationPhase, 'off' | 'starting'>;

/** What the status shows for the conversation's activity: listening only while hands-free is on. */
export function conversationPhaseFor(activity: ConversationActivity, handsFree: boolean): ConversationPhase {
  return handsFree || activity === 'thinking' || activity === 'speaking' ? activity : 'off';
}

/** The phase before anything listens: hands-free is about to start, or the call waits for Speak. */
export function phaseBeforeListening(handsFree: boolean): ConversationPhase {
  return handsFree ? 'starting' : 'off';
}

/**
 * The soft sound that marks a change of activity, if the visitor keeps the sounds on: thinking,
 * and listening again after a reply (not after a noise that was not a turn, nor when push-to-talk).
 */
export function earconFor(
  next: ConversationActivity,
  previous: ConversationActivity,
  settings: { readonly sounds: boolean; readonly handsFree: boolean },
): 'thinking' | 'listening' | null {
  if (!settings.sounds) return null;
  if (next === 'thinking') return 'thinking';
  return next === 'listening' && previous !== 'hearing' && settings.handsFree ? 'listening' : null;
}
