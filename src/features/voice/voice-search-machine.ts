/**
 * Voice search as a pure state machine: idle, then (once a key exists) recording
 * for five seconds, then transcribing, then idle. The hook runs the side effects.
 */

export const VOICE_SEARCH_SECONDS = 5;

export type VoiceSearchState =
  | { readonly phase: 'idle' }
  /** Asking for the key and the microphone. */
  | { readonly phase: 'preparing' }
  | { readonly phase: 'recording'; readonly secondsLeft: number }
  | { readonly phase: 'transcribing' };

export type VoiceSearchEvent =
  | { readonly type: 'start' }
  | { readonly type: 'recording-started' }
  | { readonly type: 'tick' }
  | { readonly type: 'recording-finished' }
  /** Transcribed, failed, or cancelled (no key, no microphone): back to idle either way. */
  | { readonly type: 'done' };

export const initialVoiceSearchState: VoiceSearchState = { phase: 'idle' };

/** The next state; events that make no sense in the current state leave it unchanged. */
export function voiceSearchReducer(state: VoiceSearchState, event: VoiceSearchEvent): VoiceSearchState {
  switch (event.type) {
    case 'start':
      return state.phase === 'idle' ? { phase: 'preparing' } : state;
    case 'recording-started':
      return state.phase === 'preparing' ? { phase: 'recording', secondsLeft: VOICE_SEARCH_SECONDS } : state;
    case 'tick':
      // Never shows 0: the recorder stops itself at the limit and the phase moves on.
      return state.phase === 'recording'
        ? { phase: 'recording', secondsLeft: Math.max(1, state.secondsLeft - 1) }
        : state;
    case 'recording-finished':
      return state.phase === 'recording' ? { phase: 'transcribing' } : state;
    case 'done':
      return initialVoiceSearchState;
  }
}

/** Pressing is possible when idle (start) and while recording (stop early). */
export function isVoiceSearchDisabled(state: VoiceSearchState): boolean {
  return state.phase === 'preparing' || state.phase === 'transcribing';
}

/** Short status for the control's description, or '' when idle. */
export function describeVoiceSearch(state: VoiceSearchState): string {
  switch (state.phase) {
    case 'idle':
      return '';
    case 'preparing':
      return 'Getting the microphone ready…';
    case 'recording':
      return `Listening: ${state.secondsLeft} s left. Press again to stop.`;
    case 'transcribing':
      return 'Working out what you said…';
  }
}
