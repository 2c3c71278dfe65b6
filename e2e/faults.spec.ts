import type { Page } from '@playwright/test';
import { configureUpstream, upstreamRequests } from './fake-upstream/client';
import {
  expect,
  failMediaDevices,
  holdDatabaseWrites,
  limitStorageQuota,
  notice,
  readStoredMessages,
  reduceMotion,
  startSiteCopy,
  storedUserTexts,
  test,
  waitForHydration,
  waitForHydrationOnLoad,
  waitForServiceWorker,
  type MediaFailure,
} from './fixtures';
import { CallScreen } from './pages/call-screen';
import { ChatPage } from './pages/chat-page';
import { SearchDialog } from './pages/search-dialog';

// The fault suite: each fault is injected for real (a faulty answer of the speech function, the
// fake provider refusing a key, a hostile reply, a full disk, another tab upgrading the database,
// a new service worker, a failing microphone). After each, the visitor is told in plain words, and
// what they wrote is still on the page and, after a reload, in IndexedDB. See
// docs/testing-offline.md, "Injecting faults".

const FUNCTION_ROUTE = '**/functions/v1/openai';

/** Resolves once the page has rendered `count` more frames: the app's own rhythm, not the clock's. */
async function afterFrames(page: Page, count: number): Promise<void> {
  await page.evaluate(async (frames) => {
    for (let frame = 0; frame < frames; frame += 1) await new Promise(requestAnimationFrame);
  }, count);
}

test.beforeEach(async ({ page }) => {
  await reduceMotion(page);
});

/** Opens the chat with `bot` and saves `key` as the visitor's speech key. */
async function openChat(page: Page, key: string, bot = 'gregbot'): Promise<ChatPage> {
  const chat = new ChatPage(page);
  await chat.goto(`?bot=${bot}`);
  await chat.saveKey(key);
  return chat;
}

/** After a reload, the visitor's messages are on the page and in IndexedDB, in this order. */
async function expectKeptAfterReload(chat: ChatPage, texts: string[]): Promise<void> {
  await chat.page.reload();
  await expect(chat.userTexts()).toHaveText(texts);
  expect(await storedUserTexts(chat.page)).toEqual(texts);
}

test('the function fails three ways (HTML 500, truncated JSON, relay 401): plain notices, every message kept', async ({
  page,
  upstreamKey,
}) => {
  const chat = await openChat(page, upstreamKey, 'socialmediabot');
  const faults = [
    {
      question: 'Should I answer complaints in public?',
      fulfil: {
        status: 500,
        contentType: 'text/html',
        body: '<html><body><h1>Internal Server Error</h1></body></html>',
      },
      notice: 'The assistant service had a problem (error 500). Please try again.',
    },
    {
      question: 'How often should I post?',
      fulfil: { status: 200, contentType: 'application/json', body: '{"text": "Half an ans' },
      notice: 'The assistant sent an answer that could not be read.',
    },
    {
      // supabase-js reports a relay error when the response carries `x-relay-error: true`.
      question: 'Which platform suits a bakery?',
      fulfil: {
        status: 401,
        headers: { 'x-relay-error': 'true' },
        contentType: 'application/json',
        body: '{"msg":"Invalid JWT"}',
      },
      notice: 'The assistant service refused the request (error 401). Please try again later.',
    },
  ];
  for (const [index, fault] of faults.entries()) {
    await page.route(FUNCTION_ROUTE, (route) => route.fulfill(fault.fulfil), { times: 1 });
    await chat.send(fault.question);
    await expect(chat.notice('Error')).toContainText(fault.notice);
    await expect(chat.notice('Error')).not.toContainText('<');
    const message = chat.userMessages().nth(index);
    await expect(message).toContainText(fault.question);
    await expect(message).toContainText('Not answered');
  }
  // None of these is "unreachable": no answer from the help library stands in for the reply.
  await expect(chat.log).not.toContainText('Offline answer');
  expect(await upstreamRequests({ key: upstreamKey })).toHaveLength(0);

  const questions = faults.map((fault) => fault.question);
  await expectKeptAfterReload(chat, questions);
  const stored = await readStoredMessages(page);
  expect(stored.filter((row) => row.role === 'user').map((row) => row.status)).toEqual(['failed', 'failed', 'failed']);

  // Retry after the reload sends the kept message.
  await chat.userMessages().first().getByRole('button', { name: 'Retry' }).click();
  await expect(chat.lastAssistantMessage()).toHaveText(/Fake reply to: Should I answer complaints in public\?/);
  await expect(chat.userMessages().first()).not.toContainText('Not answered');
});

