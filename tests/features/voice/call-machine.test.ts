import { describe, expect, it } from 'vitest';
import {
  areControlsEnabled,
  callReducer,
  canHangUp,
  canPressSpeak,
  describeCall,
  formatCallTime,
  initialCallState,
  type CallEvent,
  type CallState,
} from '@/features/voice/call-machine';

function run(...events: CallEvent[]): CallState {
  return events.reduce(callReducer, initialCallState);
}

const connected = (at = 1_000_000) => run({ type: 'connected', at });

describe('formatCallTime', () => {
  it.each([
    [0, '00:00'],
    [1, '00:01'],
    [9, '00:09'],
    [59, '00:59'],
    [60, '01:00'],
    [61, '01:01'],
    [600, '10:00'],
    [3599, '59:59'],
    [3660, '61:00'],
    [-3, '00:00'],
    [1.9, '00:01'],
  ])('shows %s seconds as %s', (seconds, text) => {
    expect(formatCallTime(seconds)).toBe(text);
  });
});

describe('callReducer', () => {
  it('starts connecting, with every control but hang-up disabled', () => {
    expect(initialCallState.status).toBe('connecting');
    expect(areControlsEnabled(initialCallState)).toBe(false);
    expect(canPressSpeak(initialCallState)).toBe(false);
    expect(canHangUp(initialCallState)).toBe(true);
  });

  it('ignores toggles, ticks and speaking while connecting', () => {
    const state = run(
      { type: 'toggle-mic' },
      { type: 'toggle-speaker' },
      { type: 'toggle-camera' },
      { type: 'tick', now: 5000 },
      { type: 'speak-started' },
    );
    expect(state).toEqual(initialCallState);
  });

  it('connects and counts whole seconds from the connection', () => {
    const at = 1_000_000;
    let state = connected(at);
    expect(state.status).toBe('connected');
    expect(formatCallTime(state.elapsedSeconds)).toBe('00:00');
    state = callReducer(state, { type: 'tick', now: at + 1000 });
    expect(formatCallTime(state.elapsedSeconds)).toBe('00:01');
    state = callReducer(state, { type: 'tick', now: at + 61_400 });
    expect(formatCallTime(state.elapsedSeconds)).toBe('01:01');
  });

  it('connects only once', () => {
    const state = run({ type: 'connected', at: 10 }, { type: 'connected', at: 99 });
    expect(state.connectedAt).toBe(10);
  });

  it('toggles microphone, speaker and camera while connected', () => {
    let state = connected();
    state = callReducer(state, { type: 'toggle-mic' });
    state = callReducer(state, { type: 'toggle-speaker' });
    state = callReducer(state, { type: 'toggle-camera' });
    expect(state).toMatchObject({ micMuted: true, speakerMuted: true, cameraOff: true });
    state = callReducer(state, { type: 'toggle-mic' });
    expect(state.micMuted).toBe(false);
  });

  it('goes recording, then responding, then idle, with a countdown from 5 that never shows 0', () => {
    let state = callReducer(connected(), { type: 'speak-started' });
    expect(state).toMatchObject({ speak: 'recording', speakSecondsLeft: 5 });
    expect(canPressSpeak(state)).toBe(true); // pressing again stops early
    for (let i = 0; i < 6; i += 1) state = callReducer(state, { type: 'speak-tick' });
    expect(state.speakSecondsLeft).toBe(1);
    state = callReducer(state, { type: 'speak-responding' });
    expect(state.speak).toBe('responding');
    expect(canPressSpeak(state)).toBe(false);
    state = callReducer(state, { type: 'speak-finished' });
    expect(state.speak).toBe('idle');
  });

  it('does not start speaking with the microphone muted', () => {
    const muted = callReducer(connected(), { type: 'toggle-mic' });
    expect(canPressSpeak(muted)).toBe(false);
    expect(callReducer(muted, { type: 'speak-started' }).speak).toBe('idle');
  });

  it('ends from connecting or connected, records why, and then ignores everything', () => {
    expect(run({ type: 'ended', reason: 'no-key' })).toMatchObject({ status: 'disconnected', endReason: 'no-key' });
    let state = callReducer(connected(), { type: 'speak-started' });
    state = callReducer(state, { type: 'ended', reason: 'hang-up' });
    expect(state).toMatchObject({ status: 'disconnected', speak: 'idle', endReason: 'hang-up' });
    expect(areControlsEnabled(state)).toBe(false);
    expect(canHangUp(state)).toBe(false);
    expect(callReducer(state, { type: 'connected', at: 1 })).toBe(state);
    expect(callReducer(state, { type: 'toggle-mic' })).toBe(state);
    expect(callReducer(state, { type: 'ended', reason: 'media-failed' })).toBe(state);
  });

  it('describes each state in plain words', () => {
    expect(describeCall(initialCallState, 'GregBot')).toBe('Connecting to GregBot…');
    const live = connected();
    expect(describeCall(live, 'GregBot')).toBe('Connected');
    expect(describeCall(callReducer(live, { type: 'toggle-mic' }), 'GregBot')).toMatch(/muted/);
    expect(describeCall(callReducer(live, { type: 'speak-started' }), 'GregBot')).toMatch(/Listening/);
    expect(describeCall(callReducer(live, { type: 'ended', reason: 'hang-up' }), 'GregBot')).toBe('Call ended');
  });
});
