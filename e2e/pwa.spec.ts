import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './browser.mjs';
import { paths } from '@/config/paths';
import { site } from '@/content/site';
import { waitForServiceWorker } from './fixtures';

// It goes offline or reads the service worker, so it runs with the worker (see the config).
test.use({ serviceWorkers: 'allow' });

interface ManifestIcon {
  src: string;
  sizes: string;
  purpose?: string;
}

test('the web app manifest makes the site installable', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await request.get(href!)).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({
    short_name: site.brand,
    start_url: '/',
    scope: '/',
    display: 'standalone',
  });
  expect(String(manifest.name)).toContain(site.brand);
  expect(manifest.description).toBeTruthy();
  expect(manifest.theme_color).toMatch(/^#/);
  expect(manifest.background_color).toMatch(/^#/);
  const icons = manifest.icons as ManifestIcon[];
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of icons) expect((await request.get(icon.src)).headers()['content-type']).toContain('image/png');
  const shortcuts = (manifest.shortcuts as Array<{ url: string }>).map((s) => s.url);
  expect(shortcuts).toEqual([paths.knowledgeBase, paths.bots, paths.seniorConnect]);
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');
});

test('after one visit the service worker controls the page and every route opens offline', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /Soup Kitchen/ })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();

    await page.goto(paths.seniorConnect);
    await expect(page.getByRole('heading', { level: 1, name: /Senior Connect/ })).toBeVisible();

    await page.goto('/pricing/compare');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);

    // A route never opened online still works: its chunk was precached at install.
    await page.goto(paths.providerNavigation);
    await expect(page.getByRole('heading', { level: 1, name: site.guides.map })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('Chromium finds the site installable', async ({ baseURL }) => {
  // Installability is only reported for a real profile, not an incognito-like test context.
  const profile = await mkdtemp(join(tmpdir(), 'basebots-install-'));
  const executablePath = findChromium();
  const context = await chromium.launchPersistentContext(profile, {
    ...(executablePath ? { executablePath } : {}),
    args: [...CHROMIUM_ARGS],
  });
  try {
    const page = await context.newPage();
    await page.goto(baseURL ?? '/');
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
