import { base64ToBlob } from './base64';

/** Something being played aloud. */
export interface Playback {
  /** Resolves when playback ends or is stopped; rejects if it could not play at all. */
  readonly finished: Promise<void>;
  stop(): void;
  setMuted(muted: boolean): void;
}

type AudioLike = Pick<HTMLAudioElement, 'play' | 'pause' | 'src' | 'muted' | 'addEventListener' | 'removeAttribute'>;

/**
 * Plays base64 MP3 audio through an audio element and a blob: URL (allowed by the site's
 * `media-src`), revoking the URL when done.
 */
export function playBase64Audio(
  base64: string,
  options: { muted?: boolean; mimeType?: string; createAudio?: () => AudioLike } = {},
): Playback {
  const audio = options.createAudio?.() ?? new Audio();
  let url: string | null = null;
  let done = false;
  let resolveFinished!: () => void;
  let rejectFinished!: (error: unknown) => void;
  const finished = new Promise<void>((resolve, reject) => {
    resolveFinished = resolve;
    rejectFinished = reject;
  });
  finished.catch(() => undefined);

  function cleanUp() {
    done = true;
    if (url) URL.revokeObjectURL(url);
    url = null;
  }
  function end() {
    if (done) return;
    cleanUp();
    resolveFinished();
  }
  function fail(error: unknown) {
    if (done) return;
    cleanUp();
    rejectFinished(error);
  }

  try {
    url = URL.createObjectURL(base64ToBlob(base64, options.mimeType ?? 'audio/mpeg'));
    audio.muted = options.muted ?? false;
    audio.addEventListener('ended', end);
    audio.addEventListener('error', () => fail(new Error('The audio could not be played.')));
    audio.src = url;
    audio.play().catch(fail);
  } catch (error) {
    fail(error);
  }

  return {
    finished,
    stop() {
      audio.pause();
      audio.removeAttribute('src');
      end();
    },
    setMuted(muted) {
      audio.muted = muted;
    },
  };
}
