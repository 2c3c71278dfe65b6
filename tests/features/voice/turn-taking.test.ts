import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TURN_TAKING,
  END_SILENCE_MS,
  endSilenceFor,
  initialTurnTaking,
  MAX_TURN_MS,
  stepTurnTaking,
  type TurnAction,
  type TurnTakingConfig,
} from '@/features/voice/turn-taking';

/** Runs frames every 20 ms from t=1000: `pattern` is a list of [voiced, milliseconds]. */
function run(pattern: Array<[boolean, number]>, config: TurnTakingConfig = DEFAULT_TURN_TAKING) {
  let state = initialTurnTaking;
  let at = 1000;
  const actions: Array<{ at: number; action: TurnAction['type']; cut?: boolean }> = [];
  for (const [voiced, ms] of pattern) {
    for (let elapsed = 0; elapsed < ms; elapsed += 20) {
      at += 20;
      const result = stepTurnTaking(state, { at, voiced }, config);
      state = result.state;
      if (result.action.type !== 'none')
        actions.push({ at, action: result.action.type, ...('cut' in result.action ? { cut: result.action.cut } : {}) });
    }
  }
  return { actions, state };
}

describe('hands-free turn-taking', () => {
  it('starts a turn at the first voiced frame, confirms it after 250 ms of voice, ends it after the silence', () => {
    const { actions } = run([
      [false, 200],
      [true, 1000],
      [false, 1000],
    ]);
    expect(actions).toEqual([
      { at: 1220, action: 'onset' },
      { at: 1460, action: 'confirmed' },
      // The last voiced frame is at 2200; the first frame at least the silence after it ends the turn.
      { at: 2200 + Math.ceil(END_SILENCE_MS / 20) * 20, action: 'end', cut: false },
    ]);
  });

  it('does not take a cough or a click for a turn', () => {
    const { actions, state } = run([
      [true, 120],
      [false, 400],
      [true, 60],
      [false, 1000],
    ]);
    expect(actions.map((entry) => entry.action)).toEqual(['onset', 'false-start', 'onset', 'false-start']);
    expect(state.phase).toBe('quiet');
  });

  it('keeps a turn whole across pauses shorter than the silence that ends it', () => {
    const { actions } = run([
      [true, 800],
      [false, 600],
      [true, 800],
      [false, 600],
      [true, 500],
      [false, 1000],
    ]);
    expect(actions.filter((entry) => entry.action === 'end')).toHaveLength(1);
  });

  it('with "Give me more time" waits out a longer pause', () => {
    const pattern: Array<[boolean, number]> = [
      [true, 800],
      [false, 1100],
      [true, 800],
      [false, 2000],
    ];
    expect(run(pattern).actions.filter((entry) => entry.action === 'end')).toHaveLength(2);
    const patient = { ...DEFAULT_TURN_TAKING, endSilenceMs: endSilenceFor(true) };
    expect(run(pattern, patient).actions.filter((entry) => entry.action === 'end')).toHaveLength(1);
    expect(endSilenceFor(false)).toBeGreaterThanOrEqual(700);
    expect(endSilenceFor(false)).toBeLessThanOrEqual(800);
  });

  it('sends a turn that runs on at 30 s', () => {
    const { actions } = run([[true, MAX_TURN_MS + 500]]);
    expect(actions.find((entry) => entry.action === 'end')).toEqual({
      at: 1020 + MAX_TURN_MS,
      action: 'end',
      cut: true,
    });
  });

  it('does not count a stalled timer as speech', () => {
    let state = initialTurnTaking;
    state = stepTurnTaking(state, { at: 1000, voiced: true }).state;
    // Two loud frames 200 ms apart (the timer stalled): 45 ms of voice, not 220.
    const result = stepTurnTaking(state, { at: 1200, voiced: true });
    expect(result.action.type).toBe('none');
    expect(result.state.voicedMs).toBeLessThan(50);
  });
});
