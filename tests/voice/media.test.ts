// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  base64ToBlob,
  blobToBase64,
  classifyMediaError,
  fileNameFor,
  MediaAccessError,
  pickRecordingType,
  playBase64Audio,
  requestMedia,
  setTracksEnabled,
  speakWithBrowser,
  startRecording,
  stopStream,
  type MediaErrorKind,
} from '@/lib/media';
import { domError, FakeRecorder, FakeStream, FakeTrack } from './fakes';

describe('classifyMediaError', () => {
  it.each<[string, MediaErrorKind]>([
    ['NotAllowedError', 'permission-denied'],
    ['SecurityError', 'permission-denied'],
    ['PermissionDeniedError', 'permission-denied'],
    ['NotFoundError', 'no-device'],
    ['OverconstrainedError', 'no-device'],
    ['DevicesNotFoundError', 'no-device'],
    ['NotReadableError', 'device-busy'],
    ['AbortError', 'device-busy'],
    ['TrackStartError', 'device-busy'],
    ['NotSupportedError', 'unsupported'],
    ['TypeError', 'recorder-failed'],
    ['SomethingNew', 'recorder-failed'],
  ])('maps %s to %s', (name, kind) => {
    expect(classifyMediaError(domError(name))).toBe(kind);
  });

  it('keeps the kind of its own errors and treats anything else as a recorder failure', () => {
    expect(classifyMediaError(new MediaAccessError('cancelled', 'x'))).toBe('cancelled');
    expect(classifyMediaError('boom')).toBe('recorder-failed');
    expect(classifyMediaError(null)).toBe('recorder-failed');
  });
});

describe('pickRecordingType and fileNameFor', () => {
  it('prefers webm/opus, then webm, ogg/opus, mp4', () => {
    expect(pickRecordingType(() => true)).toBe('audio/webm;codecs=opus');
    expect(pickRecordingType((type) => type === 'audio/webm')).toBe('audio/webm');
    expect(pickRecordingType((type) => type.startsWith('audio/ogg'))).toBe('audio/ogg;codecs=opus');
    expect(pickRecordingType((type) => type === 'audio/mp4')).toBe('audio/mp4');
    expect(pickRecordingType(() => false)).toBe('');
    expect(pickRecordingType(undefined)).toBe('');
  });

  it('names the file after the container', () => {
    expect(fileNameFor('audio/webm;codecs=opus')).toBe('recording.webm');
    expect(fileNameFor('audio/ogg;codecs=opus')).toBe('recording.ogg');
    expect(fileNameFor('audio/mp4')).toBe('recording.mp4');
    expect(fileNameFor('')).toBe('recording.webm');
  });
});

describe('stopStream and setTracksEnabled', () => {
  it('stops every track and toggles one kind', () => {
    const stream = new FakeStream([new FakeTrack('audio'), new FakeTrack('video')]);
    setTracksEnabled(stream.asStream(), 'video', false);
    expect(stream.getVideoTracks()[0]?.enabled).toBe(false);
    expect(stream.getAudioTracks()[0]?.enabled).toBe(true);
    stopStream(stream.asStream(), null, undefined);
    expect(stream.tracks.every((track) => track.readyState === 'ended')).toBe(true);
  });
});

describe('requestMedia', () => {
  it('maps a refused permission to permission-denied', async () => {
    const mediaDevices = { getUserMedia: vi.fn().mockRejectedValue(domError('NotAllowedError')) };
    await expect(requestMedia({ audio: true }, { mediaDevices })).rejects.toMatchObject({ kind: 'permission-denied' });
  });

  it('stops a stream that arrives after the caller gave up', async () => {
    const stream = new FakeStream();
    const controller = new AbortController();
    const mediaDevices = {
      getUserMedia: vi.fn(async () => {
        controller.abort();
        return stream.asStream();
      }),
    };
    await expect(requestMedia({ audio: true }, { mediaDevices, signal: controller.signal })).rejects.toMatchObject({
      kind: 'cancelled',
    });
    expect(stream.tracks[0]?.readyState).toBe('ended');
  });

  it('reports unsupported when there is no mediaDevices', async () => {
    await expect(
      requestMedia({ audio: true }, { mediaDevices: {} as Pick<MediaDevices, 'getUserMedia'> }),
    ).rejects.toMatchObject({ kind: 'unsupported' });
  });
});

