import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { paths } from '@/config/paths';

/** Fires a synthetic `beforeinstallprompt` whose prompt() is recorded. */
async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    const record = window as Window & { promptCalls?: number };
    record.promptCalls = 0;
    event.prompt = async () => {
      record.promptCalls = (record.promptCalls ?? 0) + 1;
    };
    event.userChoice = Promise.resolve({ outcome: 'accepted' });
    window.dispatchEvent(event);
  });
}

test('the browser install offer shows "Install app", which opens the browser prompt', async ({ page }) => {
  await page.goto(paths.seniorConnect);
  const install = page.getByRole('main').getByRole('button', { name: 'Install app' });
  await expect(install).toHaveCount(0);
  await offerInstall(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Install app' })).toBeVisible();
  await install.click();
  await expect.poll(() => page.evaluate(() => (window as Window & { promptCalls?: number }).promptCalls)).toBe(1);
});

test('nothing is offered when the app runs installed', async ({ page }) => {
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query.includes('display-mode: standalone')
        ? ({ ...original(query), matches: true, media: query } as MediaQueryList)
        : original(query);
  });
  await page.goto(paths.seniorConnect);
  await offerInstall(page);
  await expect(page.getByRole('button', { name: 'Easier reading' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
});
