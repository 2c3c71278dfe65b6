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

/** What a speaker keeps while it speaks a reply. */
interface Speech {
  readonly options: ReplySpeakerOptions;
  readonly items: Item[];
  readonly spoken: string[];
  /** The index of the item playing (or next to play). */
  playing: number;
  ended: boolean;
  cancelled: boolean;
  held: boolean;
  /** Wakes the player waiting for a change (a sentence, the end, a resume). */
  wake: (() => void) | null;
  stopCurrent: (() => void) | null;
}

function nudge(speech: Speech): void {
  const resolve = speech.wake;
  speech.wake = null;
  resolve?.();
}

function waitForChange(speech: Speech): Promise<void> {
  return new Promise<void>((resolve) => {
    speech.wake = resolve;
  });
}

/** Starts speech requests for up to MAX_AHEAD sentences after the last one started. */
function request(speech: Speech): void {
  const { items, options } = speech;
  const next = speech.spoken.length;
  for (let index = next; index < items.length && index < next + MAX_AHEAD; index += 1) {
    const item = items[index]!;
    if (item.audio !== null) continue;
    item.audio = options.synthesize(item.text, item.controller.signal).catch((error: unknown) => {
      if (!item.controller.signal.aborted) console.warn('Speech for a sentence failed.', error);
      return null;
    });
  }
}

function add(speech: Speech, item: Item): void {
  if (speech.ended || speech.cancelled) return;
  speech.items.push(item);
  request(speech);
  nudge(speech);
}

/** Plays one clip through the element; resolves when it ended, failed or was stopped. */
function playClip(speech: Speech, audio: string): Promise<void> {
  const { element } = speech.options;
  return new Promise<void>((resolve) => {
    const url = URL.createObjectURL(base64ToBlob(audio, 'audio/mpeg'));
    const finish = () => {
      element.removeEventListener('ended', finish);
      element.removeEventListener('error', finish);
      speech.stopCurrent = null;
      URL.revokeObjectURL(url);
      resolve();
    };
    speech.stopCurrent = () => {
      element.pause();
      finish();
    };
    element.addEventListener('ended', finish);
    element.addEventListener('error', finish);
    element.src = url;
    if (!speech.held) element.play().catch(() => finish());
  });
}

/** Reads a sentence whose speech could not be made with the browser's own voice. */
async function playFallback(
  speech: Speech,
  readAloud: NonNullable<ReplySpeakerOptions['fallback']>,
  text: string,
): Promise<void> {
  const fallback = readAloud(text);
  speech.stopCurrent = () => fallback.stop();
  await fallback.finished.catch(() => undefined);
  speech.stopCurrent = null;
}

/** Plays the sentences in order as their speech arrives, until the reply ended or was cancelled. */
async function run(speech: Speech): Promise<'finished' | 'cancelled'> {
  while (!speech.cancelled) {
    const item = speech.items[speech.playing];
    if (item === undefined) {
      if (speech.ended) return 'finished';
      await waitForChange(speech);
      continue;
    }
    const audio = await item.audio;
    while (speech.held && !speech.cancelled) await waitForChange(speech);
    if (speech.cancelled) break;
    speech.spoken.push(item.source);
    request(speech);
    speech.options.onSentence?.(item.source, item.text);
    if (audio !== null) await playClip(speech, audio);
    else if (speech.options.fallback) await playFallback(speech, speech.options.fallback, item.text);
    speech.playing += 1;
  }
  return 'cancelled';
}

export function createReplySpeaker(options: ReplySpeakerOptions): ReplySpeaker {
  const { element } = options;
  const speech: Speech = {
    options,
    items: [],
    spoken: [],
    playing: 0,
    ended: false,
    cancelled: false,
    held: false,
    wake: null,
    stopCurrent: null,
  };
  const done = run(speech);

  return {
    say(source) {
      const text = toSpokenText(source);
      if (text === '') return;
      add(speech, { source, text, audio: null, controller: new AbortController() });
    },
    sayAudio(source, audio) {
      add(speech, {
        source,
        text: toSpokenText(source),
        audio: Promise.resolve(audio),
        controller: new AbortController(),
      });
    },
    end() {
      speech.ended = true;
      nudge(speech);
    },
    hold() {
      if (speech.held || speech.cancelled) return;
      speech.held = true;
      element.pause();
    },
    resume() {
      if (!speech.held || speech.cancelled) return;
      speech.held = false;
      if (speech.stopCurrent !== null) element.play().catch(() => speech.stopCurrent?.());
      nudge(speech);
    },
    cancel() {
      if (speech.cancelled) return;
      speech.cancelled = true;
      for (const item of speech.items.slice(speech.playing)) item.controller.abort();
      speech.stopCurrent?.();
      element.removeAttribute('src');
      nudge(speech);
    },
    done,
    spoken: speech.spoken,
  };
}
