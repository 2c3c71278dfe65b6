import type { Playback } from './playback';

type SynthLike = Pick<SpeechSynthesis, 'speak' | 'cancel'>;

/** Whether the browser can read text aloud itself (used offline or when remote speech fails). */
export function canSpeakWithBrowser(synth: SynthLike | undefined = globalThis.speechSynthesis): boolean {
  return synth !== undefined && typeof SpeechSynthesisUtterance !== 'undefined';
}

/**
 * Reads text aloud with the browser's own speech synthesis. Muting cancels the speech, since an
 * utterance's volume cannot change once it has started.
 */
export function speakWithBrowser(
  text: string,
  options: { muted?: boolean; synth?: SynthLike; lang?: string } = {},
): Playback {
  const synth = options.synth ?? globalThis.speechSynthesis;
  let done = false;
  let resolveFinished!: () => void;
  const finished = new Promise<void>((resolve) => {
    resolveFinished = resolve;
  });
  const end = () => {
    if (done) return;
    done = true;
    resolveFinished();
  };
  if (options.muted || !canSpeakWithBrowser(synth)) {
    end();
  } else {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = options.lang ?? (typeof navigator === 'undefined' ? 'en' : navigator.language);
    utterance.addEventListener('end', end);
    utterance.addEventListener('error', end);
    synth.cancel();
    synth.speak(utterance);
  }
  const stop = () => {
    if (!done) synth.cancel();
    end();
  };
  return {
    finished,
    stop,
    setMuted(muted) {
      if (muted) stop();
    },
  };
}
