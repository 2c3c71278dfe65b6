import { useEffect } from 'react';
import {
  getStorageProblem,
  onRecordsSetAside,
  onStorageProblem,
  type SetAsideCounts,
  type StorageProblem,
} from '@/lib/db/views';
import { downloadFile } from '@/lib/download';
import { hadSavedConversations } from '@/lib/offline/offline-status';
import { isNoticeShown, notify } from '@/lib/toaster';
import { SET_ASIDE_NOTICE_ID, setAsideNotice, storageNotice } from './notices';

function showStorageNotice(problem: StorageProblem): void {
  notify(storageNotice(problem));
}

async function exportSetAsideFile(): Promise<void> {
  const { exportSetAside } = await import('@/lib/db');
  downloadFile(await exportSetAside());
}

/** What the set-aside notice on screen says, so that more set aside adds to it. */
let setAsideSaid: SetAsideCounts = {};

function showSetAsideNotice(counts: SetAsideCounts): void {
  const sum = isNoticeShown(SET_ASIDE_NOTICE_ID) ? { ...setAsideSaid } : {};
  for (const [table, count] of Object.entries(counts) as [keyof SetAsideCounts, number][]) {
    sum[table] = (sum[table] ?? 0) + count;
  }
  setAsideSaid = sum;
  notify(setAsideNotice(sum, () => void exportSetAsideFile()));
}

// One listener however many chats are on the page, kept until the last one goes: each set-aside
// record is told once, and still told after one of two chats closed.
let listeningChats = 0;
let stopListening: (() => void) | null = null;

/**
 * Tells the visitor in plain words when conversations cannot be saved on the device (the chat
 * carries on in memory), and when saved records could not be read and were set aside: at once
 * if that is already so, and whenever it happens later.
 */
export function useStorageNotices(): void {
  useEffect(() => {
    const problem = getStorageProblem();
    if (problem) showStorageNotice(problem);
    const stopProblems = onStorageProblem(showStorageNotice);
    listeningChats += 1;
    stopListening ??= onRecordsSetAside(showSetAsideNotice);
    return () => {
      stopProblems();
      listeningChats -= 1;
      if (listeningChats === 0) {
        stopListening?.();
        stopListening = null;
      }
    };
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
