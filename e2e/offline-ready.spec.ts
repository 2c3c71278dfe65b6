// The site says when it is ready offline, shows what the device keeps, and asks the browser to
// keep saved conversations only once there is one.
import { randomUUID } from 'node:crypto';
import { expect, expectNoAxeViolations, settle, test, waitForServiceWorker } from './fixtures';
import { resetUpstream } from './fake-upstream/client';
import { ChatPage } from './pages/chat-page';

const READY = 'Ready to work offline';

test('first visit: "Ready to work offline" once, data-offline-ready set, the footer shows what is kept', async ({
  page,
}) => {
  await settle(page);
  await page.goto('/');
  await waitForServiceWorker(page);
  await expect(page.getByText(READY)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-offline-ready', 'true');
  const status = page.getByRole('region', { name: 'Offline use', exact: true });
  await expect(status).toContainText('This device can open the site offline.');
  await expect(status).toContainText(/Last updated /);
  await expect(status).toContainText(/Keeps \d[\d.]* [KMGT]?B of the \d[\d.]* [KMGT]?B this browser allows\./);
  await expectNoAxeViolations(page, { include: 'footer' });

  // Later loads know at once (the worker controls them) and do not say it again.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-offline-ready', 'true');
  await expect(status).toContainText('This device can open the site offline.');
  await expect(page.getByText(READY)).toHaveCount(0);
});

test('persistent storage is asked for only after a conversation is saved, which then opens offline', async ({
  page,
  context,
}) => {
  const key = `sk-e2e-${randomUUID().replaceAll('-', '')}`;
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { persistCalls: string[] }).persistCalls = calls;
    const persist = navigator.storage.persist.bind(navigator.storage);
    navigator.storage.persist = () => {
      calls.push(location.pathname);
      return persist();
    };
  });
  const persistCalls = () => page.evaluate(() => (window as unknown as { persistCalls: string[] }).persistCalls.length);
  await settle(page);
  const chat = new ChatPage(page);
  try {
    await chat.goto();
    await waitForServiceWorker(page);
    await chat.saveKey(key);
    expect(await persistCalls()).toBe(0);

    await chat.send('Will this keep?');
    await expect(chat.lastAssistantMessage()).toHaveText(/Fake reply to: Will this keep\?/);
    await expect.poll(persistCalls).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'OpenAI key settings' }).click();
    const settings = page.getByRole('region', { name: 'Offline use and storage' });
    await expect(settings).toContainText('This device can open the site offline.');
    await expect(settings).toContainText(
      /Saved conversations are protected from clean-up\.|The browser may clear saved conversations when space runs low\./,
    );
    await expectNoAxeViolations(page, { include: '[aria-label="OpenAI key settings"]' });

    await context.setOffline(true);
    await page.reload();
    await expect(chat.userTexts()).toHaveText(['Will this keep?']);
  } finally {
    await context.setOffline(false);
    await resetUpstream(key);
  }
});
