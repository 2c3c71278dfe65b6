import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import {
  addMessage,
  addMessages,
  createConversation,
  deleteConversation,
  exportConversation,
  getDeviceSpeechKey,
  listMessagesBefore,
  maskSpeechKey,
  onStorageProblem,
  renameConversation,
  restoreConversation,
  saveDeviceSpeechKey,
  forgetDeviceSpeechKey,
  setMessageStatus,
  titleFromMessage,
  type MessageRecord,
  type StorageProblem,
} from '@/lib/db';
// Test hooks and reads the app does not use: from the internal modules, not the public barrel.
import { findLatestConversation, listConversations } from '@/lib/db/conversations';
import { DATABASE_NAME, getDatabase, resetDatabase, SCHEMA_V1 } from '@/lib/db/database';
import { listAllMessages, listLatestMessages } from '@/lib/db/messages';
import { getStorageMode } from '@/lib/db/storage-status';
import { freshDatabaseForEachTest, unusableIndexedDB } from '../../helpers/database';

freshDatabaseForEachTest();

async function conversationWith(botId: string, contents: string[]) {
  const conversation = await createConversation(botId, titleFromMessage(contents[0] ?? ''));
  await addMessages(
    contents.map((content, index) => ({
      conversationId: conversation.id,
      role: index % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content,
      status: index % 2 === 0 ? ('sent' as const) : ('received' as const),
      source: index % 2 === 0 ? ('typed' as const) : ('remote' as const),
    })),
  );
  return conversation;
}

