// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileNameFor, pickRecordingType, recordedType, startRecording } from '@/lib/media/recording';
import { domError, FakeRecorder, FakeStream, FakeTrack } from '../../helpers/media';

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

describe('recordedType', () => {
  const opus = new Blob(['x'], { type: 'audio/ogg;codecs=opus' });

  it("takes the recorder's own type first, then the type asked for, then the data's", () => {
    expect(recordedType('audio/mp4', 'audio/webm', [opus])).toBe('audio/mp4');
    expect(recordedType('', 'audio/webm', [opus])).toBe('audio/webm');
    expect(recordedType('', '', [opus])).toBe('audio/ogg;codecs=opus');
  });

  it('falls back to webm when nothing says', () => {
    expect(recordedType('', '', [])).toBe('audio/webm');
    expect(recordedType('', '', [new Blob(['x'])])).toBe('audio/webm');
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
