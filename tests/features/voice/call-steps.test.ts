// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findBot } from '@/content/bots';
import type { Bot } from '@/content/schema';
import { connectCall, runTurn, WELCOME_TIMEOUT_MS, type TurnContext } from '@/features/voice/call-steps';
import type { Playback } from '@/lib/media/playback';
import type { RecordingSession } from '@/lib/media/recording';
import { notify } from '@/lib/toaster';
import { FakeStream, FakeTrack, installFakeMedia, stubAudioPlayback } from '../../helpers/media';
import { fakeSpeechServices } from '../../helpers/speech-services';

vi.mock('@/lib/toaster', () => ({ notify: vi.fn(), removeNotice: vi.fn() }));

const greg = findBot('gregbot') as Bot;

beforeEach(() => {
  vi.mocked(notify).mockClear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  stubAudioPlayback(10);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

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

function turnContext(overrides: Partial<TurnContext> = {}): TurnContext {
  return { bot: greg, services: fakeSpeechServices(), history: [], onTurn: vi.fn(), speakerMuted: false, ...overrides };
}

/** Runs a turn, stopping the recording as soon as it starts (the visitor pressing "Stop and send"). */
function speakOnce(context: TurnContext, signal = new AbortController().signal) {
  installFakeMedia();
  const stream = new FakeStream([new FakeTrack('audio')]).asStream();
  const events: string[] = [];
  const playbacks: Array<[Playback, boolean]> = [];
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
    onPlayback: (playback, ended) => {
      playbacks.push([playback, ended]);
      events.push(ended ? 'played' : 'playing');
    },
  });
  return { outcome, events, playbacks, stream };
}

describe('runTurn', () => {
  it('records, transcribes, answers with the persona and history, saves the turn and reads the reply aloud', async () => {
    const history = [{ role: 'user', content: 'Hello' }] as const;
    const context = turnContext({ history });
    const { outcome, events, playbacks, stream } = speakOnce(context);
    expect(await outcome).toBe('finished');
    expect(events).toEqual(['recording', 'recorded', 'responding', 'playing', 'played']);
    expect(context.services.speechToText).toHaveBeenCalledWith(
      'sk-test',
      expect.any(String),
      'audio/webm;codecs=opus',
      expect.any(AbortSignal),
    );
    expect(context.services.chat).toHaveBeenCalledWith(
      'sk-test',
      { prompt: 'pricing', system: greg.persona.systemPrompt, history },
      expect.any(AbortSignal),
    );
    expect(context.onTurn).toHaveBeenCalledWith({ user: 'pricing', assistant: 'Fake reply to: pricing' });
    expect(context.services.textToSpeech).toHaveBeenCalledWith(
      'sk-test',
      'Fake reply to: pricing',
      'onyx',
      expect.any(AbortSignal),
    );
    expect(playbacks[0]?.[0]).toBe(playbacks[1]?.[0]);
    // The call's stream is the caller's: a turn leaves it running.
    expect(stream.getAudioTracks()[0]?.readyState).toBe('live');
  });

  it('answers locally when the context says so, without the model', async () => {
    const context = turnContext({ answerLocally: () => "I'm listening." });
    expect(await speakOnce(context).outcome).toBe('finished');
    expect(context.services.chat).not.toHaveBeenCalled();
    expect(context.onTurn).toHaveBeenCalledWith({ user: 'pricing', assistant: "I'm listening." });
  });

  it('says "No speech detected" for an empty transcript and saves nothing', async () => {
    const context = turnContext({ services: fakeSpeechServices({ speechToText: async () => '   ' }) });
    expect(await speakOnce(context).outcome).toBe('finished');
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'No speech detected' }));
    expect(context.onTurn).not.toHaveBeenCalled();
  });

  it('turns a failed answer into a notice and finishes, so the call goes on', async () => {
    const services = fakeSpeechServices({ chat: async () => Promise.reject(new Error('The assistant is busy.')) });
    const context = turnContext({ services });
    expect(await speakOnce(context).outcome).toBe('finished');
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Speech Processing Error', description: 'The assistant is busy.' }),
    );
  });

  it('stops quietly when aborted while the answer is being worked out', async () => {
    const controller = new AbortController();
    const services = fakeSpeechServices({
      speechToText: async () => {
        controller.abort();
        return 'pricing';
      },
    });
    const context = turnContext({ services });
    expect(await speakOnce(context, controller.signal).outcome).toBe('cancelled');
    expect(services.chat).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });
});
