/** What the chat tells the visitor about its page (storage, keys, export), built here so the wording lives in one place. */
import { site } from '@/content/site';
import type { SetAsideCounts, StorageProblem } from '@/lib/db';
import type { Notice } from '@/lib/toaster';

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
