import { liveQuery } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteConversation, exportConversation, exportSetAside, getDeviceSpeechKey, nextOutboxEntry } from '@/lib/db';
import { findLatestConversation, listConversations } from '@/lib/db/conversations';
import { getDatabase } from '@/lib/db/database';
import { listAllMessages, listLatestMessages } from '@/lib/db/messages';
import { whenSetAsideSettled } from '@/lib/db/set-aside';
import { onRecordsSetAside, type SetAsideCounts } from '@/lib/db/set-aside-reports';
import { freshDatabaseForEachTest, readRawRows, writeRawRows } from '../../helpers/database';

const databaseName = freshDatabaseForEachTest();

/** A live query answers in its own time: wait for the answer, as long as a busy machine needs. */
const LIVE = { timeout: 15_000 };

const told: SetAsideCounts[] = [];
const stopListening = onRecordsSetAside((counts) => told.push(counts));
afterEach(() => {
  told.length = 0;
});
// Keeps the listener for the whole file: the module says what it sets aside to whoever listens.
void stopListening;

const conversation = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  botId: 'gregbot',
  title: `Conversation ${id}`,
  createdAt: 1_000,
  updatedAt: 2_000,
  ...fields,
});

const message = (id: string, timestamp: number, fields: Record<string, unknown> = {}) => ({
  id,
  conversationId: 'c1',
  role: timestamp % 2 === 0 ? 'user' : 'assistant',
  content: `Message ${id}`,
  timestamp,
  status: timestamp % 2 === 0 ? 'sent' : 'received',
  source: timestamp % 2 === 0 ? 'typed' : 'remote',
  ...fields,
});

/** A conversation of three good messages, and `bad` among them as it was stored. */
async function conversationWithBadMessage(bad: Record<string, unknown>) {
  await writeRawRows(databaseName(), 'conversations', [conversation('c1')]);
  await writeRawRows(databaseName(), 'messages', [message('m1', 10), message('m2', 11), bad, message('m3', 12)]);
}

async function setAsideRows() {
  await whenSetAsideSettled(getDatabase());
  return readRawRows(databaseName(), 'setAside');
}

const corruptMessages: ReadonlyArray<[string, Record<string, unknown>]> = [
  ['null content', message('bad', 13, { content: null })],
  ['object content', message('bad', 13, { content: { text: 'hi' } })],
  ['an unknown role', message('bad', 13, { role: 'system' })],
  ['a timestamp that is text', message('bad', 13, { timestamp: 'yesterday' })],
  ['a timestamp that is not a number', message('bad', 13, { timestamp: null })],
  ['a timestamp no date can hold', message('bad', 13, { timestamp: 1e300 })],
  ['no conversation id', message('bad', 13, { conversationId: undefined })],
  ['an empty id', message('', 13)],
];

