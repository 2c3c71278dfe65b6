import type { Voice } from '@/content/schema';
import { canSpeakWithBrowser, speakWithBrowser } from '@/lib/media/browser-speech';
import { playBase64Audio, type Playback } from '@/lib/media/playback';
import { isOnline } from '@/lib/offline/online-status';
import type { SpeechServices } from '@/lib/speech/speech-services';

export interface SpeakReplyOptions {
  readonly services: Pick<SpeechServices, 'textToSpeech'>;
  readonly key: string;
  readonly voice: Voice;
  readonly muted: boolean;
  readonly signal?: AbortSignal;
}

/**
 * Reads a reply aloud in the bot's voice; offline, or when remote speech fails, with the
 * browser's own voice instead, so a call never goes silent because speech synthesis is down.
 */
export async function speakReply(text: string, options: SpeakReplyOptions): Promise<Playback> {
  if (!isOnline() && canSpeakWithBrowser()) return speakWithBrowser(text, { muted: options.muted });
  try {
    const audio = await options.services.textToSpeech(options.key, text, options.voice, options.signal);
    return playBase64Audio(audio, { muted: options.muted });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    console.warn('Speech synthesis failed; reading the reply with the browser instead.', error);
    return speakWithBrowser(text, { muted: options.muted });
  }
}

/** The short greeting spoken when a call connects. */
export function welcomeMessage(botName: string, listenOnly: boolean): string {
  return listenOnly
    ? `Hi, this is ${botName}. I'm listening.`
    : `Hi, this is ${botName}. What can I help you with today?`;
}
