/** What the chat tells the visitor when a message could not be answered. */
import { SpeechError } from '@/lib/speech/speech-error';
import type { Notice } from '@/lib/toaster';

export const GENERIC_ERROR = 'There was a problem sending your message.';

/** The service refused the saved key: the message stays, and a new key sends it. */
export const KEY_REFUSED = {
  title: 'Your OpenAI key was refused',
  description: 'Your message is kept: enter a new key, then use Retry to send it.',
  variant: 'destructive',
} as const;

/** A refused key and no new one given: the message waits in the outbox for a key. */
export const KEY_REFUSED_KEPT =
  'Your message is kept and answered from the help library meanwhile: enter a new key to send it.';

export function describe(error: unknown): string {
  return error instanceof SpeechError ? error.message : GENERIC_ERROR;
}

/** The assistant could not be reached: the library answered, and the question waits in the outbox (`kept`). */
export function unreachableNotice(error: SpeechError, botName: string, kept: boolean): Notice {
  const next = kept ? 'your question will be sent when the assistant can be reached' : 'use Retry to ask again';
  return {
    title: 'Error',
    description: `${error.message} ${botName} answered from the help library instead; ${next}.`,
    variant: 'destructive',
  };
}
