import { upstreamRequests } from './fake-upstream/client';
import { expect, settle, test, waitForServiceWorker } from './fixtures';
import { ChatPage } from './pages/chat-page';

// The outbox: questions asked while the assistant cannot be reached wait, survive a reload, and
// are sent once, in order, when it can be reached again.

const FUNCTION_ROUTE = '**/functions/v1/openai';

/** The prompts the fake upstream was asked, oldest first. */
async function askedUpstream(key: string): Promise<string[]> {
  const requests = await upstreamRequests({ route: 'chat', key });
  return requests.map((request) => {
    const messages = (request.json as { messages: { role: string; content: string }[] }).messages;
    return messages.at(-1)?.content ?? '';
  });
}

test('offline questions wait, survive a reload, can be cancelled, and are answered once back online', async ({
  page,
  context,
  upstreamKey,
  axe,
}) => {
  // One journey through offline, two reloads and back online: more than the default budget on a busy machine.
  test.slow();
  await settle(page);
  const chat = new ChatPage(page);
  await chat.goto();
  await waitForServiceWorker(page);
  await chat.saveKey(upstreamKey);

  await context.setOffline(true);
  const questions = ['Do you deliver on Sundays?', 'And on holidays?', 'Can I pay by card?'];
  for (const question of questions) {
    await chat.send(question);
    await expect(chat.userMessages().filter({ hasText: question })).toContainText('Waiting to send');
  }
  // Each still got the library's answer at once.
  await expect(chat.assistantMessages().filter({ hasText: 'Offline answer' })).toHaveCount(3);
  await axe();

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
  await expect(card).toHaveCount(1, { timeout: 15_000 });
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
  await settle(page);
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
