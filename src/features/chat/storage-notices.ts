import { useEffect } from 'react';
import { site } from '@/content/site';
import { getStorageProblem, onStorageProblem, type StorageProblem } from '@/lib/db';
import { hadSavedConversations } from '@/lib/offline/offline-status';
import { notify } from '@/lib/toaster';

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
function showStorageNotice(problem: StorageProblem): void {
  notify({ id: 'chat-storage', ...STORAGE_NOTICES[problem], variant: 'destructive', pinned: true });
}

/**
 * Tells the visitor in plain words when conversations cannot be saved on the device (the chat
 * carries on in memory): at once if that is already so, and whenever it happens later.
 */
export function useStorageNotices(): void {
  useEffect(() => {
    const problem = getStorageProblem();
    if (problem) showStorageNotice(problem);
    return onStorageProblem(showStorageNotice);
  }, []);
}

/**
 * The history's empty state. When the device remembers conversations with this assistant that
 * the database no longer has, the browser cleared them: say so rather than show an empty list.
 */
export function emptyHistoryText(botId: string, name: string): string {
  if (hadSavedConversations(botId)) {
    return `Your saved conversations with ${name} are no longer on this device. The browser may have cleared them to free space. Send a message to start a new one.`;
  }
  return `No saved conversations with ${name} yet. Send a message to start one.`;
}
