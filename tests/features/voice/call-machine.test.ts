import { describe, expect, it } from 'vitest';
import {
  areControlsEnabled,
  callReducer,
  canHangUp,
  canListen,
  canPressSpeak,
  conversationPhaseFor,
  describeCall,
  earconFor,
  formatCallTime,
  initialCallState,
  micPress,
  speakPress,
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

describe('what a press does', () => {
  const recording = () => callReducer(connected(), { type: 'speak-started' });

  it('Speak starts a turn when idle, stops a recording early, and does nothing otherwise', () => {
    expect(speakPress(connected())).toBe('start');
    expect(speakPress(recording())).toBe('stop-recording');
    expect(speakPress(callReducer(recording(), { type: 'speak-responding' }))).toBe('ignore');
    expect(speakPress(callReducer(connected(), { type: 'toggle-mic' }))).toBe('ignore');
    expect(speakPress(initialCallState)).toBe('ignore');
    expect(speakPress(callReducer(connected(), { type: 'conversation', phase: 'thinking' }))).toBe('ignore');
  });

  it('the microphone button toggles once connected, and muting mid-recording drops the recording', () => {
    expect(micPress(initialCallState)).toBe('ignore');
    expect(micPress(connected())).toBe('toggle');
    expect(micPress(recording())).toBe('drop-recording-and-mute');
    expect(micPress(callReducer(connected(), { type: 'toggle-mic' }))).toBe('toggle');
    expect(micPress(callReducer(connected(), { type: 'ended', reason: 'hang-up' }))).toBe('ignore');
  });
});

describe('hands-free listening', () => {
  it('listens only while connected, unmuted, and with no push-to-talk turn under way', () => {
    expect(canListen(initialCallState)).toBe(false);
    expect(canListen(connected())).toBe(true);
    expect(canListen(callReducer(connected(), { type: 'toggle-mic' }))).toBe(false);
    expect(canListen(callReducer(connected(), { type: 'speak-started' }))).toBe(false);
    expect(canListen(callReducer(connected(), { type: 'ended', reason: 'hang-up' }))).toBe(false);
  });

  it('shows listening only with hands-free on, and thinking and speaking always', () => {
    expect(conversationPhaseFor('listening', true)).toBe('listening');
    expect(conversationPhaseFor('hearing', true)).toBe('hearing');
    expect(conversationPhaseFor('listening', false)).toBe('off');
    expect(conversationPhaseFor('hearing', false)).toBe('off');
    expect(conversationPhaseFor('thinking', false)).toBe('thinking');
    expect(conversationPhaseFor('speaking', false)).toBe('speaking');
  });

  it('marks thinking, and listening again after a reply, with a sound unless the sounds are off', () => {
    const on = { sounds: true, handsFree: true };
    expect(earconFor('thinking', 'hearing', on)).toBe('thinking');
    expect(earconFor('listening', 'speaking', on)).toBe('listening');
    expect(earconFor('speaking', 'thinking', on)).toBeNull();
    // A noise that was not a turn goes back to listening without a sound.
    expect(earconFor('listening', 'hearing', on)).toBeNull();
    expect(earconFor('listening', 'speaking', { sounds: true, handsFree: false })).toBeNull();
    expect(earconFor('thinking', 'hearing', { sounds: false, handsFree: true })).toBeNull();
  });
});
