// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { speakWithBrowser } from '@/lib/media/browser-speech';

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
