import Dexie from 'dexie';
import type { ConversationRecord, MessageRecord, MessageRole, MessageSource, MessageStatus } from './database';
import { newId, nextTimestamp } from './ids';
import { memoryChanged, memoryMessagesOf, rememberSeen } from './memory-store';
import { isReadable } from './record-checks';
import { runInStore } from './run-in-store';
import { checkedRows } from './set-aside';

export interface NewMessage {
  /** Given when the caller must know the id before the row is saved (a reply shown as it streams). */
  readonly id?: string;
  readonly conversationId: string;
  readonly role: MessageRole;
  readonly content: string;
  readonly status: MessageStatus;
  readonly source: MessageSource;
}

function build(message: NewMessage): MessageRecord {
  return { ...message, id: message.id ?? newId(), timestamp: nextTimestamp() };
}

/**
 * Saves messages in order and marks their conversation as just active, in one transaction: the
 * visitor's message is written here before any network call is made.
 */
export async function addMessages(messages: readonly NewMessage[], title?: string): Promise<MessageRecord[]> {
  const rows = messages.map(build);
  const conversationId = rows[0]?.conversationId;
  if (conversationId === undefined) return [];
  const updatedAt = rows.at(-1)?.timestamp ?? nextTimestamp();
  const changes: Partial<ConversationRecord> = title ? { updatedAt, title } : { updatedAt };
  return runInStore(
    (db) =>
      db.transaction('rw', db.conversations, db.messages, async () => {
        await db.messages.bulkAdd(rows);
        await db.conversations.update(conversationId, changes);
        return rows;
      }),
    (store) => {
      for (const row of rows) store.messages.set(row.id, row);
      const conversation = store.conversations.get(conversationId);
      if (conversation) store.conversations.set(conversationId, { ...conversation, ...changes });
      memoryChanged();
      return rows;
    },
  );
}

/** Saves one message; see {@link addMessages}. */
export async function addMessage(message: NewMessage): Promise<MessageRecord> {
  const [row] = await addMessages([message]);
  if (!row) throw new Error('The message was not saved.');
  return row;
}

/** Changes a message's delivery status (sending, sent, failed, received…). */
export async function setMessageStatus(id: string, status: MessageStatus): Promise<void> {
  await updateMessage(id, { status });
}

/** Changes a message's text and/or status (a streamed reply, saved as it grows). */
export async function updateMessage(
  id: string,
  changes: Partial<Pick<MessageRecord, 'content' | 'status'>>,
): Promise<void> {
  await runInStore(
    async (db) => {
      await db.messages.update(id, changes);
    },
    (store) => {
      const row = store.messages.get(id);
      if (row) store.messages.set(id, { ...row, ...changes });
      memoryChanged();
    },
  );
}

/**
 * Marks a reply left `streaming` as `interrupted`, only if it still is `streaming` when written (a
 * tab that finished it meanwhile wins).
 */
export async function interruptLeftoverReply(id: string): Promise<void> {
  const leftover = (row: unknown): boolean => isReadable('messages', row) && row.status === 'streaming';
  await runInStore(
    async (db) => {
      await db.messages
        .where('id')
        .equals(id)
        .filter(leftover)
        .modify({ status: 'interrupted' as MessageStatus });
    },
    (store) => {
      const row = store.messages.get(id);
      if (leftover(row) && row) store.messages.set(id, { ...row, status: 'interrupted' });
      memoryChanged();
    },
  );
}

/** A page of a conversation: its newest messages (oldest first) and whether older ones exist. */
export interface MessagePage {
  readonly messages: MessageRecord[];
  readonly total: number;
  readonly hasEarlier: boolean;
}

/**
 * The newest `limit` messages of a conversation, oldest first, read through the
 * [conversationId+timestamp] index so a long conversation costs no more than a short one.
 */
export async function listLatestMessages(conversationId: string, limit: number): Promise<MessagePage> {
  return runInStore(
    async (db) => {
      const range = db.messages
        .where('[conversationId+timestamp]')
        .between([conversationId, Dexie.minKey], [conversationId, Dexie.maxKey]);
      const [newestFirst, total] = await Promise.all([range.clone().reverse().limit(limit).toArray(), range.count()]);
      const messages = checkedRows(db, 'messages', newestFirst.reverse());
      rememberSeen({ messages });
      return { messages, total, hasEarlier: total > messages.length };
    },
    () => {
      const all = memoryMessagesOf(conversationId);
      const messages = all.slice(-limit);
      return { messages, total: all.length, hasEarlier: all.length > messages.length };
    },
  );
}

/** Every message of a conversation, oldest first (for exports and the request history). */
export async function listAllMessages(conversationId: string): Promise<MessageRecord[]> {
  return runInStore(
    async (db) =>
      checkedRows(
        db,
        'messages',
        await db.messages
          .where('[conversationId+timestamp]')
          .between([conversationId, Dexie.minKey], [conversationId, Dexie.maxKey])
          .toArray(),
      ),
    () => memoryMessagesOf(conversationId),
  );
}

/** The messages saved before `timestamp` in a conversation, at most `limit`, oldest first. */
export async function listMessagesBefore(
  conversationId: string,
  timestamp: number,
  limit: number,
): Promise<MessageRecord[]> {
  return runInStore(
    async (db) =>
      checkedRows(
        db,
        'messages',
        (
          await db.messages
            .where('[conversationId+timestamp]')
            .between([conversationId, Dexie.minKey], [conversationId, timestamp], true, false)
            .reverse()
            .limit(limit)
            .toArray()
        ).reverse(),
      ),
    () =>
      memoryMessagesOf(conversationId)
        .filter((row) => row.timestamp < timestamp)
        .slice(-limit),
  );
}
