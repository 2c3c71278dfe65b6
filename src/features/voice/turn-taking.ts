/**
 * Hands-free turn-taking as a pure state machine, fed one frame of voice activity at a time
 * (voiced or not, every ~20 ms). It decides when the visitor's turn starts (kept from its first
 * voiced frame, so the recording's pre-roll holds the first word), when it is real speech rather
 * than a cough or a click, and when it is over (a stretch of silence). The hook runs the effects.
 */

/** Speech shorter than this (voiced time in total) is a noise, not a turn. */
const MIN_SPEECH_MS = 250;
/** Silence that ends a turn; "Give me more time" uses the longer one. */
export const END_SILENCE_MS = 800;
const END_SILENCE_MORE_TIME_MS = 1500;
/** Longest hands-free turn; the turn is sent at this length even if the visitor is still talking. */
export const MAX_TURN_MS = 30_000;
const FRAME_MS = 20;
const MAX_STEP_MS = 25;
/** A possible start that goes quiet this long before it is confirmed was a false start. */
const FALSE_START_GAP_MS = 300;

export interface TurnTakingConfig {
  readonly endSilenceMs: number;
  readonly minSpeechMs: number;
  readonly maxTurnMs: number;
}

export const DEFAULT_TURN_TAKING: TurnTakingConfig = {
  endSilenceMs: END_SILENCE_MS,
  minSpeechMs: MIN_SPEECH_MS,
  maxTurnMs: MAX_TURN_MS,
};

type TurnPhase = 'quiet' | 'maybe' | 'speaking';

export interface TurnTakingState {
  readonly phase: TurnPhase;
  /** When the first voiced frame of this turn came (ms, the frames' clock). */
  readonly startedAt: number;
  readonly lastVoicedAt: number;
  /** Voiced time counted so far in this turn. */
  readonly voicedMs: number;
  readonly lastFrameAt: number;
}

export const initialTurnTaking: TurnTakingState = {
  phase: 'quiet',
  startedAt: 0,
  lastVoicedAt: 0,
  voicedMs: 0,
  lastFrameAt: 0,
};

export interface VoiceFrame {
  readonly at: number;
  readonly voiced: boolean;
}

/**
 * What the hook does after a frame:
 * - `onset`: someone may be talking: start keeping the recording (and hold any reply playing);
 * - `false-start`: it was a noise: drop the recording (and let the reply go on);
 * - `confirmed`: it is speech: a turn is under way (a reply playing is interrupted);
 * - `end`: the turn is over: send it (`cut` when it reached the longest turn).
 */
export type TurnAction =
  | { readonly type: 'none' }
  | { readonly type: 'onset' }
  | { readonly type: 'false-start' }
  | { readonly type: 'confirmed' }
  | { readonly type: 'end'; readonly cut: boolean };

const NONE: TurnAction = { type: 'none' };

/** The next state and what to do, for one frame. */
export function stepTurnTaking(
  state: TurnTakingState,
  frame: VoiceFrame,
  config: TurnTakingConfig = DEFAULT_TURN_TAKING,
): { state: TurnTakingState; action: TurnAction } {
  // A frame's voiced time is the time since the previous frame, capped near one frame so a stall
  // (a busy main thread, a throttled timer) does not turn one loud frame into speech.
  const step = state.lastFrameAt === 0 ? FRAME_MS : Math.min(Math.max(frame.at - state.lastFrameAt, 0), MAX_STEP_MS);
  const base = { ...state, lastFrameAt: frame.at };
  switch (state.phase) {
    case 'quiet':
      if (!frame.voiced) return { state: base, action: NONE };
      return {
        state: { ...base, phase: 'maybe', startedAt: frame.at, lastVoicedAt: frame.at, voicedMs: step },
        action: { type: 'onset' },
      };
    case 'maybe': {
      if (frame.voiced) {
        const voicedMs = state.voicedMs + step;
        const next = { ...base, lastVoicedAt: frame.at, voicedMs };
        return voicedMs >= config.minSpeechMs
          ? { state: { ...next, phase: 'speaking' }, action: { type: 'confirmed' } }
          : { state: next, action: NONE };
      }
      if (frame.at - state.lastVoicedAt >= FALSE_START_GAP_MS) {
        return { state: { ...initialTurnTaking, lastFrameAt: frame.at }, action: { type: 'false-start' } };
      }
      return { state: base, action: NONE };
    }
    case 'speaking': {
      const next = frame.voiced ? { ...base, lastVoicedAt: frame.at, voicedMs: state.voicedMs + step } : base;
      if (frame.at - state.startedAt >= config.maxTurnMs) {
        return { state: { ...initialTurnTaking, lastFrameAt: frame.at }, action: { type: 'end', cut: true } };
      }
      if (!frame.voiced && frame.at - state.lastVoicedAt >= config.endSilenceMs) {
        return { state: { ...initialTurnTaking, lastFrameAt: frame.at }, action: { type: 'end', cut: false } };
      }
      return { state: next, action: NONE };
    }
  }
}

/** Back to waiting for speech (after a turn was sent, or while the call is not listening). */
export function resetTurnTaking(at: number): TurnTakingState {
  return { ...initialTurnTaking, lastFrameAt: at };
}

/** The silence that ends a turn, with or without "Give me more time". */
export function endSilenceFor(moreTime: boolean): number {
  return moreTime ? END_SILENCE_MORE_TIME_MS : END_SILENCE_MS;
}
