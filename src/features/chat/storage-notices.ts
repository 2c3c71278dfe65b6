import { useEffect } from 'react';
import { getStorageProblem, onStorageProblem, type StorageProblem } from '@/lib/db';
import { hadSavedConversations } from '@/lib/offline/offline-status';
import { notify } from '@/lib/toaster';
import { storageNotice } from './notices';

function showStorageNotice(problem: StorageProblem): void {
  notify(storageNotice(problem));
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
