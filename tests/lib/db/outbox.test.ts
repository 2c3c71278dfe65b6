import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addMessage,
  completeOutboxEntry,
  countOutbox,
  createConversation,
  markOutboxSending,
  markOutboxWaiting,
  nextOutboxEntry,
  queueMessage,
  removeFromOutbox,
} from '@/lib/db';
import { DATABASE_NAME, getDatabase, resetDatabase, SCHEMA_V1 } from '@/lib/db/database';
import { clearMemory } from '@/lib/db/memory-store';
import { listAllMessages } from '@/lib/db/messages';
import { getStorageMode, resetStorageStatus } from '@/lib/db/storage-status';

let counter = 0;
let name = '';

beforeEach(() => {
  counter += 1;
  name = `outbox-${counter}-${Date.now()}`;
  resetDatabase({ name });
  resetStorageStatus();
  clearMemory();
});

afterEach(() => {
  resetDatabase();
  resetStorageStatus();
});

/** A visitor's question saved in a new conversation and kept in the outbox. */
async function queued(prompt: string, botId = 'gregbot') {
  const conversation = await createConversation(botId, prompt);
  const message = await addMessage({
    conversationId: conversation.id,
    role: 'user',
    content: prompt,
    status: 'sending',
    source: 'typed',
  });
  const entry = await queueMessage({
    id: message.id,
    conversationId: conversation.id,
    botId,
    request: { prompt, system: 'You are GregBot.', history: [] },
  });
  return { conversation, message, entry };
}

const statusOf = async (conversationId: string) =>
  (await listAllMessages(conversationId)).map((message) => [message.role, message.status, message.content]);

describe('the outbox', () => {
  it('keeps questions in the order they were asked, each marked as queued', async () => {
    const first = await queued('First?');
    const second = await queued('Second?', 'chefbot');
    expect(await countOutbox()).toBe(2);
    expect((await nextOutboxEntry())?.id).toBe(first.message.id);
    expect(await statusOf(first.conversation.id)).toEqual([['user', 'queued', 'First?']]);

    await completeOutboxEntry(first.entry.id, 'Answer one');
    expect((await nextOutboxEntry())?.id).toBe(second.message.id);
  });

  it('saves the answer and marks the question sent in one step, and only once', async () => {
    const { conversation, entry } = await queued('When do you open?');
    const reply = await completeOutboxEntry(entry.id, 'At nine.');
    expect(reply?.content).toBe('At nine.');
    // A second completion (another tab, a late answer) saves nothing.
    expect(await completeOutboxEntry(entry.id, 'At nine.')).toBeNull();
    expect(await statusOf(conversation.id)).toEqual([
      ['user', 'sent', 'When do you open?'],
      ['assistant', 'received', 'At nine.'],
    ]);
    expect(await countOutbox()).toBe(0);
  });

  it('cancel takes the question out and leaves it marked not answered; a later answer is dropped', async () => {
    const { conversation, message, entry } = await queued('Cancel me');
    expect(await markOutboxSending(entry.id)).toMatchObject({ state: 'sending', attempts: 1 });
    expect(await removeFromOutbox(message.id)).toBe(true);
    expect(await removeFromOutbox(message.id)).toBe(false);
    expect(await completeOutboxEntry(entry.id, 'Too late')).toBeNull();
    expect(await markOutboxSending(entry.id)).toBeNull();
    expect(await statusOf(conversation.id)).toEqual([['user', 'failed', 'Cancel me']]);
  });

  it('survives the database being closed and opened again, state and attempts included', async () => {
    const { message, entry } = await queued('Still there after a restart?');
    await markOutboxSending(entry.id);
    resetDatabase({ name });
    const again = await nextOutboxEntry();
    expect(again).toMatchObject({ id: message.id, state: 'sending', attempts: 1 });
    expect(again?.request.prompt).toBe('Still there after a restart?');
    await markOutboxWaiting(entry.id);
    expect(await nextOutboxEntry()).toMatchObject({ state: 'waiting', attempts: 1 });
  });

  it('works for the session in memory when IndexedDB cannot be used', async () => {
    const broken = {
      open: () => {
        throw new DOMException('The user denied permission to access the database.', 'InvalidStateError');
      },
      cmp: indexedDB.cmp.bind(indexedDB),
      databases: async () => [],
    } as unknown as IDBFactory;
    resetDatabase({ name: 'broken', indexedDB: broken });
    const first = await queued('In memory, first');
    const second = await queued('In memory, second');
    expect(getStorageMode()).toBe('memory');
    expect((await nextOutboxEntry())?.id).toBe(first.message.id);
    await completeOutboxEntry(first.entry.id, 'Answered');
    expect(await statusOf(first.conversation.id)).toEqual([
      ['user', 'sent', 'In memory, first'],
      ['assistant', 'received', 'Answered'],
    ]);
    expect(await removeFromOutbox(second.message.id)).toBe(true);
    expect(await countOutbox()).toBe(0);
    expect(await statusOf(second.conversation.id)).toEqual([['user', 'failed', 'In memory, second']]);
  });

  it('is added by the upgrade to version 3, which keeps every earlier row', async () => {
    const old = new Dexie(name);
    old.version(1).stores(SCHEMA_V1);
    old.version(2).stores({ ...SCHEMA_V1, settings: 'key' });
    await old.table('conversations').add({ id: 'c1', botId: 'gregbot', title: 'Old', createdAt: 1, updatedAt: 2 });
    await old.table('messages').add({
      id: 'm1',
      conversationId: 'c1',
      role: 'user',
      content: 'Hi',
      timestamp: 2,
      status: 'sent',
      source: 'typed',
    });
    old.close();
    resetDatabase({ name });
    expect(await statusOf('c1')).toEqual([['user', 'sent', 'Hi']]);
    expect(getDatabase().verno).toBe(3);
    expect(await countOutbox()).toBe(0);
    expect(DATABASE_NAME).toBe('basebots');
  });
});
