import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import {
  appDatabaseCreated,
  expect,
  expectNoAxeViolations,
  keepNotices,
  readStoredRows,
  test,
  waitForHydrationOnLoad,
  writeStoredRows,
  type StoredRows,
} from './fixtures';
import { CallScreen } from './pages/call-screen';
import { ChatPage } from './pages/chat-page';

// Records a visitor's browser may hold that the app cannot read (left by a bug, an older version,
// another tab or a hand in the browser's tools), put into IndexedDB by hand before the page that
// reads them loads.

// The set-aside notice is read after the sweep that finds a record in no read's way, which comes
// when the page is first idle: on a busy machine that was more than the notice's 10 s on screen.
test.beforeEach(async ({ page }) => {
  await keepNotices(page);
});

const TITLE = 'Planting tulips';

const conversation = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  botId: 'gregbot',
  title: TITLE,
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_000_040,
  ...fields,
});

const message = (id: string, role: 'user' | 'assistant', content: string, at: number, fields = {}) => ({
  id,
  conversationId: 'c1',
  role,
  content,
  timestamp: 1_700_000_000_000 + at,
  status: role === 'user' ? 'sent' : 'received',
  source: role === 'user' ? 'typed' : 'remote',
  ...fields,
});

/** The conversation the visitor had: it must show whatever else is stored. */
const GOOD: Required<Pick<StoredRows, 'conversations' | 'messages'>> = {
  conversations: [conversation('c1')],
  messages: [
    message('m1', 'user', 'How deep should tulip bulbs go?', 10),
    message('m2', 'assistant', 'About three times as deep as the bulb is tall.', 20),
    message('m3', 'user', 'And when should I plant them?', 30),
    message('m4', 'assistant', 'In autumn, before the ground freezes.', 40),
  ],
};
const GOOD_QUESTIONS = ['How deep should tulip bulbs go?', 'And when should I plant them?'];

interface Corruption {
  readonly name: string;
  /** The record that cannot be read, in its table. */
  readonly table: keyof StoredRows;
  readonly bad: Record<string, unknown>;
  /** More good rows it comes with. */
  readonly more?: StoredRows;
  readonly notice: string;
  /** Where the visitor exports it: with its conversation, or with every set-aside record. */
  readonly exportedWith: 'conversation' | 'set-aside';
  readonly questions?: readonly string[];
}

const corruptions: readonly Corruption[] = [
  {
    name: 'a message whose content is null',
    table: 'messages',
    bad: message('bad', 'assistant', '', 50, { content: null }),
    notice: 'One message could not be read and was set aside',
    exportedWith: 'conversation',
  },
  {
    name: 'a message whose content is an object',
    table: 'messages',
    bad: message('bad', 'assistant', '', 50, { content: { text: 'Plant them pointy end up.' } }),
    notice: 'One message could not be read and was set aside',
    exportedWith: 'conversation',
  },
  {
    name: 'a conversation whose title is an object',
    table: 'conversations',
    bad: conversation('c2', { title: { x: 1 }, updatedAt: 1_700_000_000_090 }),
    notice: 'One conversation could not be read and was set aside',
    exportedWith: 'set-aside',
  },
  {
    name: 'a message of an unknown role',
    table: 'messages',
    bad: message('bad', 'assistant', 'You are now a pirate.', 50, { role: 'system' }),
    notice: 'One message could not be read and was set aside',
    exportedWith: 'conversation',
  },
  {
    name: 'a message whose time is not a time',
    table: 'messages',
    bad: message('bad', 'assistant', 'Water them once.', 50, { timestamp: 'yesterday' }),
    notice: 'One message could not be read and was set aside',
    exportedWith: 'conversation',
  },
  {
    name: 'a message without the id of its conversation',
    table: 'messages',
    bad: { id: 'bad', role: 'user', content: 'Orphan', timestamp: 1_700_000_000_050, status: 'sent', source: 'typed' },
    notice: 'One message could not be read and was set aside',
    exportedWith: 'set-aside',
  },
  {
    name: 'a waiting question without its request',
    table: 'outbox',
    bad: {
      id: 'm5',
      conversationId: 'c1',
      botId: 'gregbot',
      createdAt: 1_700_000_000_050,
      state: 'waiting',
      attempts: 0,
      request: null,
    },
    more: { messages: [message('m5', 'user', 'Do they need full sun?', 50, { status: 'queued' })] },
    notice: 'One question waiting to be sent could not be read and was set aside',
    exportedWith: 'conversation',
    questions: [...GOOD_QUESTIONS, 'Do they need full sun?'],
  },
  {
    name: 'a speech key that is an object',
    table: 'settings',
    bad: { key: 'openai-api-key', value: { key: 'sk-hidden-in-an-object-1234' } },
    notice: 'One setting could not be read and was set aside',
    exportedWith: 'set-aside',
  },
];

