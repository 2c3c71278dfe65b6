// The recipes of docs/testing-offline.md, run as tests so the guide cannot drift from the app (the
// fault recipes are the tests of faults.spec.ts).
import type { Route } from '@playwright/test';
import { configureUpstream, upstreamRequests } from './fake-upstream/client';
import { expect, test } from './fixtures';
import { ChatPage } from './pages/chat-page';

// It goes offline or reads the service worker, so it runs with the worker (see the config).
test.use({ serviceWorkers: 'allow' });

test('recipe: the fake AI provider answers, and its control endpoint injects a fault', async ({
  page,
  upstreamKey,
}) => {
  const chat = new ChatPage(page);
  await chat.goto();
  await chat.saveKey(upstreamKey);
  await configureUpstream({ route: 'chat', reply: 'Mise en place first.', key: upstreamKey, times: 1 });
  await chat.send('Where do I start?');
  await expect(chat.lastAssistantMessage()).toHaveText(/Mise en place first\./);

  await configureUpstream({ route: 'chat', status: 400, message: 'Bad request', key: upstreamKey });
  await chat.send('And then?');
  await expect(chat.userMessages().last()).toContainText('Not answered');
  expect((await upstreamRequests({ route: 'chat', key: upstreamKey })).length).toBeGreaterThanOrEqual(2);
});

test('recipe: wait for the worker, go offline and back', async ({ offlineReadyPage: page, context }) => {
  const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-offline-ready', 'true');
    await expect(banner).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  await expect(banner).toBeHidden();
});

test('recipe: what page.route and context.route see once the worker controls the page', async ({
  offlineReadyPage: page,
  context,
  upstreamKey,
}) => {
  const seenByPage: string[] = [];
  const seenByContext: string[] = [];
  const record = (list: string[]) => (route: Route) => {
    list.push(new URL(route.request().url()).pathname);
    return route.fallback();
  };
  await page.route('**/*', record(seenByPage));
  await context.route('**/*', record(seenByContext));

  // A navigation: the worker answers it from the precache.
  const response = await page.goto('/pricing');
  expect(response?.fromServiceWorker()).toBe(true);
  // The speech function: the worker does not handle it, so it goes to the network as is.
  const status = await page.evaluate(async (key) => {
    const body = JSON.stringify({ messages: [{ role: 'user', content: 'Is this routed?' }] });
    const headers = { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
    return (await fetch('/functions/v1/openai', { method: 'POST', body, headers })).status;
  }, upstreamKey);
  expect(status).toBeGreaterThan(0);

  expect(seenByPage).not.toContain('/pricing');
  expect(seenByPage).toContain('/functions/v1/openai');
  expect(seenByContext).toContain('/functions/v1/openai');
  expect(seenByPage.filter((path) => path.startsWith('/assets/'))).toEqual([]);
});
