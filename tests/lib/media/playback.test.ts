// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { playBase64Audio } from '@/lib/media/playback';
import { domError } from '../../helpers/media';

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