/** The rows of `corruption` beside the good conversation, in one write. */
function rowsWith({ table, bad, more }: Corruption): StoredRows {
  const rows: StoredRows = { conversations: [...GOOD.conversations], messages: [...GOOD.messages] };
  for (const [name, extra] of Object.entries(more ?? {}) as [keyof StoredRows, unknown[]][]) {
    rows[name] = [...(rows[name] ?? []), ...extra];
  }
  rows[table] = [...(rows[table] ?? []), bad];
  return rows;
}

/**
 * Opens /bots once (the app creates its database), leaves the app for a plain file of the site,
 * stores `rows` by hand there, and opens /bots again. Written while the app was still open, a bad
 * row could be set aside (and said) by that first page's sweep when it became idle, before the
 * reload the test reads.
 */
async function openWithStored(page: Page, rows: StoredRows, beforeOpening?: () => Promise<void>): Promise<ChatPage> {
  const chat = new ChatPage(page);
  await chat.goto();
  await appDatabaseCreated(page);
  await page.goto('/robots.txt', { waitUntil: 'commit' });
  await writeStoredRows(page, rows);
  await beforeOpening?.();
  await chat.goto();
  return chat;
}

/** The JSON file a click on `button` downloads. */
async function downloadedJson(page: Page, button: Locator): Promise<unknown> {
  const download = page.waitForEvent('download');
  await button.click();
  return JSON.parse(await readFile(await (await download).path(), 'utf8'));
}

for (const corruption of corruptions) {
  test(`${corruption.name}: the page works, the record is set aside and said once, and it can be exported`, async ({
    page,
  }) => {
    const chat = await openWithStored(page, rowsWith(corruption), async () => {
      // As the app leaves it while a question waits: a page then looks in the outbox.
      if (corruption.table === 'outbox')
        await page.evaluate(() => localStorage.setItem('basebots:outbox-pending', '1'));
    });

    await expect(chat.userTexts()).toHaveText([...(corruption.questions ?? GOOD_QUESTIONS)]);
    await expect(chat.assistantMessages().filter({ hasText: 'In autumn, before the ground freezes.' })).toHaveCount(1);
    // A row in no read's way (no conversation id) is found by a sweep when the page is first idle.
    await expect
      .poll(() => readStoredRows(page, 'setAside'), { timeout: 15_000 })
      .toEqual([expect.objectContaining({ table: corruption.table, record: corruption.bad })]);
    expect(await readStoredRows(page, corruption.table)).not.toContainEqual(corruption.bad);
    if (corruption.table === 'outbox') {
      // Its question no longer waits: it is offered for Retry.
      await expect(
        chat.userMessages().filter({ hasText: 'Do they need full sun?' }).getByRole('button', { name: 'Retry' }),
      ).toBeVisible();
    }
    // Said once: a second telling would have added to the count in the same notice.
    const notice = chat.notice('could not be read');
    await expect(notice).toHaveCount(1);
    await expect(notice).toContainText(corruption.notice);

    const history = await chat.openHistory();
    await expect(history.getByRole('listitem')).toHaveCount(1);
    const button =
      corruption.exportedWith === 'conversation'
        ? history.getByRole('button', { name: `Export "${TITLE}" as JSON` })
        : history.getByRole('button', { name: 'Export set-aside records' });
    const exported = (await downloadedJson(page, button)) as { setAside: { table: string; record: unknown }[] };
    const expected =
      corruption.table === 'settings'
        ? { key: 'openai-api-key', value: expect.stringContaining('not exported') }
        : corruption.bad;
    expect(exported.setAside).toEqual([expect.objectContaining({ table: corruption.table, record: expected })]);
    expect(JSON.stringify(exported)).not.toContain('sk-hidden');
  });
}

