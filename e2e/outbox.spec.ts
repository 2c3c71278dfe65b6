import type { Page } from '@playwright/test';
import { configureUpstream, upstreamRequests } from './fake-upstream/client';
import {
  expect,
  expectNoAxeViolations,
  reduceMotion,
  test,
  waitForHydrationOnLoad,
  waitForServiceWorker,
} from './fixtures';
import { ChatPage } from './pages/chat-page';

// The outbox: questions asked while the assistant cannot be reached wait, survive a reload, and
// are sent once, in order, when it can be reached again.

// It goes offline or reads the service worker, so it runs with the worker (see the config).
test.use({ serviceWorkers: 'allow' });

const FUNCTION_ROUTE = '**/functions/v1/openai';

/** The prompts the fake upstream was asked, oldest first. */
async function askedUpstream(key: string): Promise<string[]> {
  const requests = await upstreamRequests({ route: 'chat', key });
  return requests.map((request) => {
    const messages = (request.json as { messages: { role: string; content: string }[] }).messages;
    return messages.at(-1)?.content ?? '';
  });
}

/** Opens /bots once the service worker controls it, so that it opens offline too. */
async function openChat(page: Page): Promise<ChatPage> {
  await reduceMotion(page);
  const chat = new ChatPage(page);
  await chat.goto();
  await waitForServiceWorker(page);
  return chat;
}

test('offline questions wait, survive a reload, can be cancelled, and are answered once back online', async ({
  page,
  context,
  upstreamKey,
}) => {
  // One journey through offline, two reloads and back online: more than the default budget on a busy machine.
  test.slow();
  const chat = await openChat(page);
  await chat.saveKey(upstreamKey);

  await context.setOffline(true);
  const questions = ['Do you deliver on Sundays?', 'And on holidays?', 'Can I pay by card?'];
  for (const question of questions) {
    await chat.send(question);
    await expect(chat.userMessages().filter({ hasText: question })).toContainText('Waiting to send');
  }
  // Each still got the library's answer at once.
  await expect(chat.assistantMessages().filter({ hasText: 'Offline answer' })).toHaveCount(3);
  await expectNoAxeViolations(page);

  const holidays = chat.userMessages().filter({ hasText: 'And on holidays?' });
  await holidays.getByRole('button', { name: 'Cancel sending' }).click();
  await expect(holidays).toContainText('Not answered');
  await expect(holidays).not.toContainText('Waiting to send');

  await page.reload();
  await expect(chat.userMessages().filter({ hasText: questions[0] })).toContainText('Waiting to send');
  await expect(chat.userMessages().filter({ hasText: questions[2] })).toContainText('Waiting to send');
  await expect(holidays).toContainText('Not answered');
  expect(await askedUpstream(upstreamKey)).toEqual([]);

  await context.setOffline(false);
  const sundays = chat.assistantMessages().filter({ hasText: 'Fake reply to: Do you deliver on Sundays?' });
  const card = chat.assistantMessages().filter({ hasText: 'Fake reply to: Can I pay by card?' });
  await expect(card).toHaveCount(1);
  await expect(sundays).toHaveCount(1);
  await expect(chat.log).not.toContainText('Waiting to send');
  await expect(chat.notice('Your waiting question to GregBot was answered')).toBeVisible();
  // In the order asked, each once; the cancelled one not at all.
  expect(await askedUpstream(upstreamKey)).toEqual([questions[0], questions[2]]);

  await page.reload();
  await expect(sundays).toHaveCount(1);
  await expect(card).toHaveCount(1);
  expect(await askedUpstream(upstreamKey)).toEqual([questions[0], questions[2]]);
});

