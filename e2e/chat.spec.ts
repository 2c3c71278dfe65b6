import { readFile } from 'node:fs/promises';
import { expect, expectNoAxeViolations, keepNotices, reduceMotion, test, waitForServiceWorker } from './fixtures';
import { configureUpstream, upstreamRequests } from './fake-upstream/client';
import { ChatPage } from './pages/chat-page';
import { findBot } from '@/content/bots';

// The chat journeys against the built app, the real speech function and the fake upstream. Each
// test has its own key, so the fake upstream's behaviours and recordings are its own.

const FUNCTION_ROUTE = '**/functions/v1/openai';
const GREG_GREETING = `Hello! I'm GregBot, your Head Chef. ${findBot('gregbot')?.persona.greeting}`;

let key: string;

test.beforeEach(async ({ page, upstreamKey }) => {
  key = upstreamKey;
  await reduceMotion(page);
});

test('a visitor asks GregBot, gets the reply, and finds the conversation again after a reload', async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.goto();
  await expect(page.getByRole('heading', { level: 1, name: 'Chat with AI Assistants' })).toBeVisible();
  await expect(chat.botSelect).toHaveValue('gregbot');
  await expect(chat.log).toContainText(GREG_GREETING);

  const prompts: string[] = [];
  page.on('dialog', (dialog) => {
    prompts.push(dialog.message());
    void dialog.accept(key);
  });
  await chat.send('What does a BaseBot cost?');
  await expect(chat.lastAssistantMessage()).toHaveText(/Fake reply to: What does a BaseBot cost\?/);
  expect(prompts).toHaveLength(1);
  await expect(chat.input).toHaveValue('');

  const requests = await upstreamRequests({ route: 'chat', key });
  expect(requests).toHaveLength(1);
  const body = requests[0]?.json as { messages: { role: string; content: string }[] };
  expect(body.messages[0]?.role).toBe('system');
  expect(body.messages[0]?.content).toContain('You are GregBot');
  expect(body.messages.at(-1)).toEqual({ role: 'user', content: 'What does a BaseBot cost?' });
  // The key is never put in the address.
  expect(page.url()).not.toContain(key);

  // A second question carries the first turn as history, and the key is not asked for again.
  await chat.send('And the VIP setup?');
  await expect(chat.lastAssistantMessage()).toHaveText(/Fake reply to: And the VIP setup\?/);
  expect(prompts).toHaveLength(1);
  const second = (await upstreamRequests({ route: 'chat', key }))[1]?.json as { messages: { content: string }[] };
  expect(second.messages.map((message) => message.content)).toContain('What does a BaseBot cost?');

  await page.reload();
  await expect(chat.userTexts()).toHaveText(['What does a BaseBot cost?', 'And the VIP setup?']);
  await expect(chat.assistantMessages()).toHaveCount(3);
  await expect(chat.log).toContainText(GREG_GREETING);
  await expectNoAxeViolations(page);
});

test('cancelling the key prompt shows "API Key Required" and the help library answers; a key given later brings GregBot\'s own', async ({
  page,
}) => {
  const chat = new ChatPage(page);
  await chat.goto();
  let answer: string | null = null;
  page.on('dialog', (dialog) => void (answer === null ? dialog.dismiss() : dialog.accept(answer)));
  await chat.send('How much does it cost?');
  await expect(chat.notice('API Key Required')).toContainText(
    'An OpenAI API key is required to chat with the assistant.',
  );
  // The visitor still gets an answer: the help library's, in GregBot's voice, saying how to get his own.
  const library = chat.lastAssistantMessage();
  await expect(library).toContainText('Help library answer');
  await expect(library).toContainText('That answer is from our help library.');
  await expect(library).toContainText('straight from the kitchen, I need an OpenAI key');
  await expect(library.getByRole('link').first()).toHaveAttribute('href', /^\/knowledgebase\?topic=/);
  await expect(chat.input).toHaveValue('');
  const question = chat.userMessages().filter({ hasText: 'How much does it cost?' });
  await expect(question).toContainText('Waiting to send: it needs your OpenAI key');
  await expectNoAxeViolations(page);
  expect(await upstreamRequests({ key })).toHaveLength(0);

  // Both are saved. The visitor was just asked for the key: no offer comes with the next load.
  await page.reload();
  await expect(chat.userTexts()).toHaveText(['How much does it cost?']);
  await expect(chat.lastAssistantMessage()).toContainText('Help library answer');
  await expect(question).toContainText('Waiting to send: it needs your OpenAI key');
  await expect(chat.notice('Your question is waiting for your OpenAI key')).toHaveCount(0);

  answer = key;
  await question.getByRole('button', { name: 'Enter key' }).click();
  await expect(chat.lastAssistantMessage()).toHaveText(/Fake reply to: How much does it cost\?/);
  await expect(question).not.toContainText('Waiting to send');
  expect(await upstreamRequests({ key })).toHaveLength(1);
});