describe('a message that cannot be read', () => {
  it.each(corruptMessages)('with %s is set aside, kept whole, and the others are read', async (_, bad) => {
    await conversationWithBadMessage(bad);

    const page = await listLatestMessages('c1', 30);
    expect(page.messages.map((row) => row.id)).toEqual(['m1', 'm2', 'm3']);
    // Rows in no read's way (no conversation id, a timestamp that is no key) are found by the sweep.
    const setAside = await setAsideRows();
    expect(setAside).toEqual([expect.objectContaining({ table: 'messages', record: bad })]);
    expect((await readRawRows(databaseName(), 'messages')).map((row) => (row as { id: string }).id).sort()).toEqual([
      'm1',
      'm2',
      'm3',
    ]);
    expect(told).toEqual([{ messages: 1 }]);
    expect((await listAllMessages('c1')).map((row) => row.id)).toEqual(['m1', 'm2', 'm3']);
  });

  it('is in the export of its conversation, as it was stored', async () => {
    await conversationWithBadMessage(message('bad', 13, { content: null }));
    await listLatestMessages('c1', 30);

    const json = JSON.parse((await exportConversation('c1', 'json', 'GregBot'))!.content) as {
      messages: { id: string }[];
      setAside: { table: string; reason: string; record: unknown }[];
    };
    expect(json.messages.map((row) => row.id)).toEqual(['m1', 'm2', 'm3']);
    expect(json.setAside).toEqual([
      expect.objectContaining({
        table: 'messages',
        reason: 'content is missing or not valid',
        record: message('bad', 13, { content: null }),
      }),
    ]);
    const markdown = (await exportConversation('c1', 'markdown', 'GregBot'))!.content;
    expect(markdown).toContain('## Set aside');
    expect(markdown).toContain('"content": null');
  });

  it('found by the export first is in that export too', async () => {
    await conversationWithBadMessage(message('bad', 13, { content: { text: 'an object' } }));
    const json = JSON.parse((await exportConversation('c1', 'json', 'GregBot'))!.content) as {
      setAside: { record: { content: unknown } }[];
    };
    expect(json.setAside.map((row) => row.record.content)).toEqual([{ text: 'an object' }]);
  });

  it('leaves a live query on the conversation working: it shows the others, then what comes next', async () => {
    await conversationWithBadMessage(message('bad', 13, { content: null }));
    const seen: string[][] = [];
    const subscription = liveQuery(() => listLatestMessages('c1', 30)).subscribe((page) =>
      seen.push(page.messages.map((row) => row.id)),
    );
    await expect.poll(() => seen.at(-1), LIVE).toEqual(['m1', 'm2', 'm3']);
    await setAsideRows();
    await getDatabase().messages.put(message('m4', 14) as never);
    await expect.poll(() => seen.at(-1), LIVE).toEqual(['m1', 'm2', 'm3', 'm4']);
    subscription.unsubscribe();
    expect(told).toEqual([{ messages: 1 }]);
  });
});

describe('deleting a conversation', () => {
  it('deletes the messages that can be read, and sets aside one that cannot, unseen by the visitor', async () => {
    await conversationWithBadMessage(message('bad', 13, { content: null }));
    const deleted = await deleteConversation('c1');
    expect(deleted?.messages.map((row) => row.id)).toEqual(['m1', 'm2', 'm3']);
    expect(await setAsideRows()).toEqual([expect.objectContaining({ record: message('bad', 13, { content: null }) })]);
    expect(await readRawRows(databaseName(), 'messages')).toEqual([]);
  });
});

describe('a conversation that cannot be read', () => {
  const corruptConversations: ReadonlyArray<[string, Record<string, unknown>]> = [
    ['an object for a title', conversation('c2', { title: { x: 1 } })],
    ['an update time that is text', conversation('c2', { updatedAt: 'later' })],
    ['no assistant id', conversation('c2', { botId: undefined })],
  ];

  it.each(corruptConversations)('with %s is set aside with its messages', async (_, bad) => {
    await writeRawRows(databaseName(), 'conversations', [conversation('c1'), bad]);
    await writeRawRows(databaseName(), 'messages', [message('m1', 10), message('m2', 11, { conversationId: 'c2' })]);

    expect((await listConversations('gregbot')).map((row) => row.id)).toEqual(['c1']);
    const setAside = await setAsideRows();
    expect(setAside).toEqual([
      expect.objectContaining({ table: 'conversations', conversationId: 'c2', record: bad }),
      expect.objectContaining({
        table: 'messages',
        conversationId: 'c2',
        record: message('m2', 11, { conversationId: 'c2' }),
      }),
    ]);
    expect(told).toEqual([{ conversations: 1 }]);
    expect((await findLatestConversation('gregbot'))?.id).toBe('c1');
  });

  it('newer than the others does not hide the latest good one', async () => {
    await writeRawRows(databaseName(), 'conversations', [
      conversation('c1', { updatedAt: 2_000 }),
      conversation('c2', { updatedAt: 3_000, title: null }),
    ]);
    expect((await findLatestConversation('gregbot'))?.id).toBe('c1');
    expect(await setAsideRows()).toHaveLength(1);
  });

  it('is exported beside the conversations, with its messages', async () => {
    await writeRawRows(databaseName(), 'conversations', [conversation('c2', { title: { x: 1 } })]);
    await writeRawRows(databaseName(), 'messages', [message('m1', 10, { conversationId: 'c2' })]);
    await listConversations('gregbot');
    const file = await exportSetAside();
    const json = JSON.parse(file.content) as { setAside: { table: string; record: { id: string } }[] };
    expect(json.setAside.map((row) => [row.table, row.record.id])).toEqual([
      ['conversations', 'c2'],
      ['messages', 'm1'],
    ]);
  });
});