test('the provider refuses the key: "Your OpenAI key was refused", the prompt asks again, and the new key gets the reply', async ({
  page,
  upstreamKey,
}) => {
  const refusedKey = `${upstreamKey}-refused`;
  await configureUpstream({ route: 'chat', key: refusedKey, status: 401, message: 'Incorrect API key provided' });
  const chat = await openChat(page, refusedKey);
  const prompts: string[] = [];
  page.on('dialog', (dialog) => {
    prompts.push(dialog.message());
    void dialog.accept(upstreamKey);
  });
  await chat.send('Can you plan a tasting menu?');
  await expect(chat.notice('Your OpenAI key was refused')).toBeVisible();
  await expect(chat.lastAssistantMessage()).toHaveText(/Fake reply to: Can you plan a tasting menu\?/);
  expect(prompts).toHaveLength(1);
  expect(await upstreamRequests({ route: 'chat', key: refusedKey })).toHaveLength(1);
  expect(await upstreamRequests({ route: 'chat', key: upstreamKey })).toHaveLength(1);
  await expectKeptAfterReload(chat, ['Can you plan a tasting menu?']);
});

type PwnedWindow = Window & { pwned?: unknown };

/** Nothing on the page ran the payloads' code and no link leads to javascript:. */
async function expectInert(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as PwnedWindow).pwned)).toBeUndefined();
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
  await expect(page.getByRole('log').locator('script, img, iframe')).toHaveCount(0);
}

test('hostile input: markup in a title and a reply stays text, and the page stays responsive', async ({
  page,
  upstreamKey,
}) => {
  // An 800 KB reply crosses the function, IndexedDB and the renderer, twice (before and after the
  // reload): on a loaded machine that can pass the default 30 s.
  test.slow();
  const chat = await openChat(page, upstreamKey);
  const payload =
    '<img src=x onerror="window.pwned=1"> <script>window.pwned=1</script> ' +
    '[go](javascript:window.pwned=1) <a href="javascript:window.pwned=1">here</a>';
  // `[a](` repeated made the old link pattern rescan the rest of the text each time (minutes).
  // It streams in 200 chunks of 4 KB: at a real token's 4 characters it would be 200,000 events
  // (no provider sends a reply this long), a test of the test machine more than of the page.
  await configureUpstream({
    route: 'chat',
    key: upstreamKey,
    times: 1,
    reply: `${payload} ${'[a]('.repeat(200_000)}`,
    tokenChars: 4096,
  });
  // The first message is the conversation's title.
  await chat.send(payload);
  const reply = chat.lastAssistantMessage();
  // The 800 KB reply streams in through the function; under load its first text can take longer
  // than the default wait (the test as a whole has the slow budget).
  await expect(reply).toContainText('<script>window.pwned=1</script>', { timeout: 30_000 });
  // The unclosed link openers show as text once the reply has ended (while it streams, the last
  // one is shown as it would end), which on a loaded machine is well past the first text.
  await expect(reply).toContainText('[a]([a]([a](', { timeout: 30_000 });
  await expectInert(page);

  // Responsive: the history opens within the normal wait, the title shown as text.
  const history = await chat.openHistory();
  await expect(history.getByText('<img src=x onerror="window.pwned=1">', { exact: false })).toBeVisible();
  await expectInert(page);
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  // Opened again, the saved reply renders as inert and as fast.
  await expectKeptAfterReload(chat, [payload]);
  await expect(chat.lastAssistantMessage()).toContainText('<script>window.pwned=1</script>');
  await expectInert(page);
  await expect((await chat.openHistory()).getByRole('listitem')).toHaveCount(1);
});

