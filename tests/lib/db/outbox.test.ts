import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import {
  completeOutboxEntry,
  countOutbox,
  markOutboxSending,
  markOutboxWaiting,
  nextOutboxEntry,
  removeFromOutbox,
} from '@/lib/db';
import { DATABASE_NAME, getDatabase, resetDatabase, SCHEMA_V1 } from '@/lib/db/database';
import { listAllMessages } from '@/lib/db/messages';
import { getStorageMode } from '@/lib/db/storage-status';
import { freshDatabaseForEachTest, unusableIndexedDB } from '../../helpers/database';
import { queuedQuestion } from './queued-question';

const databaseName = freshDatabaseForEachTest();

const queued = queuedQuestion;

const statusOf = async (conversationId: string) =>
  (await listAllMessages(conversationId)).map((message) => [message.role, message.status, message.content]);

describe('the outbox', () => {
  it('keeps questions in the order they were asked, each marked as queued', async () => {
    const first = await queued('First?');
    const second = await queued('Second?');
    expect(await countOutbox()).toBe(2);
    expect((await nextOutboxEntry())?.id).toBe(first.id);
    expect(await statusOf(first.conversationId)).toEqual([['user', 'queued', 'First?']]);

    await completeOutboxEntry(first.id, 'Answer one');
    expect((await nextOutboxEntry())?.id).toBe(second.id);
  });

  it('saves the answer and marks the question sent in one step, and only once', async () => {
    const { conversationId, id } = await queued('When do you open?');
    const reply = await completeOutboxEntry(id, 'At nine.');
    expect(reply?.content).toBe('At nine.');
    // A second completion (another tab, a late answer) saves nothing.
    expect(await completeOutboxEntry(id, 'At nine.')).toBeNull();
    expect(await statusOf(conversationId)).toEqual([
      ['user', 'sent', 'When do you open?'],
      ['assistant', 'received', 'At nine.'],
    ]);
    expect(await countOutbox()).toBe(0);
  });

  it('cancel takes the question out and leaves it marked not answered; a later answer is dropped', async () => {
    const { conversationId, id } = await queued('Cancel me');
    expect(await markOutboxSending(id)).toMatchObject({ state: 'sending', attempts: 1 });
    expect(await removeFromOutbox(id)).toBe(true);
    expect(await removeFromOutbox(id)).toBe(false);
    expect(await completeOutboxEntry(id, 'Too late')).toBeNull();
    expect(await markOutboxSending(id)).toBeNull();
    expect(await statusOf(conversationId)).toEqual([['user', 'failed', 'Cancel me']]);
  });

  it('survives the database being closed and opened again, state and attempts included', async () => {
    const { id } = await queued('Still there after a restart?');
    await markOutboxSending(id);
    resetDatabase({ name: databaseName() });
    const again = await nextOutboxEntry();
    expect(again).toMatchObject({ id, state: 'sending', attempts: 1 });
    expect(again?.request.prompt).toBe('Still there after a restart?');
    await markOutboxWaiting(id);
    expect(await nextOutboxEntry()).toMatchObject({ state: 'waiting', attempts: 1 });
  });

  it('works for the session in memory when IndexedDB cannot be used', async () => {
    resetDatabase({ name: 'broken', indexedDB: unusableIndexedDB() });
    const first = await queued('In memory, first');
    const second = await queued('In memory, second');
    expect(getStorageMode()).toBe('memory');
    expect((await nextOutboxEntry())?.id).toBe(first.id);
    await completeOutboxEntry(first.id, 'Answered');
    expect(await statusOf(first.conversationId)).toEqual([
      ['user', 'sent', 'In memory, first'],
      ['assistant', 'received', 'Answered'],
    ]);
    expect(await removeFromOutbox(second.id)).toBe(true);
    expect(await countOutbox()).toBe(0);
    expect(await statusOf(second.conversationId)).toEqual([['user', 'failed', 'In memory, second']]);
  });

  it('is added by the upgrade to version 3, which keeps every earlier row', async () => {
    const old = new Dexie(databaseName());
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
    resetDatabase({ name: databaseName() });
    expect(await statusOf('c1')).toEqual([['user', 'sent', 'Hi']]);
    expect(getDatabase().verno).toBe(4);
    expect(await countOutbox()).toBe(0);
    expect(DATABASE_NAME).toBe('basebots');
  });
});