describe('a question in the outbox that cannot be read', () => {
  const entry = (id: string, createdAt: number, fields: Record<string, unknown> = {}) => ({
    id,
    conversationId: 'c1',
    botId: 'gregbot',
    createdAt,
    state: 'waiting',
    attempts: 0,
    request: { prompt: 'Question?', system: 'You are GregBot.', history: [{ role: 'user', content: 'Hi' }] },
    ...fields,
  });

  it.each([
    ['no request', entry('q1', 5, { request: null })],
    [
      'a turn of its history that is no text',
      entry('q1', 5, { request: { prompt: 'Q', system: 'S', history: [{ role: 'user', content: 7 }] } }),
    ],
    ['attempts that are no count', entry('q1', 5, { attempts: -1 })],
    ['no time asked', entry('q1', 5, { createdAt: undefined })],
  ])('with %s is set aside, its message is offered for Retry, and the next question is sent', async (_, bad) => {
    await writeRawRows(databaseName(), 'conversations', [conversation('c1')]);
    await writeRawRows(databaseName(), 'messages', [
      message('q1', 10, { status: 'queued' }),
      message('q2', 12, { status: 'queued' }),
    ]);
    await writeRawRows(databaseName(), 'outbox', [bad, entry('q2', 6)]);

    expect((await nextOutboxEntry())?.id).toBe('q2');
    expect(await setAsideRows()).toEqual([expect.objectContaining({ table: 'outbox', key: 'q1', record: bad })]);
    expect((await listAllMessages('c1')).map((row) => [row.id, row.status])).toEqual([
      ['q1', 'failed'],
      ['q2', 'queued'],
    ]);
    expect(told).toEqual([{ outbox: 1 }]);
  });
});

describe('a setting that cannot be read', () => {
  it('is set aside, and exported without its value, which may hold the speech key', async () => {
    const stored = { key: 'openai-api-key', value: { key: 'sk-secret-in-an-object-1234' } };
    await writeRawRows(databaseName(), 'settings', [stored]);

    expect(await getDeviceSpeechKey()).toBeNull();
    expect(await setAsideRows()).toEqual([expect.objectContaining({ table: 'settings', record: stored })]);
    expect(await readRawRows(databaseName(), 'settings')).toEqual([]);
    expect(told).toEqual([{ settings: 1 }]);
    const file = await exportSetAside();
    expect(file.content).toContain('openai-api-key');
    expect(file.content).not.toContain('sk-secret');
  });

  it('that the app does not know is left as it is', async () => {
    await writeRawRows(databaseName(), 'settings', [{ key: 'a-later-setting', value: { any: 'shape' } }]);
    expect(await getDeviceSpeechKey()).toBeNull();
    await setAsideRows();
    expect(await readRawRows(databaseName(), 'settings')).toHaveLength(1);
  });
});

describe('setting aside', () => {
  it('moves a row two readers found once, and tells it once', async () => {
    await conversationWithBadMessage(message('bad', 13, { content: null }));
    await Promise.all([listLatestMessages('c1', 30), listAllMessages('c1'), listLatestMessages('c1', 2)]);
    expect(await setAsideRows()).toHaveLength(1);
    expect(told).toEqual([{ messages: 1 }]);
  });

  it('writes out in the export what JSON cannot hold', async () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    await conversationWithBadMessage(message('bad', 13, { content: cyclic, extra: 10n, timestamp: Number.NaN }));
    await listLatestMessages('c1', 30);
    const file = await exportSetAside();
    const json = JSON.parse(file.content) as { setAside: { record: Record<string, unknown> }[] };
    expect(json.setAside[0]?.record).toMatchObject({
      content: { name: 'loop', self: '(the same value as above)' },
      extra: '10n',
      timestamp: 'NaN',
    });
  });
});