test('a 10 MB paste: cut to the bound with a plain message, nothing saved half-way, and the page stays responsive', async ({
  page,
  upstreamKey,
}) => {
  const chat = await openChat(page, upstreamKey);
  await chat.paste('x'.repeat(10 * 1024 * 1024));
  await expect(
    page.getByText('Your text was cut to 4,000 characters, the longest message you can send.'),
  ).toBeVisible();
  await expect(chat.input).toHaveValue('x'.repeat(4000));
  await expect(page.getByTestId('chat-counter')).toHaveText('4,000 / 4,000');
  // The box grows only to its bound (about five lines), not with the text.
  expect((await chat.input.boundingBox())?.height ?? 0).toBeLessThanOrEqual(121);
  expect(await storedUserTexts(page)).toEqual([]);
  expect(await upstreamRequests({ key: upstreamKey })).toHaveLength(0);

  // Responsive: the next click works at once, and what is sent is the whole cut text.
  await chat.sendButton.click();
  await expect(chat.lastAssistantMessage()).toContainText('Fake reply to: xxxx');
  await expectKeptAfterReload(chat, ['x'.repeat(4000)]);
});

test('the disk is full: the storage notice in plain words, and the messages stay on screen', async ({
  page,
  context,
  baseURL,
  upstreamKey,
}) => {
  // Set before the site opens any storage (see limitStorageQuota).
  const liftQuota = await limitStorageQuota(context, page, new URL(baseURL ?? '').origin, 1);
  const chat = await openChat(page, upstreamKey);
  // The first write (the key) fails: the visitor is told, and the notice stays while others come.
  const full = chat.notice('Your device storage is full');
  await expect(full).toContainText('New messages cannot be saved. This conversation is kept while the page is open');
  await expect(chat.notice('Key saved')).toContainText('kept until you close this page');
  await chat.send('Asked on a full disk');
  await expect(chat.lastAssistantMessage()).toHaveText(/Fake reply to: Asked on a full disk/);
  await chat.send('And a second question');
  await expect(chat.lastAssistantMessage()).toHaveText(/Fake reply to: And a second question/);
  await expect(chat.userTexts()).toHaveText(['Asked on a full disk', 'And a second question']);
  await expect(chat.userMessages().filter({ hasText: 'Not answered' })).toHaveCount(0);
  await expect(full).toBeVisible();
  expect(await storedUserTexts(page)).toEqual([]);

  // With room again, a reload saves as before (the key, kept only for that page, is asked again).
  await liftQuota();
  await page.reload();
  await chat.saveKey(upstreamKey);
  await chat.send('Saved once there is room');
  await expect(chat.lastAssistantMessage()).toHaveText(/Fake reply to: Saved once there is room/);
  expect(await storedUserTexts(page)).toEqual(['Saved once there is room']);
});

test('the page is reloaded before a question could be stored: it is back in the box, and sent once', async ({
  page,
  upstreamKey,
}) => {
  const chat = await openChat(page, upstreamKey);
  await chat.send('First question');
  await expect(chat.lastAssistantMessage()).toHaveText(/Fake reply to: First question/);
  await chat.input.fill('Asked just before the reload');
  // The first exchange is over, its last writes done (Stop is Send again): held behind the disk,
  // they would keep the reply going and the next Enter waiting.
  await expect(chat.sendButton).toBeEnabled();

  // Enter while the disk holds every write: the question is not stored yet.
  await holdDatabaseWrites(page);
  await chat.input.press('Enter');
  await expect(chat.userTexts()).toHaveText(['First question', 'Asked just before the reload']);
  await page.reload();
  await waitForHydration(page);

  await expect(chat.input).toHaveValue('Asked just before the reload');
  await expect(chat.userTexts()).toHaveText(['First question']);
  await chat.input.press('Enter');
  await expect(chat.lastAssistantMessage()).toHaveText(/Fake reply to: Asked just before the reload/);
  await expect(chat.input).toHaveValue('');
  expect(await storedUserTexts(page)).toEqual(['First question', 'Asked just before the reload']);
  // Stored: another reload does not offer it again.
  await page.reload();
  await waitForHydration(page);
  await expect(chat.userTexts()).toHaveText(['First question', 'Asked just before the reload']);
  await expect(chat.input).toHaveValue('');
});

