/**
 * The ways out the error screen offers when a page keeps failing and what is saved on the device
 * may be why: set the conversation on screen aside, or export everything and empty the device's
 * conversations.
 */
import { DEFAULT_BOT_ID, findBot } from '@/content/bots';
import { noteAllConversationsCleared } from '../offline/offline-status';
import { findLatestConversation } from './conversations';
import type { ExportFile } from './export';
import { memoryChanged, memoryMessagesOf } from './memory-store';
import { runInStore } from './run-in-store';
import { setConversationAside } from './set-aside';
import { listSetAside } from './set-aside-records';
import { storedJson } from './stored-json';

/**
 * Sets aside the conversation the chat page shows for its address's `?bot=` and `?conversation=`
 * (the assistant's latest when none is named) with all its messages: off the page, still in the
 * export. False when there was none.
 */
export async function setShownConversationAside(botParam: string | null, conversationId: string | null) {
  // The bot as the chat page reads it. The list of assistants is here, not on the error screen,
  // which is in every page's first load.
  const botId = findBot(botParam ?? '')?.id ?? DEFAULT_BOT_ID;
  const id = conversationId ?? (await findLatestConversation(botId))?.id;
  if (id === undefined) return false;
  return runInStore(
    (db) =>
      db.transaction('rw', [...db.tables], async () => {
        const row: unknown = await db.conversations.get(id);
        if (row === undefined) return false;
        await setConversationAside(db, id, row, 'set aside by the visitor after the page failed to show it');
        return true;
      }),
    // Kept in memory only for this visit, which a reload ends anyway.
    (store) => {
      for (const message of memoryMessagesOf(id)) store.messages.delete(message.id);
      store.conversations.delete(id);
      memoryChanged();
      return true;
    },
  );
}

/**
 * Everything saved of the conversations, as stored and unchecked (a row that breaks the page is
 * in it too), with the set-aside rows: settings, the speech key among them, are left out.
 */
export async function exportEverything(): Promise<ExportFile> {
  const setAside = await listSetAside();
  const saved = await runInStore(
    async (db) => ({
      conversations: await db.conversations.toArray(),
      messages: await db.messages.toArray(),
      outbox: await db.outbox.toArray(),
    }),
    (store) => ({
      conversations: [...store.conversations.values()],
      messages: [...store.messages.values()],
      outbox: [...store.outbox.values()],
    }),
  );
  const exportedAt = new Date().toISOString();
  return {
    fileName: `basebots-conversations-${exportedAt.slice(0, 10)}.json`,
    mimeType: 'application/json',
    content: storedJson({ exportedAt, ...saved, setAside }),
  };
}

/** Empties the conversations, their messages, the outbox and the set-aside rows; settings stay. */
export async function resetConversations(): Promise<void> {
  await runInStore(
    (db) =>
      db.transaction('rw', [db.conversations, db.messages, db.outbox, db.setAside], async () => {
        await Promise.all([db.conversations.clear(), db.messages.clear(), db.outbox.clear(), db.setAside.clear()]);
      }),
    (store) => {
      for (const table of [store.conversations, store.messages, store.outbox]) table.clear();
      memoryChanged();
    },
  );
  noteAllConversationsCleared();
}
