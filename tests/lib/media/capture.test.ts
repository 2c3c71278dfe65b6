// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { requestMedia, setTracksEnabled, stopStream } from '@/lib/media/capture';
import { domError, FakeStream, FakeTrack } from '../../helpers/media';

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
