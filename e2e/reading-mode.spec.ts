import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, inRuns, presetReadingMode, reduceMotion, test } from './fixtures';
import { PAGE_PROMISES, promiseOf } from './page-promises';
import { listPageRoutes } from '@/app/page-routes';
import { routeTable } from '@/app/route-table';
import { paths } from '@/config/paths';
import { guidedPaths } from '@/content/guided-paths';
import type { ReadingMode } from '@/lib/reading-mode/reading-mode';

/**
 * One page of each screen: every page with a route of its own, the first catalogue page and the
 * first guided path (the others of each are the same screen with other words), and every page
 * that makes a promise. Every page in this mode is scanned, and checked for sideways scrolling,
 * by `npm run bench` (bench/axe.mjs); the layout at 150 % by bench/layout.mjs.
 */
function oneOfEachScreen(): string[] {
  const routed = routeTable.map((page) => page.path);
  const guided = new Set(guidedPaths.map((path) => path.path));
  const others = listPageRoutes().filter((page) => !page.canonicalPath && !routed.includes(page.path));
  const catalogue = others.find((page) => !guided.has(page.path));
  const firstGuided = others.find((page) => guided.has(page.path));
  const chosen = [...routed, catalogue?.path, firstGuided?.path, ...PAGE_PROMISES.map((promise) => promise.path)];
  return [...new Set(chosen.filter((path): path is string => path !== undefined))];
}

const screens = oneOfEachScreen();

async function expectNoSidewaysScroll(page: Page, path: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

test('easier reading is chosen from the header, kept after a reload and in place before the first paint', async ({
  page,
}) => {
  // Records the page's text size when the document is parsed, before React or any stylesheet swap.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const body = document.querySelector('main p') ?? document.body;
      (window as Window & { firstFontSize?: string }).firstFontSize = getComputedStyle(body).fontSize;
    });
  });
  await page.goto('/pricing');
  const fontSizeAtLoad = () => page.evaluate(() => (window as Window & { firstFontSize?: string }).firstFontSize);
  const base = parseFloat((await fontSizeAtLoad()) ?? '0');
  expect(base).toBeGreaterThan(0);

  const opener = page.getByRole('button', { name: 'Easier reading' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Easier reading' });
  await dialog.getByRole('radio', { name: '150 %' }).check();
  await dialog.getByRole('checkbox', { name: /High contrast/ }).check();
  await expect(page.locator('html')).toHaveAttribute('data-text-size', '150');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.reload();
  expect(parseFloat((await fontSizeAtLoad()) ?? '0')).toBeCloseTo(base * 1.5, 0);
  await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(255, 255, 255)');

  // The panel shows the device's choice after hydration.
  await opener.click();
  await expect(dialog.getByRole('radio', { name: '150 %' })).toBeChecked();
  await dialog.getByRole('radio', { name: '100 %' }).check();
  await expect(page.locator('html')).not.toHaveAttribute('data-text-size');
});

test('"Keep notices on screen" keeps a notice until it is closed, however long the visitor takes', async ({ page }) => {
  await page.goto('/pricing');
  // From here the page's clock is the test's: a minute passes at once, not by waiting. (Installed
  // before the load, it would hold the page's own start-up marks.)
  await page.clock.install();
  const installed = page.getByRole('group', { name: 'BaseBots is installed' });
  const announceInstall = () => page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));

  // Without the choice a notice goes after a few seconds.
  await announceInstall();
  await expect(installed).toBeVisible();
  await page.clock.fastForward('01:00');
  await expect(installed).toBeHidden();

  await page.getByRole('button', { name: 'Easier reading' }).click();
  const dialog = page.getByRole('dialog', { name: 'Easier reading' });
  await dialog.getByRole('checkbox', { name: /Keep notices on screen/ }).check();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await announceInstall();
  await expect(installed).toBeVisible();
  await page.clock.fastForward('01:00');
  await expect(installed).toBeVisible();
  await installed.getByRole('button', { name: 'Close notice' }).click();
  await expect(installed).toBeHidden();
});

test('Senior Connect opens easier reading too', async ({ page }) => {
  await page.goto(paths.seniorConnect);
  await page.getByRole('main').getByRole('button', { name: 'Easier reading' }).click();
  await expect(page.getByRole('dialog', { name: 'Easier reading' })).toBeVisible();
});

// The pass over the screens in the reading mode: it also checks that each page still keeps its
// promise (e2e/page-promises.ts) when read this way.
test.describe('at 150 % text, high contrast and larger buttons on a 320 px screen', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const [run, paths] of inRuns(screens, 3).entries()) {
    test(`each screen reflows, keeps its promise and has no axe violations (run ${run + 1})`, async ({ page }) => {
      await presetReadingMode(page, { textSize: 150, highContrast: true, largeTargets: true });
      await reduceMotion(page);
      for (const path of paths) {
        await page.goto(path);
        await expect(page.locator('html'), path).toHaveAttribute('data-text-size', '150');
        await expectNoSidewaysScroll(page, path);
        await expectNoAxeViolations(page);
        // Last: a promise may lead on to another page.
        await promiseOf(path)?.(page);
      }
    });
  }
});

const settingsAlone: ReadonlyArray<[string, Partial<ReadingMode>]> = [
  ['125 % text', { textSize: 125 }],
  ['high contrast', { highContrast: true }],
  ['calm motion', { calmMotion: true }],
  ['larger buttons', { largeTargets: true }],
];

for (const [name, mode] of settingsAlone) {
  test(`${name} alone: a few pages reflow at 320 px with no axe violations`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await presetReadingMode(page, mode);
    for (const path of [paths.home, paths.bots, paths.knowledgeBase]) {
      await page.goto(path);
      await expectNoSidewaysScroll(page, path);
      await expectNoAxeViolations(page);
      if (mode.largeTargets) {
        const small = await page.evaluate(
          () =>
            [...document.querySelectorAll('button, [role=button]')]
              .map((element) => element.getBoundingClientRect())
              .filter((box) => box.width > 0 && (box.width < 44 || box.height < 44)).length,
        );
        expect(small, `${path}: buttons under 44 x 44 px`).toBe(0);
      }
    }
  });
}
