// The site says when it is ready offline, shows what the device keeps, and asks the browser to
// keep saved conversations only once there is one.
import {
  expect,
  expectNoAxeViolations,
  liveRegionsAround,
  newUpstreamKey,
  notice,
  reduceMotion,
  test,
  waitForServiceWorker,
} from './fixtures';
import { resetUpstream } from './fake-upstream/client';
import { ChatPage } from './pages/chat-page';

// It goes offline or reads the service worker, so it runs with the worker (see the config).
test.use({ serviceWorkers: 'allow' });

const READY = 'Ready to work offline';

test('first visit: "Ready to work offline" once, data-offline-ready set, the footer shows what is kept', async ({
  page,
}) => {
  await reduceMotion(page);
  await page.goto('/');
  await waitForServiceWorker(page);
  await expect(page.getByText(READY)).toBeVisible();
  // Said once: the notice is in one live region, not a status of its own inside another.
  expect(await liveRegionsAround(notice(page, READY))).toBe(1);
  await expect(page.locator('html')).toHaveAttribute('data-offline-ready', 'true');
  const status = page.getByRole('region', { name: 'Offline use', exact: true });
  await expect(status).toContainText('This computer can open the site without a connection.');
  // The date is worked out as the footer comes near the screen, not while the page starts.
  await expect(status).not.toContainText(/Last brought up to date /);
  await status.scrollIntoViewIfNeeded();
  await expect(status).toContainText(/Last brought up to date /);
  await expect(status).toContainText(
    /Saved on this computer: your conversations and the help pages \(\d[\d.]* [KMGT]?B\)\./,
  );
  await expectNoAxeViolations(page, { include: 'footer' });

  // Later loads know at once (the worker controls them) and do not say it again.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-offline-ready', 'true');
  await expect(status).toContainText('This computer can open the site without a connection.');
  await expect(page.getByText(READY)).toHaveCount(0);
});

test('persistent storage is asked for only after a conversation is saved, which then opens offline', async ({
  page,
  context,
}) => {
  const key = newUpstreamKey();
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
  await reduceMotion(page);
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
    await expect(settings).toContainText('This computer can open the site without a connection.');
    await expect(settings).toContainText(
      /Saved conversations are protected from clean-up\.|The browser may clear saved conversations when space runs low\./,
    );
    await expectNoAxeViolations(page, { include: '[aria-label="OpenAI key settings"]' });

    await context.setOffline(true);
    await page.reload();
    await expect(chat.userTexts()).toHaveText(['Will this keep?']);

    // The browser clears the site's database (as it may under storage pressure): the history
    // says the conversations are gone instead of showing an empty list without a word.
    await context.setOffline(false);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(page.url()).origin, storageTypes: 'indexeddb' });
    await page.reload();
    const history = await chat.openHistory();
    await expect(history).toContainText('Your saved conversations with GregBot are no longer on this device.');
  } finally {
    await context.setOffline(false);
    await resetUpstream(key);
  }
});

test('in Safari outside the installed app, the status warns that saved conversations may be removed', async ({
  page,
}) => {
  // WebKit is recognised by what it has; Apple's vendor string is enough for the footer's check.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'vendor', { get: () => 'Apple Computer, Inc.' });
  });
  await page.goto('/');
  const status = page.getByRole('region', { name: 'Offline use', exact: true });
  await expect(status).toContainText(
    'In Safari, saved conversations may be removed after seven days of browsing without a visit to this site.',
  );
  await expect(status.getByRole('link', { name: 'export them from the chat history' })).toHaveAttribute(
    'href',
    '/bots',
  );
  await expectNoAxeViolations(page, { include: 'footer' });
});
