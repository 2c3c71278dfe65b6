// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openCallAudio, type CallAudio } from '@/lib/media/call-audio';

/** The browser's Web Audio as far as a call's audio uses it, and the elements routed into it. */
function installFakeAudio(): { routed: HTMLMediaElement[] } {
  const routed: HTMLMediaElement[] = [];
  const node = { connect: <T>(next: T): T => next };
  vi.stubGlobal(
    'AnalyserNode',
    class {
      readonly fftSize = 1024;
      connect<T>(next: T): T {
        return next;
      }
    },
  );
  vi.stubGlobal(
    'AudioContext',
    class {
      readonly destination = {};
      resume = () => Promise.resolve();
      close = () => Promise.resolve();
      createMediaElementSource = (element: HTMLMediaElement) => {
        routed.push(element);
        return node;
      };
    },
  );
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
  // jsdom has no object URLs (the silent clip that starts each element in the tap).
  Object.assign(URL, { createObjectURL: () => 'blob:silence', revokeObjectURL: () => undefined });
  return { routed };
}

describe("a call's audio", () => {
  let audio: CallAudio;
  let routed: HTMLMediaElement[];

  beforeEach(() => {
    ({ routed } = installFakeAudio());
    const opened = openCallAudio();
    if (!opened) throw new Error('No call audio');
    audio = opened;
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts both elements in the tap, and routes only the clips into Web Audio', () => {
    const started = vi.mocked(HTMLMediaElement.prototype.play).mock.contexts;
    expect(started).toEqual([audio.element, audio.streamElement]);
    expect(routed).toEqual([audio.element]);
    expect(audio.streamElement).not.toBe(audio.element);
  });

  it('a hush silences the stream until it is lifted, whatever the speaker switch says', () => {
    audio.hushStream(true);
    expect(audio.streamElement.muted).toBe(true);
    audio.setMuted(false);
    expect(audio.streamElement.muted).toBe(true);
    audio.hushStream(false);
    expect(audio.streamElement.muted).toBe(false);
  });

  it('the speaker switch silences the clips and the stream, and a hush leaves the clips alone', () => {
    audio.setMuted(true);
    expect([audio.streamElement.muted, audio.element.muted]).toEqual([true, true]);
    audio.hushStream(false);
    expect(audio.streamElement.muted).toBe(true);
    audio.setMuted(false);
    audio.hushStream(true);
    expect([audio.streamElement.muted, audio.element.muted]).toEqual([true, false]);
  });
});