test('the assistant selector follows the URL, changes it, and the header cuts the description', async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.goto('?bot=chefbot');
  await expect(chat.botSelect).toHaveValue('chefbot');
  await expect(page.getByRole('heading', { level: 2, name: 'ChefBot' })).toBeVisible();
  await expect(chat.log).toContainText(
    `Hello! I'm ChefBot, your Executive Chef. ${findBot('chefbot')?.persona.greeting}`,
  );
  const description = page.getByTestId('bot-description');
  const visible = await description.locator('[aria-hidden="true"]').innerText();
  expect([...visible].length).toBeLessThanOrEqual(50);
  expect(visible.endsWith('…')).toBe(true);
  await expect(description).toHaveAttribute('title', /turns your idea into a BaseBot recipe/);
  // The whole description is one tap away, by keyboard too.
  const more = page.getByRole('button', { name: 'More about ChefBot' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('bot-description')).toContainText(findBot('chefbot')?.persona.description ?? '');
  await expect(page.getByRole('button', { name: 'Less about ChefBot' })).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);

  await chat.botSelect.selectOption('openaibot');
  await expect(page).toHaveURL(/\/bots\?bot=openaibot$/);
  await expect(chat.log).toContainText("Hello! I'm OpenAIBot, your Assistant.");

  // The view mode is in the URL too. Without a saved key (the prompt is dismissed) the call says why it cannot start.
  // The call mode is in the address only until the missing key ends it: watch for it from the click.
  const modeInAddress = page.waitForURL(/\/bots\?bot=openaibot&mode=voice$/, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Voice call' }).click();
  await modeInAddress;
  // The call's own screen says why, with the help line to call instead, until the visitor closes it.
  const why = page.getByRole('dialog', { name: 'Voice call with OpenAIBot' }).getByRole('alert');
  await expect(why).toContainText('A call with OpenAIBot needs an OpenAI API key, and none was given.');
  await expect(why.getByRole('link', { name: '(800) 555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
  await expectNoAxeViolations(page);
  await why.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/bots\?bot=openaibot$/);
});

test('SilentBot answers statements itself without a call, and questions through the assistant', async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.goto('?bot=listenbot');
  await chat.saveKey(key);
  await chat.send('I had soup for lunch today.');
  await expect(chat.lastAssistantMessage()).toHaveText(/listening and learning/);
  expect(await upstreamRequests({ key })).toHaveLength(0);

  await chat.send('what soup goes with bread');
  await expect(chat.lastAssistantMessage()).toHaveText(/Fake reply to: what soup goes with bread/);
  expect(await upstreamRequests({ route: 'chat', key })).toHaveLength(1);
});

test('notices are readable: the success and error notices pass axe while shown', async ({ page }) => {
  await keepNotices(page);
  const chat = new ChatPage(page);
  await chat.goto();
  await chat.saveKey(key);
  const toast = page.locator('[data-scope="toast"][data-part="root"]');
  await expect(toast).toContainText('Key saved');
  await expectNoAxeViolations(page, { include: '[data-scope="toast"]' });

  await configureUpstream({ route: 'chat', status: 500, message: 'kitchen fire', key });
  await chat.send('Is the soup ready?');
  await expect(toast).toContainText('Error');
  await expectNoAxeViolations(page, { include: '[data-scope="toast"]' });
});

test('history: open, rename, export, delete and undo', async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.goto('?bot=ecombot');
  await chat.saveKey(key);
  await chat.send('First chat about returns');
  await expect(chat.lastAssistantMessage()).toHaveText(/Fake reply to: First chat about returns/);
  await page.getByRole('button', { name: 'New chat' }).click();
  await expect(chat.userMessages()).toHaveCount(0);
  await chat.send('Second chat about delivery');
  await expect(chat.lastAssistantMessage()).toHaveText(/Fake reply to: Second chat about delivery/);

  let dialog = await chat.openHistory();
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Rename "First chat about returns"' }).click();
  await dialog.getByLabel('New name').fill('Returns policy');
  await dialog.getByRole('button', { name: 'Save name' }).click();
  await expect(dialog.getByText('Returns policy', { exact: true })).toBeVisible();

  const markdown = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export "Returns policy" as Markdown' }).click();
  const mdFile = await markdown;
  expect(mdFile.suggestedFilename()).toMatch(/\.md$/);
  const mdText = await readFile(await mdFile.path(), 'utf8');
  expect(mdText).toContain('# Returns policy');
  expect(mdText).toContain('First chat about returns');
  expect(mdText).toContain('Fake reply to: First chat about returns');
  expect(mdText).not.toContain(key);

  const json = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export "Returns policy" as JSON' }).click();
  const jsonFile = await json;
  const exported = JSON.parse(await readFile(await jsonFile.path(), 'utf8')) as {
    conversation: { title: string; botId: string };
    messages: { role: string; content: string }[];
  };
  expect(exported.conversation).toMatchObject({ title: 'Returns policy', botId: 'ecombot' });
  expect(exported.messages.map((message) => message.content)).toContain('First chat about returns');
  expect(JSON.stringify(exported)).not.toContain(key);

  await dialog.getByRole('button', { name: 'Open "Returns policy"' }).click();
  await expect(chat.userTexts()).toHaveText(['First chat about returns']);

  dialog = await chat.openHistory();
  await dialog.getByRole('button', { name: 'Delete "Second chat about delivery"' }).click();
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  const notice = chat.notice('Conversation deleted');
  await notice.getByRole('button', { name: 'Undo' }).click();
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  await expect(dialog.getByText('Second chat about delivery', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

// The function's own faults (an HTML 500, truncated JSON, a relay error) are in faults.spec.ts.
test('when the network drops the request: a plain notice, an offline answer, the message kept, and Retry works', async ({
  page,
}) => {
  const chat = new ChatPage(page);
  await chat.goto('?bot=socialmediabot');
  await chat.saveKey(key);
  await page.route(FUNCTION_ROUTE, (route) => route.abort('connectionreset'));
  await chat.send('Should I answer complaints in public?');
  const notice = chat.notice('Error');
  await expect(notice).toBeVisible();
  await expect(notice).not.toContainText('<');
  const message = chat.userMessages().last();
  await expect(message).toContainText('Should I answer complaints in public?');
  await expect(chat.lastAssistantMessage()).toContainText('Offline answer');
  // Unreachable: the question waits in the outbox; Cancel takes it out so Retry can send it now.
  await expect(message).toContainText('Waiting to send');
  await message.getByRole('button', { name: 'Cancel sending' }).click();
  await expect(message).toContainText('Not answered');

  await page.unroute(FUNCTION_ROUTE);
  await message.getByRole('button', { name: 'Retry' }).click();
  await expect(chat.lastAssistantMessage()).toHaveText(/Fake reply to: Should I answer complaints in public\?/);
  await expect(message).not.toContainText('Not answered');
  await page.reload();
  await expect(chat.userTexts()).toHaveText(['Should I answer complaints in public?']);
  await expect(chat.lastAssistantMessage()).toHaveText(/Fake reply to/);
});

// Offline, its pages and code come from the service worker: this test runs with it.
test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('offline, the assistant answers from the help library, marked as an offline answer', async ({
    page,
    context,
  }) => {
    const chat = new ChatPage(page);
    await chat.goto();
    await waitForServiceWorker(page);
    await chat.saveKey(key);
    await context.setOffline(true);
    await chat.send('How much does the Professional plan cost?');
    const answer = chat.lastAssistantMessage();
    await expect(answer).toContainText('Offline answer');
    await expect(answer.getByRole('link').first()).toHaveAttribute('href', /^\/knowledgebase\?topic=/);
    expect(await upstreamRequests({ key })).toHaveLength(0);

    // The listen-only rule holds offline too.
    await chat.botSelect.selectOption('listenbot');
    await expect(chat.log).toContainText("Hello! I'm SilentBot.");
    await chat.send('Just thinking out loud.');
    await expect(chat.lastAssistantMessage()).toHaveText(/listening and learning/);
    await context.setOffline(false);
  });
});

test('a hostile reply renders as inert text: no image loads, no script runs, no javascript: link', async ({ page }) => {
  const chat = new ChatPage(page);
  const dialogs: string[] = [];
  const imageRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && request.url().includes('evil')) imageRequests.push(request.url());
  });
  await chat.goto();
  await chat.saveKey(key);
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await configureUpstream({
    route: 'chat',
    key,
    reply:
      '<img src=x onerror=alert(1)> **bold** [x](javascript:alert(1)) ![evil](http://127.0.0.1:9/evil.png) [docs](https://example.com/docs)',
  });
  await chat.send('Say something nasty');
  const reply = chat.lastAssistantMessage();
  await expect(reply).toContainText('<img src=x onerror=alert(1)>');
  await expect(reply.locator('img')).toHaveCount(0);
  await expect(reply.locator('strong')).toHaveText('bold');
  await expect(reply.locator('a[href^="javascript"]')).toHaveCount(0);
  const docs = reply.getByRole('link', { name: 'docs' });
  await expect(docs).toHaveAttribute('href', 'https://example.com/docs');
  await expect(docs).toHaveAttribute('target', '_blank');
  await expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
  expect(dialogs).toEqual([]);
  expect(imageRequests).toEqual([]);
});

