import Dexie from 'dexie';
import type { ConversationRecord, MessageRecord } from './database';
import { newId, nextTimestamp } from './ids';
import { memoryChanged, memoryMessagesOf, rememberSeen } from './memory-store';
import { noteConversationSaved, noteConversationsCleared } from '../offline/offline-status';
import { plainTextFromMarkdown, truncateText } from '../text';
import { runInStore } from './run-in-store';
import { checkedRow, checkedRows, firstCheckedRow } from './set-aside';

/** Longest conversation title, taken from the first message. */
const TITLE_CHARS = 60;

/** A title for a conversation from its first message: one line of plain text, at most 60 characters. */
export function titleFromMessage(text: string): string {
  const line = plainTextFromMarkdown(text).replace(/\s+/g, ' ').trim();
  if (line === '') return 'New conversation';
  return truncateText(line, TITLE_CHARS);
}

/** Creates and saves an empty conversation with one assistant. */
export async function createConversation(botId: string, title = 'New conversation'): Promise<ConversationRecord> {
  const now = nextTimestamp();
  const conversation: ConversationRecord = { id: newId(), botId, title, createdAt: now, updatedAt: now };
  return runInStore(
    async (db) => {
      await db.conversations.add(conversation);
      noteConversationSaved(botId);
      return conversation;
    },
    (store) => {
      store.conversations.set(conversation.id, conversation);
      memoryChanged();
      return conversation;
    },
  );
}

/** One conversation by id, or undefined. */
export async function getConversation(id: string): Promise<ConversationRecord | undefined> {
  return runInStore(
    async (db) => {
      const row = checkedRow(db, 'conversations', await db.conversations.get(id));
      if (row) rememberSeen({ conversations: [row] });
      return row;
    },
    (store) => store.conversations.get(id),
  );
}

/** The assistant's conversations, most recently active first. */
export async function listConversations(botId: string): Promise<ConversationRecord[]> {
  return runInStore(
    async (db) => {
      const rows = checkedRows(
        db,
        'conversations',
        await db.conversations
          .where('[botId+updatedAt]')
          .between([botId, Dexie.minKey], [botId, Dexie.maxKey])
          .reverse()
          .toArray(),
      );
      rememberSeen({ conversations: rows });
      return rows;
    },
    (store) =>
      [...store.conversations.values()].filter((row) => row.botId === botId).sort((a, b) => b.updatedAt - a.updatedAt),
  );
}

/** The assistant's most recently active conversation (the one to resume), or null. */
export async function findLatestConversation(botId: string): Promise<ConversationRecord | null> {
  return runInStore(
    async (db) => {
      const row = await firstCheckedRow(
        db,
        'conversations',
        db.conversations.where('[botId+updatedAt]').between([botId, Dexie.minKey], [botId, Dexie.maxKey]).reverse(),
      );
      if (row) rememberSeen({ conversations: [row] });
      return row ?? null;
    },
    (store) =>
      [...store.conversations.values()]
        .filter((row) => row.botId === botId)
        .reduce<ConversationRecord | null>((best, row) => (best && best.updatedAt >= row.updatedAt ? best : row), null),
  );
}

/** Gives a conversation a new title (blank titles are refused). */
export async function renameConversation(id: string, title: string): Promise<void> {
  const clean = title.replace(/\s+/g, ' ').trim().slice(0, 200);
  if (clean === '') return;
  await runInStore(
    async (db) => {
      await db.conversations.update(id, { title: clean });
    },
    (store) => {
      const row = store.conversations.get(id);
      if (row) store.conversations.set(id, { ...row, title: clean });
      memoryChanged();
    },
  );
}

/** What {@link deleteConversation} removed, enough to put it back with {@link restoreConversation}. */
export interface DeletedConversation {
  readonly conversation: ConversationRecord;
  readonly messages: readonly MessageRecord[];
}

/**
 * Deletes a conversation and its messages; returns them so the deletion can be undone. A message
 * that cannot be read is left to be set aside rather than deleted unseen.
 */
export async function deleteConversation(id: string): Promise<DeletedConversation | null> {
  return runInStore(
    (db) =>
      db.transaction('rw', db.conversations, db.messages, async () => {
        const conversation = checkedRow(db, 'conversations', await db.conversations.get(id));
        if (!conversation) return null;
        const messages = checkedRows(db, 'messages', await db.messages.where('conversationId').equals(id).toArray());
        await db.messages.bulkDelete(messages.map((message) => message.id));
        await db.conversations.delete(id);
        const left = await db.conversations
          .where('[botId+updatedAt]')
          .between([conversation.botId, Dexie.minKey], [conversation.botId, Dexie.maxKey])
          .count();
        if (left === 0) noteConversationsCleared(conversation.botId);
        return { conversation, messages };
      }),
    (store) => {
      const conversation = store.conversations.get(id);
      if (!conversation) return null;
      const messages = memoryMessagesOf(id);
      for (const message of messages) store.messages.delete(message.id);
      store.conversations.delete(id);
      memoryChanged();
      return { conversation, messages };
    },
  );
}

/** Puts a deleted conversation back exactly as it was (the "Undo" of a deletion). */
export async function restoreConversation(deleted: DeletedConversation): Promise<void> {
  await runInStore(
    (db) =>
      db.transaction('rw', db.conversations, db.messages, async () => {
        await db.conversations.put(deleted.conversation);
        await db.messages.bulkPut([...deleted.messages]);
        noteConversationSaved(deleted.conversation.botId);
      }),
    (store) => {
      store.conversations.set(deleted.conversation.id, deleted.conversation);
      for (const message of deleted.messages) store.messages.set(message.id, message);
      memoryChanged();
    },
  );
}