test('another tab upgrades the database: this tab lets go, says to reload, and keeps what is typed', async ({
  page,
  context,
  upstreamKey,
}) => {
  const chat = await openChat(page, upstreamKey);
  await chat.send('Saved before the upgrade');
  await expect(chat.lastAssistantMessage()).toHaveText(/Fake reply to: Saved before the upgrade/);
  await chat.input.fill('Typed while another tab upgrades');

  // Tab B opens the same database at a higher version, as a newer release of the site would.
  const tabB = await context.newPage();
  await tabB.goto('/about');
  const upgradedTo = await tabB.evaluate(async () => {
    const current = (await indexedDB.databases()).find((database) => database.name === 'basebots')?.version ?? 1;
    const version = current * 10 + 10;
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open('basebots', version);
      // Succeeds only once tab A has closed its connection.
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error ?? new Error('upgrade failed'));
    });
    return version;
  });
  expect(upgradedTo).toBeGreaterThan(20);
  await expect(chat.notice('BaseBots was updated in another tab')).toContainText('Reload this page to keep saving.');
  await expect(chat.input).toHaveValue('Typed while another tab upgrades');
  await tabB.close();

  await expectKeptAfterReload(chat, ['Saved before the upgrade']);
  await expect(chat.input).toHaveValue('Typed while another tab upgrades');
  await expect(chat.notice('BaseBots was updated in another tab')).toHaveCount(0);
});

test('the connection drops before the notice renderer is in: the page stays, and its notices work once back online', async ({
  page,
  context,
}) => {
  // A first visit (no service worker yet) that loses the connection while the page's last script
  // is still on its way: the notice renderer (src/app/toaster.tsx), in the chunk of what every
  // page runs once live (`live`, src/build/startup-chunks.ts), which works out the notices'
  // styles. It fails to arrive until the connection is back.
  let connected = false;
  let refused = 0;
  await context.route('**/assets/live-*.js', async (route) => {
    const response = await route.fetch();
    if (connected || !(await response.text()).includes('getSlotRecipeFn')) return route.fulfill({ response });
    refused += 1;
    return route.abort('internetdisconnected');
  });
  const chat = new ChatPage(page);
  await chat.goto('?bot=gregbot');
  await context.setOffline(true);
  await CallScreen.button(page, 'voice').click();

  // The page is still there, and works.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await chat.input.fill('Still here');
  await expect(chat.input).toHaveValue('Still here');
  expect(refused).toBeGreaterThan(0);

  connected = true;
  await context.setOffline(false);
  // Back online the renderer comes in (its region is there). "You are offline", said to the press
  // made offline, was true only then: it is not shown now.
  await expect(page.getByRole('region', { name: /^Notifications, bottom-end/ })).toBeAttached();
  // A notice left in the store shows within a few frames of the region, and stays for seconds:
  // after a few frames it would be there (counted once: an assertion that retries would wait
  // for it to go).
  await afterFrames(page, 5);
  expect(await chat.notice('You are offline').count()).toBe(0);
  // And notices show: offline once more, the same press says so.
  await context.setOffline(true);
  await CallScreen.button(page, 'voice').click();
  // The newest notice (first in the stack). A CI run once showed the first press's notice again
  // beside it, after it had been taken away: open work, written down in docs/testing.md.
  await expect(chat.notice('You are offline').first()).toContainText('A voice call needs an internet connection.');
});

test('a call pressed offline while the conversation is still being read is refused then, and does not start by itself once back online', async ({
  page,
  context,
}) => {
  // Another tab holds the database (as a busy disk would): this page cannot read its
  // conversation, and a call waits for the conversation it belongs to.
  const other = await context.newPage();
  await new ChatPage(other).goto();
  await holdDatabaseWrites(other);
  const chat = new ChatPage(page);
  // (The conversation, not yet read, is not shown: ChatPage.goto would wait for it.)
  await page.goto('/bots?bot=gregbot');
  await waitForHydration(page);
  await context.setOffline(true);
  await CallScreen.button(page, 'voice').click();
  await expect(chat.notice('You are offline')).toContainText('A voice call needs an internet connection.');

  // Back online, and the conversation is read ...
  await context.setOffline(false);
  await other.close();
  await chat.send('Back online');
  await expect.poll(() => storedUserTexts(page)).toContain('Back online');
  // ... and the call the visitor was told could not start has not started on its own.
  await expect(CallScreen.button(page, 'voice')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get('mode')).toBeNull();
});

