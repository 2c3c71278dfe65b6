// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { connectCall, runTurn, WELCOME_TIMEOUT_MS, type TurnContext } from '@/features/voice/call-steps';
import type { ReplySpeaker } from '@/features/voice/reply-speaker';
import type { RecordingSession } from '@/lib/media/recording';
import { notify } from '@/lib/toaster';
import {
  conversationWithoutHelp,
  FakeStream,
  FakeTrack,
  fakeSpeechServices,
  greg,
  installFakeMedia,
  setUpVoiceCallTests,
} from '../../helpers/voice-calls';

vi.mock('@/lib/toaster', () => ({ notify: vi.fn(), removeNotice: vi.fn() }));

setUpVoiceCallTests({ playback: true });

describe('connectCall', () => {
  it('asks for the call key and the devices, shows the stream, and returns the welcome', async () => {
    const media = installFakeMedia();
    const services = fakeSpeechServices();
    const onStream = vi.fn();
    const result = await connectCall({
      bot: greg,
      mode: 'video',
      services,
      signal: new AbortController().signal,
      onStream,
    });
    expect(services.ensureSpeechKey).toHaveBeenCalledWith('video-call');
    expect(media.getUserMedia).toHaveBeenCalledWith({
      audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
      video: true,
    });
    expect(onStream).toHaveBeenCalledWith(media.streams[0]);
    expect(services.textToSpeech).toHaveBeenCalledWith(
      'sk-test',
      'Hi, this is GregBot. What can I help you with today?',
      'onyx',
      expect.any(AbortSignal),
    );
    expect(result).toEqual({ outcome: 'connected', key: 'sk-test', stream: media.streams[0], welcome: btoa('mp3') });
  });

  it('ends at once offline, before asking for a key or the devices, and says why', async () => {
    const media = installFakeMedia();
    const services = fakeSpeechServices();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const result = await connectCall({
      bot: greg,
      mode: 'video',
      services,
      signal: new AbortController().signal,
      onStream: vi.fn(),
    });
    expect(result).toEqual({ outcome: 'ended', reason: 'offline' });
    expect(services.ensureSpeechKey).not.toHaveBeenCalled();
    expect(media.getUserMedia).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'You are offline',
        description: expect.stringContaining('A video call needs an internet connection'),
      }),
    );
  });

  it('ends without a key before touching the devices', async () => {
    const media = installFakeMedia();
    const services = fakeSpeechServices({ ensureSpeechKey: async () => null });
    const result = await connectCall({
      bot: greg,
      mode: 'voice',
      services,
      signal: new AbortController().signal,
      onStream: vi.fn(),
    });
    expect(result).toEqual({ outcome: 'ended', reason: 'no-key' });
    expect(media.getUserMedia).not.toHaveBeenCalled();
  });

  it('ends with the notice for a refused microphone', async () => {
    installFakeMedia({ fail: 'NotAllowedError' });
    const result = await connectCall({
      bot: greg,
      mode: 'voice',
      services: fakeSpeechServices(),
      signal: new AbortController().signal,
      onStream: vi.fn(),
    });
    expect(result).toEqual({ outcome: 'ended', reason: 'media-denied' });
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Microphone Access Denied' }));
  });

  it('connects without a welcome that takes too long, and says nothing when cancelled', async () => {
    vi.useFakeTimers();
    installFakeMedia();
    const services = fakeSpeechServices({ textToSpeech: () => new Promise<string>(() => undefined) });
    const pending = connectCall({
      bot: greg,
      mode: 'voice',
      services,
      signal: new AbortController().signal,
      onStream: vi.fn(),
    });
    await vi.advanceTimersByTimeAsync(WELCOME_TIMEOUT_MS);
    expect(await pending).toMatchObject({ outcome: 'connected', welcome: null });

    const controller = new AbortController();
    const cancelled = connectCall({ bot: greg, mode: 'voice', services, signal: controller.signal, onStream: vi.fn() });
    controller.abort();
    await vi.advanceTimersByTimeAsync(WELCOME_TIMEOUT_MS);
    expect(await cancelled).toEqual({ outcome: 'cancelled' });
  });
});

function turnContext(services = fakeSpeechServices()): TurnContext {
  const conversation = conversationWithoutHelp(services);
  return { bot: greg, services, conversation, ensureConversation: async () => 'c1', speakerMuted: false };
}

/** A speaker that notes the sentences it is given. */
function notingSpeaker(): ReplySpeaker & { readonly said: string[] } {
  const said: string[] = [];
  const nothing = () => undefined;
  const done = Promise.resolve('finished' as const);
  return {
    said,
    say: (text) => said.push(text),
    sayAudio: nothing,
    end: nothing,
    hold: nothing,
    resume: nothing,
    cancel: nothing,
    done,
    spoken: said,
  };
}

/** Runs a turn, stopping the recording as soon as it starts (the visitor pressing "Stop and send"). */
function speakOnce(context: TurnContext, signal = new AbortController().signal) {
  installFakeMedia();
  const stream = new FakeStream([new FakeTrack('audio')]).asStream();
  const events: string[] = [];
  const speaker = notingSpeaker();
  const outcome = runTurn({
    key: 'sk-test',
    stream,
    signal,
    context: () => context,
    onRecording: (session: RecordingSession | null) => {
      events.push(session ? 'recording' : 'recorded');
      session?.stop();
    },
    onResponding: () => events.push('responding'),
    onPrompt: (prompt) => events.push(`heard ${prompt}`),
    speaker: () => speaker,
  });
  return { outcome, events, speaker, stream };
}

describe('runTurn', () => {
  it('records, transcribes, and has the core answer it streamed, each sentence said as it completes', async () => {
    const context = turnContext();
    const { outcome, events, speaker, stream } = speakOnce(context);
    expect(await outcome).toBe('finished');
    expect(events).toEqual(['recording', 'recorded', 'responding', 'heard pricing']);
    expect(context.services.speechToText).toHaveBeenCalledWith(
      'sk-test',
      expect.any(String),
      'audio/webm;codecs=opus',
      expect.any(AbortSignal),
    );
    expect(speaker.said).toEqual(['Fake reply to: pricing']);
    // The call's stream is the caller's: a turn leaves it running.
    expect(stream.getAudioTracks()[0]?.readyState).toBe('live');
  });

  it('says "No speech detected" for an empty transcript and asks nothing', async () => {
    const services = fakeSpeechServices({ speechToText: async () => '   ' });
    expect(await speakOnce(turnContext(services)).outcome).toBe('finished');
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'No speech detected' }));
    expect(services.chat).not.toHaveBeenCalled();
  });

  it('stops quietly when aborted while the answer is being worked out', async () => {
    const controller = new AbortController();
    const services = fakeSpeechServices({
      speechToText: async () => {
        controller.abort();
        return 'pricing';
      },
    });
    expect(await speakOnce(turnContext(services), controller.signal).outcome).toBe('cancelled');
    expect(services.chat).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });
});
