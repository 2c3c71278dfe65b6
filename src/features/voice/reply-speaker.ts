/**
 * Speaks a reply sentence by sentence while it is still being written: each sentence is sent for
 * speech as soon as it is complete (at most {@link MAX_AHEAD} ahead of the one playing, so an
 * interruption wastes little), and the clips play in order through one audio element: the one
 * unlocked by the visitor's tap on Call, which is what lets a phone play them at all.
 * Barge-in holds the audio at once, then either resumes it (a false start) or cancels the rest:
 * unplayed sentences are dropped and their requests aborted, and `spoken` says what was heard.
 */
import { base64ToBlob } from '@/lib/media/base64';
import type { Playback } from '@/lib/media/playback';
import { toSpokenText } from '@/lib/speech/spoken-text';

/** Speech requested but not yet playing, at most. */
export const MAX_AHEAD = 2;

export type SpeakerElement = Pick<
  HTMLAudioElement,
  'play' | 'pause' | 'src' | 'muted' | 'addEventListener' | 'removeEventListener' | 'removeAttribute'
>;

export interface ReplySpeakerOptions {
  readonly element: SpeakerElement;
  /** Speech for one sentence, as base64 MP3. */
  readonly synthesize: (text: string, signal: AbortSignal) => Promise<string>;
  /** A sentence starts playing (its Markdown source and its spoken text), for the captions. */
  readonly onSentence?: (source: string, spoken: string) => void;
  /** Reads a sentence with the browser's own voice when its speech could not be made. */
  readonly fallback?: (text: string) => Playback;
}

export interface ReplySpeaker {
  /** The next sentence of the reply (Markdown); empty-when-spoken sentences are skipped. */
  say(source: string): void;
  /** A sentence whose speech is already made (the welcome). */
  sayAudio(source: string, audio: string): void;
  /** No more sentences will come; `done` settles once the last has played. */
  end(): void;
  /** Pauses at once (someone may be talking over it). */
  hold(): void;
  /** Goes on after {@link hold} (it was a false start). */
  resume(): void;
  /** Stops for good: the audio stops, unplayed sentences and their requests are dropped. */
  cancel(): void;
  /** `finished` when every sentence played, `cancelled` after {@link cancel}. */
  readonly done: Promise<'finished' | 'cancelled'>;
  /** The sources of the sentences that started playing, in order. */
  readonly spoken: readonly string[];
}

interface Item {
  readonly source: string;
  readonly text: string;
  audio: Promise<string | null> | null;
  readonly controller: AbortController;
}

export function createReplySpeaker(options: ReplySpeakerOptions): ReplySpeaker {
  const { element } = options;
  const items: Item[] = [];
  const spoken: string[] = [];
  let playing = 0;
  let ended = false;
  let cancelled = false;
  let held = false;
  let wake: (() => void) | null = null;
  let stopCurrent: (() => void) | null = null;

  const nudge = () => {
    const resolve = wake;
    wake = null;
    resolve?.();
  };
  const waitForChange = () =>
    new Promise<void>((resolve) => {
      wake = resolve;
    });

  /** Starts speech requests for up to MAX_AHEAD sentences after the last one started. */
  const request = () => {
    const next = spoken.length;
    for (let index = next; index < items.length && index < next + MAX_AHEAD; index += 1) {
      const item = items[index]!;
      if (item.audio !== null) continue;
      item.audio = options.synthesize(item.text, item.controller.signal).catch((error: unknown) => {
        if (!item.controller.signal.aborted) console.warn('Speech for a sentence failed.', error);
        return null;
      });
    }
  };

  const add = (item: Item) => {
    if (ended || cancelled) return;
    items.push(item);
    request();
    nudge();
  };

  /** Plays one clip through the element; resolves when it ended, failed or was stopped. */
  const playClip = (audio: string) =>
    new Promise<void>((resolve) => {
      const url = URL.createObjectURL(base64ToBlob(audio, 'audio/mpeg'));
      const finish = () => {
        element.removeEventListener('ended', finish);
        element.removeEventListener('error', finish);
        stopCurrent = null;
        URL.revokeObjectURL(url);
        resolve();
      };
      stopCurrent = () => {
        element.pause();
        finish();
      };
      element.addEventListener('ended', finish);
      element.addEventListener('error', finish);
      element.src = url;
      if (!held) element.play().catch(() => finish());
    });

  const run = async (): Promise<'finished' | 'cancelled'> => {
    while (!cancelled) {
      const item = items[playing];
      if (item === undefined) {
        if (ended) return 'finished';
        await waitForChange();
        continue;
      }
      const audio = await item.audio;
      while (held && !cancelled) await waitForChange();
      if (cancelled) break;
      spoken.push(item.source);
      request();
      options.onSentence?.(item.source, item.text);
      if (audio !== null) await playClip(audio);
      else if (options.fallback) {
        const fallback = options.fallback(item.text);
        stopCurrent = () => fallback.stop();
        await fallback.finished.catch(() => undefined);
        stopCurrent = null;
      }
      playing += 1;
    }
    return 'cancelled';
  };
  const done = run();

  return {
    say(source) {
      const text = toSpokenText(source);
      if (text === '') return;
      add({ source, text, audio: null, controller: new AbortController() });
    },
    sayAudio(source, audio) {
      add({ source, text: toSpokenText(source), audio: Promise.resolve(audio), controller: new AbortController() });
    },
    end() {
      ended = true;
      nudge();
    },
    hold() {
      if (held || cancelled) return;
      held = true;
      element.pause();
    },
    resume() {
      if (!held || cancelled) return;
      held = false;
      if (stopCurrent !== null) element.play().catch(() => stopCurrent?.());
      nudge();
    },
    cancel() {
      if (cancelled) return;
      cancelled = true;
      for (const item of items.slice(playing)) item.controller.abort();
      stopCurrent?.();
      element.removeAttribute('src');
      nudge();
    },
    done,
    spoken,
  };
}
