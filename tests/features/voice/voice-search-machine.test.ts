import { describe, expect, it } from 'vitest';
import {
  describeVoiceSearch,
  initialVoiceSearchState,
  isVoiceSearchDisabled,
  voiceSearchReducer,
  type VoiceSearchEvent,
  type VoiceSearchState,
} from '@/features/voice/voice-search-machine';

const run = (...events: VoiceSearchEvent[]): VoiceSearchState =>
  events.reduce(voiceSearchReducer, initialVoiceSearchState);

describe('voiceSearchReducer', () => {
  it('goes idle → preparing → recording (5 s) → transcribing → idle', () => {
    expect(run()).toEqual({ phase: 'idle' });
    expect(run({ type: 'start' })).toEqual({ phase: 'preparing' });
    expect(run({ type: 'start' }, { type: 'recording-started' })).toEqual({ phase: 'recording', secondsLeft: 5 });
    expect(run({ type: 'start' }, { type: 'recording-started' }, { type: 'recording-finished' })).toEqual({
      phase: 'transcribing',
    });
    expect(
      run({ type: 'start' }, { type: 'recording-started' }, { type: 'recording-finished' }, { type: 'done' }),
    ).toEqual({ phase: 'idle' });
  });

  it('counts down 5, 4, 3, 2, 1 and stops there', () => {
    let state = run({ type: 'start' }, { type: 'recording-started' });
    const seen: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      if (state.phase === 'recording') seen.push(state.secondsLeft);
      state = voiceSearchReducer(state, { type: 'tick' });
    }
    expect(seen).toEqual([5, 4, 3, 2, 1, 1]);
  });

  it('returns to idle when there is no key or no microphone', () => {
    expect(run({ type: 'start' }, { type: 'done' })).toEqual({ phase: 'idle' });
  });

  it('ignores events out of order', () => {
    expect(run({ type: 'recording-started' })).toEqual({ phase: 'idle' });
    expect(run({ type: 'tick' })).toEqual({ phase: 'idle' });
    expect(run({ type: 'recording-finished' })).toEqual({ phase: 'idle' });
    const transcribing = run({ type: 'start' }, { type: 'recording-started' }, { type: 'recording-finished' });
    expect(voiceSearchReducer(transcribing, { type: 'start' })).toBe(transcribing);
    expect(voiceSearchReducer(transcribing, { type: 'tick' })).toBe(transcribing);
  });

  it('disables the button while preparing and transcribing, not while recording (press stops early)', () => {
    expect(isVoiceSearchDisabled(run())).toBe(false);
    expect(isVoiceSearchDisabled(run({ type: 'start' }))).toBe(true);
    expect(isVoiceSearchDisabled(run({ type: 'start' }, { type: 'recording-started' }))).toBe(false);
    expect(
      isVoiceSearchDisabled(run({ type: 'start' }, { type: 'recording-started' }, { type: 'recording-finished' })),
    ).toBe(true);
  });

  it('describes the state for assistive technology', () => {
    expect(describeVoiceSearch(run())).toBe('');
    expect(describeVoiceSearch(run({ type: 'start' }, { type: 'recording-started' }))).toMatch(/5 s left/);
  });
});