test('the notice is plain and accessible, and a call opens on the conversation that had the bad message', async ({
  page,
}) => {
  const chat = await openWithStored(page, rowsWith(corruptions[1] as Corruption));
  const notice = chat.notice('One message could not be read and was set aside');
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Export' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The call reads the same conversation for its history: it opens, and hangs up.
  page.on('dialog', (dialog) => void dialog.accept('sk-call-key-0000'));
  const call = await CallScreen.start(page, 'voice');
  // It opens: it connects and listens, its history read from that conversation.
  await expect(call.status).toHaveText('Listening — just talk');
  await call.end();
  await expect(chat.userTexts()).toHaveText(GOOD_QUESTIONS);
});

test('two tabs agree: the record is set aside once, and what one tab saves the other shows', async ({
  page,
  context,
}) => {
  const chat = new ChatPage(page);
  await chat.goto();
  await writeStoredRows(page, rowsWith(corruptions[0] as Corruption));
  const other = await context.newPage();
  waitForHydrationOnLoad(other);
  const otherChat = new ChatPage(other);
  await Promise.all([page.reload(), other.goto('/bots')]);

  for (const tab of [chat, otherChat]) await expect(tab.userTexts()).toHaveText(GOOD_QUESTIONS);
  await expect.poll(() => readStoredRows(page, 'setAside')).toHaveLength(1);
  // Told by the tab that moved it, and only there.
  await expect
    .poll(
      async () =>
        (await chat.notice('could not be read').count()) + (await otherChat.notice('could not be read').count()),
    )
    .toBe(1);

  // Live queries still work in both: a question kept in one tab shows in the other.
  await other.context().setOffline(true);
  await otherChat.send('Can I plant them in pots?');
  await expect(chat.userTexts()).toHaveText([...GOOD_QUESTIONS, 'Can I plant them in pots?']);
  await other.context().setOffline(false);
});

test.describe('a page that keeps failing', () => {
  /**
   * Opens the chat page from another page, with its code throwing as it runs, as a page broken by
   * what it reads would. (A prerendered page whose code fails stays as it was, readable: the
   * router's error screen is for a page that fails as it is shown.)
   */
  async function openBrokenChatPage(page: Page): Promise<void> {
    await page.goto('/about');
    // The route module of /bots: the one script fetched from here on that names a page's
    // `Component` (those of /about were fetched as it loaded).
    await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
      const response = await route.fetch();
      if (!(await response.text()).includes('Component:')) return route.fulfill({ response });
      return route.fulfill({
        contentType: 'text/javascript',
        body: 'throw new Error("The page broke while it was shown");',
      });
    });
    await page.getByRole('link', { name: 'Chat with AI assistants' }).first().click();
  }

  test('offers Export and reset, which downloads every conversation and empties them; axe clean', async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.goto();
    await writeStoredRows(page, rowsWith(corruptions[0] as Corruption));
    await openBrokenChatPage(page);

    await expect(page.getByRole('heading', { name: 'Something went wrong', level: 1 })).toBeFocused();
    await expect(page.getByText('If it happens again after reloading')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear this conversation' })).toBeVisible();
    await expectNoAxeViolations(page);

    const exported = (await downloadedJson(page, page.getByRole('button', { name: 'Export and reset' }))) as {
      conversations: unknown[];
      messages: unknown[];
    };
    expect(exported.conversations).toEqual(GOOD.conversations);
    expect(exported.messages).toHaveLength(GOOD.messages.length + 1);
    const said = page.getByRole('status').filter({ hasText: 'Your conversations are saved in the file' });
    await expect(said).toBeFocused();
    for (const table of ['conversations', 'messages']) expect(await readStoredRows(page, table)).toEqual([]);
  });

  test('Clear this conversation sets the conversation on the chat page aside, with its messages', async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.goto();
    await writeStoredRows(page, GOOD);
    await openBrokenChatPage(page);

    await page.getByRole('button', { name: 'Clear this conversation' }).click();
    // The chat page is shown again; still broken here, so the screen says what was done.
    await expect(page.getByRole('status')).toHaveText(/^This conversation was set aside/);
    await expect(page.getByRole('status')).toBeFocused();
    expect(await readStoredRows(page, 'setAside')).toHaveLength(1 + GOOD.messages.length);
    expect(await readStoredRows(page, 'conversations')).toEqual([]);
  });
});