test('offline before the site is kept: a panel whose code is not in yet opens once back online, and the page stays', async ({
  page,
  context,
}) => {
  // A first visit, no service worker yet: "Easier reading" is fetched on first use.
  await page.goto('/pricing');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await context.setOffline(true);
  const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('reading-mode-dialog'));
  await page.getByRole('button', { name: 'Easier reading' }).first().click();
  await failed;
  const panel = page.getByRole('dialog', { name: 'Easier reading' });
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toHaveCount(0);
  await expect(heading).toBeVisible();
  await expect(panel).toBeHidden();
  const waiting = notice(page, 'You are offline');
  await expect(waiting).toContainText('It opens as soon as you are back online.');

  await context.setOffline(false);
  await expect(panel).toBeVisible();
  await expect(waiting).toHaveCount(0);
});

// A new version is announced by the service worker: this test runs with it.
test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a new version arrives while the visitor types: the prompt outlasts other notices, and Reload keeps the draft', async ({
    browser,
  }) => {
    const site = await startSiteCopy();
    const context = await browser.newContext({ baseURL: site.url });
    try {
      const page = await context.newPage();
      waitForHydrationOnLoad(page);
      await reduceMotion(page);
      const chat = new ChatPage(page);
      await chat.goto();
      await waitForServiceWorker(page);
      await expect(page.locator('html')).toHaveAttribute('data-offline-ready', 'true');
      await chat.input.fill('A question I asked without a key');

      await site.deployNewWorker();
      // The browser checks for a new worker on navigations and once a day; ask now.
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const prompt = chat.notice('A new version is ready');
      await expect(prompt).toBeVisible();

      // Another notice comes and goes: the prompt stays.
      page.on('dialog', (dialog) => void dialog.dismiss());
      await chat.input.press('Enter');
      await expect(chat.notice('API Key Required')).toBeVisible();
      await expect(prompt).toBeVisible();
      // Without a key the question still went (the help library answered it): the visitor types on.
      await expect(chat.lastAssistantMessage()).toContainText('Help library answer');
      await chat.input.fill('A question I am still typing');

      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await waitForHydration(page);
      await expect(chat.input).toHaveValue('A question I am still typing');
      await expect(chat.notice('A new version is ready')).toHaveCount(0);
      expect(
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
      ).toBeNull();
    } finally {
      await context.close();
      await site.stop();
    }
  });
});

const MEDIA_NOTICES: Record<MediaFailure, Record<'search' | 'voice' | 'video', [title: string, text: string]>> = {
  NotAllowedError: {
    search: ['Microphone Access Denied', 'Please allow microphone access to use voice input.'],
    voice: ['Microphone Access Denied', 'Voice calls require microphone access.'],
    video: ['Camera/Microphone Access Denied', 'Video calls require camera and microphone access.'],
  },
  NotFoundError: {
    search: ['Microphone Error', 'Failed to access microphone. Please check your permissions.'],
    voice: ['Microphone Error', 'Unable to access microphone.'],
    video: ['Camera/Microphone Error', 'Unable to access the camera or microphone.'],
  },
  NotReadableError: {
    search: ['Microphone Error', 'Failed to access microphone. Please check your permissions.'],
    voice: ['Microphone Error', 'Unable to access microphone.'],
    video: ['Camera/Microphone Error', 'Unable to access the camera or microphone.'],
  },
};
const MEDIA_FAILURE_NAMES: Record<MediaFailure, string> = {
  NotAllowedError: 'denied',
  NotFoundError: 'missing',
  NotReadableError: 'busy',
};

for (const [failure, notices] of Object.entries(MEDIA_NOTICES) as [
  MediaFailure,
  (typeof MEDIA_NOTICES)[MediaFailure],
][]) {
  test(`a ${MEDIA_FAILURE_NAMES[failure]} microphone: voice search and calls each say so plainly`, async ({
    page,
    upstreamKey,
  }) => {
    await failMediaDevices(page, failure);
    const chat = await openChat(page, upstreamKey);

    const search = await new SearchDialog(page).open();
    await search.voiceButton.click();
    await expect(chat.notice(notices.search[0])).toContainText(notices.search[1]);
    await page.keyboard.press('Escape');
    await expect(search.dialog).toBeHidden();

    for (const mode of ['voice', 'video'] as const) {
      await CallScreen.button(page, mode).click();
      await expect(chat.notice(notices[mode][0]), mode).toContainText(notices[mode][1]);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });
}
