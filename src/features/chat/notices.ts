/** What the chat tells the visitor, built here so the wording lives in one place. */
import { site } from '@/content/site';
import type { SetAsideCounts, StorageProblem } from '@/lib/db';
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

const STORAGE_NOTICES: Record<StorageProblem, { title: string; description: string }> = {
  unavailable: {
    title: 'Conversations cannot be saved',
    description:
      'This browser is not letting the site store data (private browsing?). You can keep chatting, but this conversation will be gone when you close the page.',
  },
  blocked: {
    title: 'Another tab is holding the saved conversations',
    description: `Close other ${site.brand} tabs, then reload. Until then this conversation is kept only while this page is open.`,
  },
  quota: {
    title: 'Your device storage is full',
    description:
      'New messages cannot be saved. This conversation is kept while the page is open; delete old conversations or free some space to save again.',
  },
  'version-change': {
    title: `${site.brand} was updated in another tab`,
    description: 'Reload this page to keep saving. Until then this conversation is kept only while this page is open.',
  },
};

/**
 * Pinned: it is said once per session and stays true until the page is reloaded, so the next
 * ordinary notice (often "Key saved", whose write is what failed) must not wipe it.
 */
export function storageNotice(problem: StorageProblem): Notice {
  return { id: 'chat-storage', ...STORAGE_NOTICES[problem], variant: 'destructive', pinned: true };
}

/** `onDevice` false: the device's storage failed (full, private mode), so the key lives only as long as the page. */
export function keySavedNotice(onDevice: boolean): Notice {
  const description = onDevice
    ? 'Your OpenAI API key is saved on this device.'
    : 'Your OpenAI API key is kept until you close this page: this browser is not saving data right now.';
  return { title: 'Key saved', description, variant: 'success' };
}

export const KEY_FORGOTTEN: Notice = {
  title: 'Key forgotten',
  description: 'Your OpenAI API key was removed from this device.',
};

export const COPY_FAILED: Notice = { title: 'Could not copy', description: 'Select the code to copy it instead.' };

export function conversationDeletedNotice(title: string, undo: () => void): Notice {
  return {
    title: 'Conversation deleted',
    description: `"${title}" was deleted.`,
    action: { label: 'Undo', onClick: undo },
  };
}

/** What each table's rows are to the visitor, one and several. */
const SET_ASIDE_NAMES: Readonly<Record<keyof SetAsideCounts, readonly [string, string]>> = {
  messages: ['message', 'messages'],
  conversations: ['conversation', 'conversations'],
  outbox: ['question waiting to be sent', 'questions waiting to be sent'],
  settings: ['setting', 'settings'],
};

export const SET_ASIDE_NOTICE_ID = 'records-set-aside';

/**
 * Saved records that could not be read were set aside: said in one line ("One message could not
 * be read and was set aside"), with the way to export them.
 */
export function setAsideNotice(counts: SetAsideCounts, exportThem: () => void): Notice {
  let total = 0;
  const parts: string[] = [];
  for (const [table, [one, several]] of Object.entries(SET_ASIDE_NAMES) as [keyof SetAsideCounts, [string, string]][]) {
    const count = counts[table] ?? 0;
    if (count === 0) continue;
    total += count;
    parts.push(count === 1 ? `one ${one}` : `${count} ${several}`);
  }
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
  const said = `${list} could not be read and ${total === 1 ? 'was' : 'were'} set aside`;
  return {
    id: SET_ASIDE_NOTICE_ID,
    title: said.charAt(0).toUpperCase() + said.slice(1),
    action: { label: 'Export', onClick: exportThem },
  };
}
