/** What the chat tells the visitor when a message could not be answered. */
import { SpeechError } from '@/lib/speech-error';

export const GENERIC_ERROR = 'There was a problem sending your message.';

/** The service refused the saved key: the message stays, and a new key sends it. */
export const KEY_REFUSED = {
  title: 'Your OpenAI key was refused',
  description: 'Your message is kept: enter a new key, then use Retry to send it.',
  variant: 'destructive',
} as const;

export function describe(error: unknown): string {
  return error instanceof SpeechError ? error.message : GENERIC_ERROR;
}
