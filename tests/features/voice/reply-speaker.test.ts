import { describe, expect, it, vi } from 'vitest';
import { createReplySpeaker, MAX_AHEAD, type SpeakerElement } from '@/features/voice/reply-speaker';

/** An audio element that "plays" until the test ends the clip. */
class FakeAudio extends EventTarget {
  src = '';
  muted = false;
  paused = true;
  plays = 0;
  play = vi.fn(async () => {
    this.paused = false;
    this.plays += 1;
  });
  pause = vi.fn(() => {
    this.paused = true;
  });
  removeAttribute(name: string) {
    if (name === 'src') this.src = '';
  }
  endClip() {
    this.paused = true;
    this.dispatchEvent(new Event('ended'));
  }
  asElement(): SpeakerElement {
    return this as unknown as SpeakerElement;
  }
}

/** Speech requests the test answers by hand, in any order. */
function manualSynth() {
  const pending: { text: string; signal: AbortSignal; resolve: (audio: string) => void }[] = [];
  const synthesize = vi.fn(
    (text: string, signal: AbortSignal) =>
      new Promise<string>((resolve, reject) => {
        pending.push({ text, signal, resolve });
        signal.addEventListener('abort', () => reject(new Error('aborted')));
      }),
  );
  const inFlight = () => pending.filter((request) => !request.signal.aborted).length;
  return { pending, synthesize, inFlight };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A speaker on a fake element, with speech answered by hand, given `sentences` to say. */
function speakerSaying(...sentences: string[]) {
  const audio = new FakeAudio();
  const synth = manualSynth();
  const speaker = createReplySpeaker({ element: audio.asElement(), synthesize: synth.synthesize });
  for (const sentence of sentences) speaker.say(sentence);
  return { audio, synth, speaker };
}

describe('speaking a reply as it is written', () => {
  it('asks for speech as sentences arrive, at most two ahead, and plays them in order', async () => {
    const audio = new FakeAudio();
    const synth = manualSynth();
    const started: string[] = [];
    const speaker = createReplySpeaker({
      element: audio.asElement(),
      synthesize: synth.synthesize,
      onSentence: (_source, text) => started.push(text),
    });
    speaker.say('First **one**.');
    speaker.say('Second.');
    speaker.say('Third.');
    speaker.end();
    expect(synth.synthesize.mock.calls.map(([text]) => text)).toEqual(['First one.', 'Second.']);
    expect(MAX_AHEAD).toBe(2);
    // The second answers before the first: nothing plays until the first is there.
    synth.pending[1]!.resolve(btoa('two'));
    await tick();
    expect(audio.plays).toBe(0);
    synth.pending[0]!.resolve(btoa('one'));
    await tick();
    expect(started).toEqual(['First one.']);
    expect(audio.plays).toBe(1);
    // The third is asked for once the first is playing (two ahead of it again).
    expect(synth.synthesize).toHaveBeenCalledTimes(3);
    audio.endClip();
    await tick();
    expect(started).toEqual(['First one.', 'Second.']);
    synth.pending[2]!.resolve(btoa('three'));
    audio.endClip();
    await tick();
    audio.endClip();
    await expect(speaker.done).resolves.toBe('finished');
    expect(speaker.spoken).toEqual(['First **one**.', 'Second.', 'Third.']);
  });

  it('on barge-in stops the audio, aborts the requests in flight and keeps only what was spoken', async () => {
    const { audio, synth, speaker } = speakerSaying('One.', 'Two.');
    synth.pending[0]!.resolve(btoa('one'));
    await tick();
    speaker.say('Three.');
    expect(audio.paused).toBe(false);
    speaker.hold();
    expect(audio.paused).toBe(true);
    speaker.cancel();
    speaker.say('Four.');
    await expect(speaker.done).resolves.toBe('cancelled');
    expect(synth.inFlight()).toBe(0);
    expect(synth.pending.map((request) => request.text)).toEqual(['One.', 'Two.', 'Three.']);
    expect(speaker.spoken).toEqual(['One.']);
    expect(audio.src).toBe('');
  });

  it('a false start lets the reply go on where it was', async () => {
    const { audio, synth, speaker } = speakerSaying('One.', 'Two.');
    speaker.end();
    synth.pending[0]!.resolve(btoa('one'));
    synth.pending[1]!.resolve(btoa('two'));
    await tick();
    speaker.hold();
    audio.endClip();
    await tick();
    // Held: the next sentence waits.
    expect(audio.plays).toBe(1);
    speaker.resume();
    await tick();
    expect(audio.plays).toBe(2);
    audio.endClip();
    await expect(speaker.done).resolves.toBe('finished');
    expect(speaker.spoken).toEqual(['One.', 'Two.']);
  });

  it('reads a sentence with the fallback voice when its speech fails, and skips Markdown-only lines', async () => {
    const audio = new FakeAudio();
    const fallback = vi.fn(() => ({ finished: Promise.resolve(), stop: vi.fn(), setMuted: vi.fn() }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const speaker = createReplySpeaker({
      element: audio.asElement(),
      synthesize: async () => {
        throw new Error('down');
      },
      fallback,
    });
    speaker.say('---');
    speaker.say('Hello.');
    speaker.end();
    await expect(speaker.done).resolves.toBe('finished');
    expect(fallback).toHaveBeenCalledWith('Hello.');
    expect(speaker.spoken).toEqual(['Hello.']);
    warn.mockRestore();
  });
});
