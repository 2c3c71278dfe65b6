// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openCallAudio, type CallAudio } from '@/lib/media/call-audio';

/** The browser's audio as far as a call's audio uses it: every element made, and the analysers' signal. */
class FakeAudioGraph {
  readonly elements: HTMLAudioElement[] = [];
  /** What an analyser reads: a stream's samples, and nothing of an element's (as Chromium gives a stream's element). */
  streamLevel = 0.5;

  install(): void {
    const { elements } = this;
    const level = () => this.streamLevel;
    class Analyser {
      source: 'stream' | 'element' | null = null;
      readonly fftSize: number;
      constructor(_context: unknown, options: { fftSize: number }) {
        this.fftSize = options.fftSize;
      }
      connect<T>(next: T): T {
        return next;
      }
      disconnect(): void {}
      getFloatTimeDomainData(samples: Float32Array): void {
        samples.fill(this.source === 'stream' ? level() : 0);
      }
    }
    const fed = (source: 'stream' | 'element') => ({
      connect: (analyser: Analyser) => {
        analyser.source = source;
        return analyser;
      },
    });
    vi.stubGlobal('AnalyserNode', Analyser);
    vi.stubGlobal(
      'AudioContext',
      class {
        readonly destination = {};
        resume = () => Promise.resolve();
        close = () => Promise.resolve();
        createMediaElementSource = () => fed('element');
        createMediaStreamSource = () => fed('stream');
      },
    );
    const Element = window.Audio;
    vi.stubGlobal(
      'Audio',
      class extends Element {
        constructor() {
          super();
          elements.push(this);
        }
      },
    );
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
    // jsdom has no object URLs (the silent clip that starts each element in the tap).
    Object.assign(URL, { createObjectURL: () => 'blob:silence', revokeObjectURL: () => undefined });
  }

  /** The element the stream was handed to. */
  streamElement(stream: MediaStream): HTMLAudioElement {
    const element = this.elements.find((each) => (each as { srcObject?: unknown }).srcObject === stream);
    if (!element) throw new Error('No element plays the stream');
    return element;
  }
}

describe("a call's audio, for a voice that arrives as a stream", () => {
  let graph: FakeAudioGraph;
  let audio: CallAudio;
  const stream = {} as MediaStream;

  beforeEach(() => {
    graph = new FakeAudioGraph();
    graph.install();
    const opened = openCallAudio();
    if (!opened) throw new Error('No call audio');
    audio = opened;
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('plays it on an element of its own, and the meter reads the stream', () => {
    audio.playStream(stream);
    expect(graph.streamElement(stream)).not.toBe(audio.element);
    expect(audio.voiceLevel()).toBeGreaterThan(0.5);
  });

  it('is silenced by a hush until it is lifted, whatever the speaker switch says', () => {
    audio.playStream(stream);
    const voice = graph.streamElement(stream);
    audio.hushStream(true);
    expect(voice.muted).toBe(true);
    expect(audio.voiceLevel()).toBe(0);
    audio.setMuted(false);
    expect(voice.muted).toBe(true);
    audio.hushStream(false);
    expect(voice.muted).toBe(false);
    expect(audio.voiceLevel()).toBeGreaterThan(0.5);
  });

  it('follows the speaker switch, as the clips do, and a hush leaves the clips alone', () => {
    audio.playStream(stream);
    const voice = graph.streamElement(stream);
    audio.setMuted(true);
    expect([voice.muted, audio.element.muted]).toEqual([true, true]);
    audio.hushStream(false);
    expect(voice.muted).toBe(true);
    audio.setMuted(false);
    audio.hushStream(true);
    expect([voice.muted, audio.element.muted]).toEqual([true, false]);
  });

  it('a new stream starts heard', () => {
    audio.playStream(stream);
    audio.hushStream(true);
    const next = {} as MediaStream;
    audio.playStream(next);
    expect(graph.streamElement(next).muted).toBe(false);
  });
});