describe('conversation store', () => {
  it('saves the visitor message as "sending" before any call, then marks it sent or failed', async () => {
    const conversation = await createConversation('gregbot', 'Hello');
    const message = await addMessage({
      conversationId: conversation.id,
      role: 'user',
      content: 'Hello',
      status: 'sending',
      source: 'typed',
    });
    // Read back from the database itself, not from what was returned.
    const storedStatus = async () => ((await getDatabase().messages.get(message.id)) as MessageRecord).status;
    expect(await storedStatus()).toBe('sending');
    await setMessageStatus(message.id, 'failed');
    expect(await storedStatus()).toBe('failed');
    await setMessageStatus(message.id, 'sent');
    expect(await storedStatus()).toBe('sent');
  });

  it('keeps messages in the order they were saved, even within one millisecond', async () => {
    const conversation = await conversationWith('gregbot', ['a', 'b', 'c', 'd', 'e']);
    expect((await listAllMessages(conversation.id)).map((message) => message.content)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
  });

  it('resumes the latest conversation of each bot, and lists them newest first', async () => {
    const first = await conversationWith('gregbot', ['old question']);
    await conversationWith('chefbot', ['chef question']);
    const second = await conversationWith('gregbot', ['new question']);
    expect((await findLatestConversation('gregbot'))?.id).toBe(second.id);
    expect((await listConversations('gregbot')).map((row) => row.id)).toEqual([second.id, first.id]);
    // Activity in the older conversation makes it the one to resume.
    await addMessage({ conversationId: first.id, role: 'user', content: 'again', status: 'sent', source: 'typed' });
    expect((await findLatestConversation('gregbot'))?.id).toBe(first.id);
    expect(await findLatestConversation('listenbot')).toBeNull();
  });

  it('titles a conversation from its first message, on one line, at most 60 characters', () => {
    expect(titleFromMessage('  How much\n does it cost?  ')).toBe('How much does it cost?');
    expect(titleFromMessage('x'.repeat(100))).toHaveLength(60);
    expect(titleFromMessage('   ')).toBe('New conversation');
    expect(titleFromMessage('**How much** does _it_ cost? See [plans](https://x.example) `now`')).toBe(
      'How much does it cost? See plans now',
    );
    expect(titleFromMessage('# Pricing\n- **Starter** or pro?')).toBe('Pricing Starter or pro?');
    expect(titleFromMessage('2 * 3 = 6 and snake_case_name')).toBe('2 * 3 = 6 and snake_case_name');
  });

  it('renames a conversation, refusing a blank name', async () => {
    const conversation = await conversationWith('gregbot', ['question']);
    await renameConversation(conversation.id, '  Pricing   talk ');
    expect((await listConversations('gregbot'))[0]?.title).toBe('Pricing talk');
    await renameConversation(conversation.id, '   ');
    expect((await listConversations('gregbot'))[0]?.title).toBe('Pricing talk');
  });

  it('deletes a conversation with its messages, and undo puts both back', async () => {
    const conversation = await conversationWith('gregbot', ['q1', 'a1', 'q2']);
    const deleted = await deleteConversation(conversation.id);
    expect(await listConversations('gregbot')).toEqual([]);
    expect(await getDatabase().messages.where('conversationId').equals(conversation.id).count()).toBe(0);
    expect(deleted?.messages).toHaveLength(3);
    await restoreConversation(deleted!);
    expect((await listConversations('gregbot')).map((row) => row.id)).toEqual([conversation.id]);
    expect((await listAllMessages(conversation.id)).map((message) => message.content)).toEqual(['q1', 'a1', 'q2']);
    expect(await deleteConversation('no-such-id')).toBeNull();
  });

  it('pages a long conversation: the newest N first, and earlier ones on demand', async () => {
    const contents = Array.from({ length: 250 }, (_, index) => `message ${index}`);
    const conversation = await conversationWith('gregbot', contents);
    const page = await listLatestMessages(conversation.id, 30);
    expect(page.total).toBe(250);
    expect(page.hasEarlier).toBe(true);
    expect(page.messages.map((message) => message.content)).toEqual(contents.slice(-30));
    const bigger = await listLatestMessages(conversation.id, 300);
    expect(bigger.hasEarlier).toBe(false);
    expect(bigger.messages).toHaveLength(250);
    const before = await listMessagesBefore(conversation.id, page.messages[0]!.timestamp, 5);
    expect(before.map((message) => message.content)).toEqual(contents.slice(215, 220));
  });

  it('exports Markdown and JSON with the whole conversation and never the speech key', async () => {
    const key = 'sk-test-secret-key-1234';
    await saveDeviceSpeechKey(key);
    const conversation = await conversationWith('gregbot', ['What is a **BaseBot**?', 'A helpful assistant.']);
    const markdown = await exportConversation(conversation.id, 'markdown', 'GregBot');
    expect(markdown?.fileName).toMatch(/^basebots-gregbot-.*\.md$/);
    expect(markdown?.content).toContain('# What is a BaseBot?');
    expect(markdown?.content).toContain('What is a **BaseBot**?');
    expect(markdown?.content).toContain('## You');
    expect(markdown?.content).toContain('## GregBot');
    expect(markdown?.content).toContain('A helpful assistant.');
    const json = await exportConversation(conversation.id, 'json', 'GregBot');
    const parsed = JSON.parse(json!.content) as { conversation: { id: string }; messages: { content: string }[] };
    expect(parsed.conversation.id).toBe(conversation.id);
    expect(parsed.messages.map((message) => message.content)).toEqual([
      'What is a **BaseBot**?',
      'A helpful assistant.',
    ]);
    for (const file of [markdown, json]) expect(file?.content).not.toContain(key);
  });

  it('marks replies cut short in the Markdown export, and keeps their status in JSON', async () => {
    const conversation = await createConversation('gregbot', 'Cut short');
    await addMessages([
      { conversationId: conversation.id, role: 'user', content: 'Tell me', status: 'sent', source: 'typed' },
      { conversationId: conversation.id, role: 'assistant', content: 'Once', status: 'stopped', source: 'remote' },
      { conversationId: conversation.id, role: 'assistant', content: 'Twice', status: 'interrupted', source: 'remote' },
    ]);
    const markdown = (await exportConversation(conversation.id, 'markdown', 'GregBot'))!.content;
    expect(markdown).toMatch(/## GregBot \(stopped before the end\) · .*\n\nOnce/);
    expect(markdown).toMatch(/## GregBot \(interrupted, incomplete\) · .*\n\nTwice/);
    const json = JSON.parse((await exportConversation(conversation.id, 'json', 'GregBot'))!.content) as {
      messages: { status: string }[];
    };
    expect(json.messages.map((message) => message.status)).toEqual(['sent', 'stopped', 'interrupted']);
  });

  it('keeps the speech key in settings, masks it for display, and forgets it', async () => {
    expect(await getDeviceSpeechKey()).toBeNull();
    await saveDeviceSpeechKey('  sk-proj-abcdefghijklmnop1234  ');
    expect(await getDeviceSpeechKey()).toBe('sk-proj-abcdefghijklmnop1234');
    expect(maskSpeechKey('sk-proj-abcdefghijklmnop1234')).toBe('sk-…1234');
    await forgetDeviceSpeechKey();
    expect(await getDeviceSpeechKey()).toBeNull();
  });

  it('treats a stored key that is not a string of printable characters as no key', async () => {
    await getDatabase().settings.put({ key: 'openai-api-key', value: { evil: true } });
    expect(await getDeviceSpeechKey()).toBeNull();
    await getDatabase().settings.put({ key: 'openai-api-key', value: 'has space' });
    expect(await getDeviceSpeechKey()).toBeNull();
  });
});

describe('schema upgrade', () => {
  it('opens a version 1 database with data, upgrades to version 2 and keeps every row', async () => {
    const name = `upgrade-${Date.now()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores(SCHEMA_V1);
    await v1.table('conversations').add({ id: 'c1', botId: 'gregbot', title: 'Old chat', createdAt: 1, updatedAt: 3 });
    await v1.table('messages').bulkAdd([
      { id: 'm1', conversationId: 'c1', role: 'user', content: 'Hi from v1', timestamp: 2 },
      { id: 'm2', conversationId: 'c1', role: 'assistant', content: 'Hello from v1', timestamp: 3 },
    ]);
    v1.close();

    resetDatabase({ name });
    expect((await findLatestConversation('gregbot'))?.title).toBe('Old chat');
    const messages = await listAllMessages('c1');
    expect(messages).toEqual([
      {
        id: 'm1',
        conversationId: 'c1',
        role: 'user',
        content: 'Hi from v1',
        timestamp: 2,
        status: 'sent',
        source: 'typed',
      },
      {
        id: 'm2',
        conversationId: 'c1',
        role: 'assistant',
        content: 'Hello from v1',
        timestamp: 3,
        status: 'received',
        source: 'remote',
      },
    ]);
    expect(getDatabase().verno).toBe(4);
    // The new settings table works after the upgrade.
    await saveDeviceSpeechKey('sk-after-upgrade-0000');
    expect(await getDeviceSpeechKey()).toBe('sk-after-upgrade-0000');
    expect(DATABASE_NAME).toBe('basebots');
  });
});

describe('when IndexedDB cannot be used', () => {
  it('reports the problem once and keeps working in memory (private mode)', async () => {
    const problems: StorageProblem[] = [];
    const stop = onStorageProblem((problem) => problems.push(problem));
    resetDatabase({ name: 'broken', indexedDB: unusableIndexedDB() });

    const conversation = await createConversation('gregbot', 'Kept in memory');
    await addMessage({
      conversationId: conversation.id,
      role: 'user',
      content: 'still here',
      status: 'sending',
      source: 'typed',
    });
    expect(getStorageMode()).toBe('memory');
    expect(problems).toEqual(['unavailable']);
    expect((await findLatestConversation('gregbot'))?.title).toBe('Kept in memory');
    expect((await listLatestMessages(conversation.id, 10)).messages.map((message) => message.content)).toEqual([
      'still here',
    ]);
    stop();
  });

  it('carries the conversation on screen into memory when another tab upgrades the database', async () => {
    const problems: StorageProblem[] = [];
    const stop = onStorageProblem((problem) => problems.push(problem));
    const name = `versionchange-${Date.now()}`;
    resetDatabase({ name });
    const conversation = await conversationWith('gregbot', ['before the upgrade']);
    await listLatestMessages(conversation.id, 30); // what the page shows

    // Another tab opens a newer version of the database.
    const newer = new Dexie(name);
    newer.version(30).stores({ ...SCHEMA_V1, settings: 'key', extra: 'id' });
    await newer.open();

    expect(problems).toEqual(['version-change']);
    expect(getStorageMode()).toBe('memory');
    await addMessage({
      conversationId: conversation.id,
      role: 'user',
      content: 'after the upgrade',
      status: 'sending',
      source: 'typed',
    });
    const page = await listLatestMessages(conversation.id, 30);
    expect(page.messages.map((message) => message.content)).toEqual(['before the upgrade', 'after the upgrade']);
    newer.close();
    stop();
  });

  it('moves to memory on a quota error and redoes the write there', async () => {
    const problems: StorageProblem[] = [];
    const stop = onStorageProblem((problem) => problems.push(problem));
    const conversation = await conversationWith('gregbot', ['saved before the disk filled']);
    await listLatestMessages(conversation.id, 30);
    const db = getDatabase();
    db.messages.hook('creating', () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await addMessage({
      conversationId: conversation.id,
      role: 'user',
      content: 'written to memory',
      status: 'sending',
      source: 'typed',
    });
    expect(problems).toEqual(['quota']);
    const page = await listLatestMessages(conversation.id, 30);
    expect(page.messages.map((message) => message.content)).toEqual([
      'saved before the disk filled',
      'written to memory',
    ]);
    stop();
  });
});
