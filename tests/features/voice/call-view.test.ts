import { describe, expect, it } from 'vitest';
import { callReducer, initialCallState, type CallEvent, type CallState } from '@/features/voice/call-machine';
import {
  callStatusText,
  callTitle,
  isSpeakSecondary,
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

describe('callStatusText', () => {
  const phase = (name: 'listening' | 'thinking' | 'speaking', halfDuplex = false): CallEvent => ({
    type: 'conversation',
    phase: name,
    halfDuplex,
  });

  it('says plainly what is happening and what the visitor may do', () => {
    expect(callStatusText(initialCallState, 'GregBot')).toBe('Connecting to GregBot…');
    expect(callStatusText(run(connected), 'GregBot')).toBe('Press Speak, then talk');
    // Hands-free about to listen (the realtime model tried first): not "Press Speak" for a moment.
    const starting: CallEvent = { type: 'conversation', phase: 'starting' };
    expect(callStatusText(run(connected, starting), 'GregBot')).toBe('Connecting to GregBot…');
    expect(callStatusText(run(connected, starting, { type: 'toggle-mic' }), 'GregBot')).toBe(
      'Microphone muted: GregBot cannot hear you',
    );
    expect(callStatusText(run(connected, phase('listening')), 'GregBot')).toBe('Listening — just talk');
    expect(callStatusText(run(connected, phase('thinking')), 'GregBot')).toBe('GregBot is thinking…');
    expect(callStatusText(run(connected, phase('speaking')), 'GregBot')).toBe(
      'GregBot is speaking — talk to interrupt',
    );
    expect(callStatusText(run(connected, phase('speaking', true)), 'GregBot')).toBe('GregBot is speaking');
    expect(callStatusText(run(connected, { type: 'toggle-mic' }), 'GregBot')).toBe(
      'Microphone muted: GregBot cannot hear you',
    );
    expect(callStatusText(run(connected, { type: 'speak-started' }), 'GregBot')).toMatch(/^Listening… press Stop/);
    expect(callStatusText(run(connected, { type: 'ended', reason: 'hang-up' }), 'GregBot')).toBe('Call ended');
  });
});

describe('isSpeakSecondary', () => {
  it('is a quiet extra while hands-free listens, the main control otherwise', () => {
    expect(isSpeakSecondary(run(connected, { type: 'conversation', phase: 'listening' }))).toBe(true);
    expect(isSpeakSecondary(run(connected))).toBe(false);
    // Already while hands-free starts, so the button does not shrink under a press as listening begins.
    expect(isSpeakSecondary(run(connected, { type: 'conversation', phase: 'starting' }))).toBe(true);
    expect(
      isSpeakSecondary(run(connected, { type: 'conversation', phase: 'listening' }, { type: 'speak-started' })),
    ).toBe(false);
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