/** How far the log is scrolled from its end (px), and whether it has anything to scroll. */
async function logScroll(chat: ChatPage): Promise<{ fromEnd: number; overflows: boolean }> {
  return chat.log.evaluate((log) => ({
    fromEnd: log.scrollHeight - log.scrollTop - log.clientHeight,
    overflows: log.scrollHeight > log.clientHeight,
  }));
}

test('a long conversation keeps its newest message in view, as it grows and when opened again', async ({ page }) => {
  const reply = Array.from({ length: 8 }, (_, index) => `Part ${index + 1} of a long answer about plans.`).join('\n\n');
  // Each reply arrives whole, taller than the log: the case that once stayed out of view.
  await configureUpstream({ route: 'chat', reply, key, noStream: true });
  page.on('dialog', (dialog) => void dialog.accept(key));
  const chat = new ChatPage(page);
  await chat.goto();
  const questions = ['First question', 'Second question', 'Third question'];
  for (const [index, question] of questions.entries()) {
    await chat.send(question);
    // The greeting, then one reply per question.
    await expect(chat.assistantMessages()).toHaveCount(index + 2);
    await expect(chat.lastAssistantMessage()).toContainText('Part 8 of a long answer');
    await expect.poll(async () => (await logScroll(chat)).fromEnd).toBeLessThan(2);
  }
  expect((await logScroll(chat)).overflows).toBe(true);

  await page.reload();
  await expect(chat.userTexts()).toHaveText(questions);
  await expect.poll(async () => (await logScroll(chat)).fromEnd).toBeLessThan(2);
});