test('an answer lost on the way back is not asked for twice: the resend gets the same reply', async ({
  page,
  context,
  upstreamKey,
}) => {
  await reduceMotion(page);
  const chat = new ChatPage(page);
  await chat.goto();
  await chat.saveKey(upstreamKey);
  // The call reaches the function (and the model answers), but the answer never reaches the page.
  await page.route(FUNCTION_ROUTE, async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await chat.send('Is the kitchen open late?');
  const question = chat.userMessages().filter({ hasText: 'Is the kitchen open late?' });
  await expect(question).toContainText('Waiting to send');
  expect(await askedUpstream(upstreamKey)).toEqual(['Is the kitchen open late?']);

  await page.unroute(FUNCTION_ROUTE);
  // The connection "comes back": the outbox sends the question again, under the same id.
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(chat.assistantMessages().filter({ hasText: 'Fake reply to: Is the kitchen open late?' })).toHaveCount(1);
  await expect(question).not.toContainText('Waiting to send');
  expect(await askedUpstream(upstreamKey)).toEqual(['Is the kitchen open late?']);
});

/** The pinned notice that offers to give the key, by its title. */
const keyOffer = (chat: ChatPage, title: string) => chat.notice(title);

/** Opens /bots, ready offline, with no key saved; each key prompt is recorded and answered with `key`. */
async function openAnsweringPrompts(page: Page, key: string): Promise<{ chat: ChatPage; prompts: string[] }> {
  const prompts: string[] = [];
  page.on('dialog', (dialog) => {
    prompts.push(dialog.message());
    void dialog.accept(key);
  });
  return { chat: await openChat(page), prompts };
}

test('asked offline with no key saved: it waits for a connection, then for the key, offered once; the key sends it', async ({
  page,
  context,
  upstreamKey,
}) => {
  test.slow();
  const first = await openAnsweringPrompts(page, upstreamKey);
  await context.setOffline(true);
  await first.chat.send('Do you deliver on Sundays?');
  const waiting = (chat: ChatPage) => chat.userMessages().filter({ hasText: 'Do you deliver on Sundays?' });
  await expect(waiting(first.chat)).toContainText("Waiting to send until you're back online");
  await expect(first.chat.lastAssistantMessage()).toContainText('Offline answer');

  // The visitor leaves, and opens /bots again once back online: the page says what the question
  // waits for, and offers the key, once, without a prompt of its own.
  await page.close();
  await context.setOffline(false);
  const next = await context.newPage();
  waitForHydrationOnLoad(next);
  const { chat, prompts } = await openAnsweringPrompts(next, upstreamKey);
  const question = waiting(chat);
  const offer = keyOffer(chat, 'Your question is waiting for your OpenAI key');
  await expect(offer).toBeVisible();
  await expect(question).toContainText('Waiting to send: it needs your OpenAI key');
  await expect(question.getByRole('button', { name: 'Enter key' })).toBeVisible();
  expect([...first.prompts, ...prompts]).toEqual([]);
  await expectNoAxeViolations(next);

  // Not on every load: the offer was made.
  await next.reload();
  await expect(question).toContainText('Waiting to send: it needs your OpenAI key');
  await expect(offer).toHaveCount(0);
  expect(await askedUpstream(upstreamKey)).toEqual([]);

  await question.getByRole('button', { name: 'Enter key' }).click();
  await expect(chat.assistantMessages().filter({ hasText: 'Fake reply to: Do you deliver on Sundays?' })).toHaveCount(
    1,
  );
  await expect(question).not.toContainText('Waiting to send');
  expect(prompts).toHaveLength(1);
  expect(await askedUpstream(upstreamKey)).toEqual(['Do you deliver on Sundays?']);
});

test('offered from the notice: the waiting questions are sent in order, once, with the key given there', async ({
  page,
  context,
  upstreamKey,
}) => {
  test.slow();
  page.on('dialog', (dialog) => void dialog.accept(upstreamKey));
  const chat = await openChat(page);
  await context.setOffline(true);
  const questions = ['Is the kitchen open?', 'Can I book a table?'];
  for (const question of questions) {
    await chat.send(question);
    await expect(chat.userMessages().filter({ hasText: question })).toContainText('Waiting to send');
  }
  // The connection comes back with the page open.
  await context.setOffline(false);
  const offer = keyOffer(chat, '2 questions are waiting for your OpenAI key');
  await offer.getByRole('button', { name: 'Enter key' }).click();
  for (const question of questions) {
    await expect(chat.assistantMessages().filter({ hasText: `Fake reply to: ${question}` })).toHaveCount(1);
  }
  await expect(chat.log).not.toContainText('Waiting to send');
  expect(await askedUpstream(upstreamKey)).toEqual(questions);
});

test('a refused key: the waiting question says it needs a key, a new one is offered, and sends it', async ({
  page,
  context,
  upstreamKey,
}) => {
  test.slow();
  const refusedKey = `${upstreamKey}-refused`;
  await configureUpstream({ route: 'chat', key: refusedKey, status: 401, message: 'Incorrect API key provided' });
  const { chat, prompts } = await openAnsweringPrompts(page, upstreamKey);
  await chat.saveKey(refusedKey);

  await context.setOffline(true);
  await chat.send('Can you plan a tasting menu?');
  const question = chat.userMessages().filter({ hasText: 'Can you plan a tasting menu?' });
  await expect(question).toContainText("Waiting to send until you're back online");

  await context.setOffline(false);
  const refused = chat.notice('Your OpenAI key was refused');
  await expect(refused).toContainText('Your waiting questions are kept: enter a new key to send them.');
  await expect(question).toContainText('Waiting to send: it needs your OpenAI key');
  expect(prompts).toEqual([]);
  await expectNoAxeViolations(page);

  await refused.getByRole('button', { name: 'Enter a new key' }).click();
  await expect(chat.assistantMessages().filter({ hasText: 'Fake reply to: Can you plan a tasting menu?' })).toHaveCount(
    1,
  );
  await expect(question).not.toContainText('Waiting to send');
  expect(prompts).toHaveLength(1);
  expect(await upstreamRequests({ route: 'chat', key: refusedKey })).toHaveLength(1);
  expect(await askedUpstream(upstreamKey)).toEqual(['Can you plan a tasting menu?']);
});

test('asked in a page opened offline, reloaded offline: sent once when the connection returns, with a second page open', async ({
  page,
  context,
  upstreamKey,
}) => {
  test.slow();
  // The site was visited online, but not the chat: every page is kept for offline use, the code
  // that calls the assistant is not.
  await reduceMotion(page);
  await page.goto('/pricing');
  await waitForServiceWorker(page);
  await expect(page.locator('html')).toHaveAttribute('data-offline-ready', 'true');
  await context.setOffline(true);
  const chat = new ChatPage(page);
  await chat.goto();
  await chat.saveKey(upstreamKey);
  await chat.send('Do you cater for weddings?');
  const question = chat.userMessages().filter({ hasText: 'Do you cater for weddings?' });
  await expect(question).toContainText("Waiting to send until you're back online");
  await page.reload();
  await expect(question).toContainText("Waiting to send until you're back online");
  const other = await context.newPage();
  waitForHydrationOnLoad(other);
  await other.goto('/pricing');

  await context.setOffline(false);
  const answer = chat.assistantMessages().filter({ hasText: 'Fake reply to: Do you cater for weddings?' });
  await expect(answer).toHaveCount(1);
  await expect(question).not.toContainText('Waiting to send');
  expect(await askedUpstream(upstreamKey)).toEqual(['Do you cater for weddings?']);
});
