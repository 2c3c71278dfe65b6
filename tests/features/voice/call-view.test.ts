import { describe, expect, it } from 'vitest';
import { callReducer, initialCallState, type CallEvent, type CallState } from '@/features/voice/call-machine';
import {
  callTitle,
  listCallToggles,
  showsHalfDuplexNote,
  showsTranscript,
  speakButtonLabel,
} from '@/features/voice/call-view';

function run(...events: CallEvent[]): CallState {
  return events.reduce(callReducer, initialCallState);
}

const connected: CallEvent = { type: 'connected', at: 1_000_000 };

describe('callTitle', () => {
  it('names the kind of call and the assistant', () => {
    expect(callTitle('voice', 'GregBot')).toBe('Voice call with GregBot');
    expect(callTitle('video', 'GregBot')).toBe('Video call with GregBot');
  });
});

describe('speakButtonLabel', () => {
  it('says Speak when idle, Stop and send while recording, and who answers while a reply comes', () => {
    expect(speakButtonLabel(run(connected), 'GregBot')).toBe('Speak');
    expect(speakButtonLabel(run(connected, { type: 'speak-started' }), 'GregBot')).toBe('Stop and send');
    expect(speakButtonLabel(run(connected, { type: 'speak-started' }, { type: 'speak-responding' }), 'GregBot')).toBe(
      'GregBot is answering…',
    );
  });
});

describe('showsTranscript', () => {
  const listening: CallEvent = { type: 'conversation', phase: 'listening' };

  it('shows while a connected call listens by itself', () => {
    expect(showsTranscript(run(connected, listening), 0)).toBe(true);
  });

  it('hides before connecting and in a push-to-talk call until something is said', () => {
    expect(showsTranscript(run(listening), 0)).toBe(false);
    expect(showsTranscript(run(connected), 0)).toBe(false);
    expect(showsTranscript(run(connected), 1)).toBe(true);
  });

  it('keeps what was said once the call has ended', () => {
    expect(showsTranscript(run(connected, listening, { type: 'ended', reason: 'hang-up' }), 2)).toBe(true);
    expect(showsTranscript(run(connected, listening, { type: 'ended', reason: 'hang-up' }), 0)).toBe(false);
  });
});

describe('showsHalfDuplexNote', () => {
  it('shows only while a connected call cannot cancel the echo', () => {
    const halfDuplex: CallEvent = { type: 'conversation', phase: 'listening', halfDuplex: true };
    expect(showsHalfDuplexNote(run(connected, halfDuplex))).toBe(true);
    expect(showsHalfDuplexNote(run(connected, { type: 'conversation', phase: 'listening' }))).toBe(false);
    expect(showsHalfDuplexNote(run(connected, halfDuplex, { type: 'ended', reason: 'hang-up' }))).toBe(false);
  });
});

describe('listCallToggles', () => {
  it('lists microphone and speaker in a voice call, and the camera too in a video call', () => {
    expect(listCallToggles(run(connected), 'voice').map((toggle) => toggle.label)).toEqual([
      'Mute microphone',
      'Mute speaker',
    ]);
    expect(listCallToggles(run(connected), 'video').map((toggle) => toggle.label)).toEqual([
      'Mute microphone',
      'Mute speaker',
      'Turn camera off',
    ]);
  });

  it('marks each toggle pressed from the call state', () => {
    const state = run(connected, { type: 'toggle-mic' }, { type: 'toggle-camera' });
    expect(listCallToggles(state, 'video')).toEqual([
      { name: 'mic', label: 'Mute microphone', pressed: true },
      { name: 'speaker', label: 'Mute speaker', pressed: false },
      { name: 'camera', label: 'Turn camera off', pressed: true },
    ]);
  });
});