test('Enter sends, Shift+Enter adds a line, blank messages are not sent', async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.goto('?bot=customapibot');
  await chat.saveKey(key);
  await chat.input.fill('   ');
  await chat.input.press('Enter');
  await expect(chat.userMessages()).toHaveCount(0);
  await chat.input.fill('');
  await chat.input.pressSequentially('line one');
  await chat.input.press('Shift+Enter');
  await chat.input.pressSequentially('line two');
  await expect(chat.input).toHaveValue('line one\nline two');
  const box = await chat.input.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(59);
  await chat.input.press('Enter');
  await expect(chat.userTexts().last()).toHaveText('line one\nline two');
  await expect(chat.lastAssistantMessage()).toHaveText(/Fake reply to: line one/);
});

type WatchedWindow = Window & { logTexts?: string[] };

/**
 * From each load on, what the conversation log shows, frame by frame: its visible text (hidden
 * text is not in `innerText`) each time it changes.
 */
async function watchLog(page: ChatPage['page']): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as WatchedWindow).logTexts = seen;
    const look = (): void => {
      const text = document.querySelector<HTMLElement>('[role="log"]')?.innerText.trim() ?? '';
      if (text !== '' && seen.at(-1) !== text) seen.push(text);
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  return () => page.evaluate(() => (window as WatchedWindow).logTexts ?? []);
}

test('a reload shows the chat that was open at once: a new chat with its draft, a saved one with nothing before it', async ({
  page,
}) => {
  page.on('dialog', (dialog) => void dialog.accept(key));
  const chat = new ChatPage(page);
  await chat.goto();
  await chat.send('What does a BaseBot cost?');
  await expect(chat.lastAssistantMessage()).toHaveText(/Fake reply to: What does a BaseBot cost\?/);
  const shown = await watchLog(page);

  // The saved conversation, reloaded: never the greeting alone, nor another chat, first. (A frame
  // with the replies' Read aloud buttons and no words yet shows no other chat; see docs/testing.md.)
  await page.reload();
  await expect(chat.userTexts()).toHaveText(['What does a BaseBot cost?']);
  const before = (await shown()).filter((text) => !text.includes('What does a BaseBot cost?'));
  expect(before.filter((text) => text.replace(/Read aloud/g, '').trim() !== '')).toEqual([]);

  // A new chat, a draft typed in it and the page reloaded: that chat, with its draft.
  await page.getByRole('button', { name: 'New chat' }).click();
  await expect(chat.userTexts()).toHaveCount(0);
  await chat.input.click();
  await page.keyboard.type('Half a question about ovens');
  await page.reload();
  await expect(chat.input).toHaveValue('Half a question about ovens');
  await expect(chat.log).toContainText(GREG_GREETING);
  await expect(chat.userTexts()).toHaveCount(0);
  expect((await shown()).filter((text) => text.includes('What does a BaseBot cost?'))).toEqual([]);
});
