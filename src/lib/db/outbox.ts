/**
 * The outbox: questions the assistant could not be reached for, kept until they can be sent.
 *
 * An entry's id is its message's id, made on the device when the question was first saved; it is
 * sent with every attempt, so the speech function can answer a repeat with the reply it already
 * gave. The visitor's message is `queued` while its entry waits. Completing an entry (saving the reply, marking the message
 * `sent`) and cancelling it both happen in one transaction that first checks the entry is still
 * there, so an answer that arrives after a Cancel, or in a second tab, is never saved twice.
 */
import type { MessageRecord, OutboxRecord, OutboxRequest } from './database';
import { newId, nextTimestamp } from './ids';
import { memoryChanged, rememberSeen } from './memory-store';
import { runInStore } from './run-in-store';
import { checkedRow, firstCheckedRow } from './set-aside';

export interface NewOutboxEntry {
  /** The visitor's message. */
  readonly id: string;
  readonly conversationId: string;
  readonly botId: string;
  readonly request: OutboxRequest;
}

/** Keeps a question for later and marks its message `queued`. */
export async function queueMessage(entry: NewOutboxEntry): Promise<OutboxRecord> {
  const row: OutboxRecord = { ...entry, createdAt: nextTimestamp(), state: 'waiting', attempts: 0 };
  return runInStore(
    (db) =>
      db.transaction('rw', db.outbox, db.messages, async () => {
        await db.outbox.put(row);
        await db.messages.update(entry.id, { status: 'queued' });
        return row;
      }),
    (store) => {
      store.outbox.set(row.id, row);
      const message = store.messages.get(entry.id);
      if (message) store.messages.set(message.id, { ...message, status: 'queued' });
      memoryChanged();
      return row;
    },
  );
}

/** The oldest waiting question, or undefined when the outbox is empty. */
export async function nextOutboxEntry(): Promise<OutboxRecord | undefined> {
  return runInStore(
    async (db) => {
      const row = await firstCheckedRow(db, 'outbox', db.outbox.orderBy('createdAt'));
      if (row) rememberSeen({ outbox: [row] });
      return row;
    },
    (store) => [...store.outbox.values()].sort((a, b) => a.createdAt - b.createdAt)[0],
  );
}

/** How many questions wait. */
export async function countOutbox(): Promise<number> {
  return runInStore(
    (db) => db.outbox.count(),
    (store) => store.outbox.size,
  );
}

/**
 * Marks an entry as being sent (before its request, so a reload in the middle resends it with the
 * same id). Resolves with the entry, or null when it was cancelled meanwhile.
 */
export async function markOutboxSending(id: string): Promise<OutboxRecord | null> {
  return setState(id, 'sending', 1);
}

/** Puts an entry back to wait for the next attempt. */
export async function markOutboxWaiting(id: string): Promise<void> {
  await setState(id, 'waiting', 0);
}

async function setState(id: string, state: OutboxRecord['state'], addAttempts: number): Promise<OutboxRecord | null> {
  const change = (row: OutboxRecord): OutboxRecord => ({ ...row, state, attempts: row.attempts + addAttempts });
  return runInStore(
    (db) =>
      db.transaction('rw', db.outbox, async () => {
        const row = checkedRow(db, 'outbox', await db.outbox.get(id));
        if (!row) return null;
        const next = change(row);
        await db.outbox.put(next);
        return next;
      }),
    (store) => {
      const row = store.outbox.get(id);
      if (!row) return null;
      const next = change(row);
      store.outbox.set(id, next);
      memoryChanged();
      return next;
    },
  );
}

/**
 * Saves the reply to a waiting question and takes it out of the outbox, in one transaction.
 * Resolves with the saved reply, or null when the entry was gone (cancelled, or answered by
 * another tab): then nothing is saved.
 */
export async function completeOutboxEntry(id: string, content: string): Promise<MessageRecord | null> {
  const finish = (entry: OutboxRecord): MessageRecord => ({
    id: newId(),
    conversationId: entry.conversationId,
    role: 'assistant',
    content,
    timestamp: nextTimestamp(),
    status: 'received',
    source: 'remote',
  });
  return runInStore(
    (db) =>
      db.transaction('rw', db.outbox, db.messages, db.conversations, async () => {
        const entry = checkedRow(db, 'outbox', await db.outbox.get(id));
        if (!entry) return null;
        const reply = finish(entry);
        await db.outbox.delete(id);
        await db.messages.add(reply);
        await db.messages.update(id, { status: 'sent' });
        await db.conversations.update(entry.conversationId, { updatedAt: reply.timestamp });
        return reply;
      }),
    (store) => {
      const entry = store.outbox.get(id);
      if (!entry) return null;
      const reply = finish(entry);
      store.outbox.delete(id);
      store.messages.set(reply.id, reply);
      const message = store.messages.get(id);
      if (message) store.messages.set(message.id, { ...message, status: 'sent' });
      const conversation = store.conversations.get(entry.conversationId);
      if (conversation) store.conversations.set(conversation.id, { ...conversation, updatedAt: reply.timestamp });
      memoryChanged();
      return reply;
    },
  );
}

/**
 * Takes a message's question out of the outbox (Cancel, or a refusal that no retry can mend): the
 * message stays, marked `failed`, so the chat offers to retry it. Resolves false when it was not
 * waiting (already answered).
 */
export async function removeFromOutbox(messageId: string): Promise<boolean> {
  return runInStore(
    (db) =>
      db.transaction('rw', db.outbox, db.messages, async () => {
        if (!checkedRow(db, 'outbox', await db.outbox.get(messageId))) return false;
        await db.outbox.delete(messageId);
        await db.messages.update(messageId, { status: 'failed' });
        return true;
      }),
    (store) => {
      if (!store.outbox.delete(messageId)) return false;
      const message = store.messages.get(messageId);
      if (message) store.messages.set(messageId, { ...message, status: 'failed' });
      memoryChanged();
      return true;
    },
  );
}
