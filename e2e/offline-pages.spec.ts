// Offline, each page opens from its own precached HTML: its content is in the response the
// service worker gives, before any script runs.
import { expect, test } from '@playwright/test';
import { paths } from '@/config/paths';
import { guidedPaths } from '@/content/guided-paths';
import { waitForServiceWorker } from './fixtures';

// It goes offline or reads the service worker, so it runs with the worker (see the config).
test.use({ serviceWorkers: 'allow' });

const guided = guidedPaths.find((entry) => !/['"&<>]/.test(entry.title))!;

test('after one visit to the home page, other pages open offline from their own HTML', async ({ page, context }) => {
  await page.goto(paths.home);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  try {
    for (const [path, heading] of [
      ['/pricing', 'Pricing'],
      [guided.path, guided.title],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.fromServiceWorker(), path).toBe(true);
      const html = await response!.text();
      expect(html, path).toContain(`data-page="${path}"`);
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }

    // An alias opens its target's page, under its own address, and the page runs there.
    const alias = await page.goto('/features/voice');
    expect(alias?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Voice Technology' })).toBeVisible();
    await expect(page).toHaveURL(/\/features\/voice$/);

    // A query does not change which page file an address opens.
    const topic = await page.goto(`${paths.knowledgeBase}?topic=choosing-a-voice`);
    expect(await topic!.text()).toContain(`data-page="${paths.knowledgeBase}"`);
    await expect(page.getByRole('heading', { level: 3, name: 'Choosing a voice' })).toBeVisible();

    // An unknown address: the not-found page, with the status a server would give.
    const missing = await page.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    expect(await missing!.text()).toContain('data-page="404"');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('/no-such-page')).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