describe('startRecording', () => {
  let stream: FakeStream;
  let recorders: FakeRecorder[];
  const base = () => ({
    mediaDevices: { getUserMedia: vi.fn(async () => stream.asStream()) },
    createRecorder: (source: MediaStream, options: MediaRecorderOptions) => {
      const recorder = new FakeRecorder(source, options);
      recorders.push(recorder);
      return recorder;
    },
    isTypeSupported: FakeRecorder.isTypeSupported,
  });

  beforeEach(() => {
    vi.useFakeTimers();
    stream = new FakeStream();
    recorders = [];
  });
  afterEach(() => vi.useRealTimers());

  it('asks for audio only, records webm/opus and stops by itself after 5 s, releasing the microphone', async () => {
    const options = base();
    const session = await startRecording(options);
    expect(options.mediaDevices.getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(session.mimeType).toBe('audio/webm;codecs=opus');
    await vi.advanceTimersByTimeAsync(4999);
    expect(recorders[0]?.state).toBe('recording');
    expect(stream.tracks[0]?.readyState).toBe('live');
    await vi.advanceTimersByTimeAsync(1);
    const recording = await session.finished;
    expect(recording).toMatchObject({
      mimeType: 'audio/webm;codecs=opus',
      fileName: 'recording.webm',
      durationMs: 5000,
    });
    expect(recording.blob.size).toBeGreaterThan(0);
    expect(stream.tracks[0]?.readyState).toBe('ended');
  });

  it('stops early on demand and keeps what was recorded', async () => {
    const session = await startRecording(base());
    await vi.advanceTimersByTimeAsync(1200);
    session.stop();
    await expect(session.finished).resolves.toMatchObject({ durationMs: 1200 });
    expect(stream.tracks[0]?.readyState).toBe('ended');
  });

  it('cancels (and releases) when asked, when aborted, and when the page is hidden', async () => {
    const first = await startRecording(base());
    first.cancel();
    await expect(first.finished).rejects.toMatchObject({ kind: 'cancelled' });
    expect(stream.tracks[0]?.readyState).toBe('ended');

    stream = new FakeStream();
    const controller = new AbortController();
    const second = await startRecording({ ...base(), signal: controller.signal });
    controller.abort();
    await expect(second.finished).rejects.toMatchObject({ kind: 'cancelled' });
    expect(stream.tracks[0]?.readyState).toBe('ended');

    stream = new FakeStream();
    const page = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    const third = await startRecording({ ...base(), document: page as unknown as Document });
    page.visibilityState = 'hidden';
    page.dispatchEvent(new Event('visibilitychange'));
    await expect(third.finished).rejects.toMatchObject({ kind: 'cancelled' });
    expect(stream.tracks[0]?.readyState).toBe('ended');
  });

  it('fails with recorder-failed and still releases the microphone', async () => {
    const session = await startRecording(base());
    recorders[0]?.fail();
    await expect(session.finished).rejects.toMatchObject({ kind: 'recorder-failed' });
    expect(stream.tracks[0]?.readyState).toBe('ended');

    stream = new FakeStream();
    await expect(
      startRecording({
        ...base(),
        createRecorder: () => {
          throw domError('NotSupportedError');
        },
      }),
    ).rejects.toMatchObject({ kind: 'recorder-failed' });
    expect(stream.tracks[0]?.readyState).toBe('ended');
  });

  it('stops when the microphone track ends (unplugged)', async () => {
    const session = await startRecording(base());
    stream.tracks[0]?.dispatchEvent(new Event('ended'));
    await expect(session.finished).resolves.toMatchObject({ fileName: 'recording.webm' });
  });

  it('records from a stream the caller owns without stopping its tracks', async () => {
    const owned = new FakeStream([new FakeTrack('audio')]);
    const options = base();
    const session = await startRecording({ ...options, stream: owned.asStream() });
    expect(options.mediaDevices.getUserMedia).not.toHaveBeenCalled();
    session.stop();
    await session.finished;
    expect(owned.tracks[0]?.readyState).toBe('live');
  });
});

describe('base64', () => {
  it('round-trips bytes, including large ones', async () => {
    const bytes = new Uint8Array(100_000).map((_, index) => index % 251);
    const base64 = await blobToBase64(new Blob([bytes]));
    const back = new Uint8Array(await base64ToBlob(base64, 'audio/webm').arrayBuffer());
    expect(back).toEqual(bytes);
    expect(await blobToBase64(new Blob(['hi']))).toBe('aGk=');
  });
});

describe('playBase64Audio', () => {
  function fakeAudio() {
    const element = Object.assign(new EventTarget(), {
      src: '',
      muted: false,
      play: vi.fn(async () => undefined),
      pause: vi.fn(),
      removeAttribute: vi.fn(),
    });
    return element;
  }

  it('plays a blob: URL, honours mute and resolves when the audio ends', async () => {
    const audio = fakeAudio();
    const playback = playBase64Audio(btoa('mp3'), {
      muted: true,
      createAudio: () => audio as unknown as HTMLAudioElement,
    });
    expect(audio.src).toMatch(/^blob:/);
    expect(audio.muted).toBe(true);
    playback.setMuted(false);
    expect(audio.muted).toBe(false);
    audio.dispatchEvent(new Event('ended'));
    await expect(playback.finished).resolves.toBeUndefined();
  });

  it('stops on demand and rejects when the browser refuses to play', async () => {
    const audio = fakeAudio();
    const playback = playBase64Audio(btoa('mp3'), { createAudio: () => audio as unknown as HTMLAudioElement });
    playback.stop();
    expect(audio.pause).toHaveBeenCalled();
    await expect(playback.finished).resolves.toBeUndefined();

    const refused = fakeAudio();
    refused.play.mockRejectedValue(domError('NotAllowedError'));
    const failed = playBase64Audio(btoa('mp3'), { createAudio: () => refused as unknown as HTMLAudioElement });
    await expect(failed.finished).rejects.toMatchObject({ name: 'NotAllowedError' });
  });
});

describe('speakWithBrowser', () => {
  it('speaks with speechSynthesis, and muting cancels it', async () => {
    class Utterance extends EventTarget {
      lang = '';
      constructor(readonly text: string) {
        super();
      }
    }
    vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
    const synth = { speak: vi.fn(), cancel: vi.fn() };
    const playback = speakWithBrowser('Hello', { synth });
    expect(synth.speak).toHaveBeenCalledWith(expect.objectContaining({ text: 'Hello' }));
    playback.setMuted(true);
    expect(synth.cancel).toHaveBeenCalled();
    await expect(playback.finished).resolves.toBeUndefined();

    const silent = speakWithBrowser('Hello', { synth, muted: true });
    await expect(silent.finished).resolves.toBeUndefined();
    expect(synth.speak).toHaveBeenCalledTimes(1);
  });
});
