/**
 * What the visitor is told about an exchange with an assistant (a reply that failed, a key that
 * was refused, a question waiting in the outbox), the same in a chat, a call, the home page's box
 * and the launcher. Built here so the wording lives in one place.
 */
import { SpeechError } from '@/lib/speech/speech-error';
import { truncateText } from '@/lib/text';
import type { Notice } from '@/lib/toaster';

const GENERIC_ERROR = 'There was a problem sending your message.';

/** The service refused the saved key: the message stays, and a new key sends it. */
export const KEY_REFUSED = {
  title: 'Your OpenAI key was refused',
  description: 'Your message is kept: enter a new key, then use Retry to send it.',
  variant: 'destructive',
} as const;

/** A refused key and no new one given: the message waits in the outbox for a key. */
export const KEY_REFUSED_KEPT: Notice = {
  ...KEY_REFUSED,
  description: 'Your message is kept and answered from the help library meanwhile: enter a new key to send it.',
};

/** The message could not even be saved, so the input keeps it. */
export const SEND_FAILED: Notice = { title: 'Error', description: GENERIC_ERROR, variant: 'destructive' };

export const RETRY_OFFLINE: Notice = {
  title: 'Error',
  description: "You're offline. Retry when you're back online.",
  variant: 'destructive',
};

/** A reply broke off after its first piece; what arrived is kept. */
export const REPLY_INTERRUPTED: Notice = {
  title: 'Reply interrupted',
  description: 'The connection dropped while the reply was arriving. What arrived is kept; use Try again to ask again.',
  variant: 'destructive',
};

function describe(error: unknown): string {
  return error instanceof SpeechError ? error.message : GENERIC_ERROR;
}

/** A call for a reply failed for a reason the chat has no other answer to. */
export function replyErrorNotice(error: unknown): Notice {
  return { title: 'Error', description: describe(error), variant: 'destructive' };
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

/** A question from the outbox was answered while the visitor may be elsewhere on the site. */
export function waitingAnsweredNotice(botName: string, prompt: string, openConversation: () => void): Notice {
  return {
    title: `Your waiting question to ${botName} was answered`,
    description: `“${truncateText(prompt, 80)}”`,
    variant: 'success',
    action: { label: 'Open conversation', onClick: openConversation },
  };
}

export function waitingGaveUpNotice(botName: string, error: unknown): Notice {
  return {
    title: `Your waiting question to ${botName} could not be sent`,
    description: `${describe(error)} It is kept in the conversation: use Retry on it to ask again.`,
    variant: 'destructive',
  };
}

/** The refusal of the key the outbox sent with is itself the offer: a new key sends the questions. */
export function waitingKeyRefusedNotice(id: string, giveKey: () => void): Notice {
  return {
    ...KEY_REFUSED,
    id,
    pinned: true,
    description: 'Your waiting questions are kept: enter a new key to send them.',
    action: { label: 'Enter a new key', onClick: giveKey },
  };
}

/** Offers to give the key for the `count` questions that wait for one. */
export function keyOfferNotice(id: string, count: number, giveKey: () => void): Notice {
  return {
    id,
    pinned: true,
    title:
      count > 1 ? `${count} questions are waiting for your OpenAI key` : 'Your question is waiting for your OpenAI key',
    description: `The assistant answered from the help library meanwhile. Enter your key to send ${count > 1 ? 'them' : 'it'} and get its own answer; the key stays on this device.`,
    action: { label: 'Enter key', onClick: giveKey },
  };
}
