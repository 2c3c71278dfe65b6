// Nothing floats over what a visitor reads or presses, at any width or text size: the launcher and
// the notices keep clear of every control and text (the page keeps room for them), the header
// stays on screen only while it takes at most 15 % of it, the launcher and a notice together at
// most half, and no page scrolls sideways.
import type { Page } from '@playwright/test';
import { expect, keepNotices, presetReadingMode, reduceMotion, test } from './fixtures';
import { checkLayout, layersNow, resizeScreen, setRootTextSize, type LayoutReport } from './fixtures/layout';

const PAGES = ['/', '/pricing', '/bots', '/senior-connect', '/knowledgebase', '/pricing/enterprise'];
const SCREENS = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];
const MAX_HEADER_SHARE = 0.15;
/** The launcher and a notice together: what they leave is where a visitor reads and presses. */
const MAX_FLOATING_SHARE = 0.5;

/** "Easier reading" with the largest text, chosen before the page's scripts run. */
async function largestReadingText(page: Page): Promise<void> {
  await presetReadingMode(page, { textSize: 150 });
}

/**
 * 150 % is the site's own "Easier reading" choice. The site has no 200 %: that is the same
 * choice (its rules for large text) with the root font size at 200 %, as a browser's text zoom
 * would make it.
 */
const TEXT_SIZES = [
  { label: '100%', prepare: async () => {} },
  { label: '150%', prepare: largestReadingText },
  { label: '200%', prepare: largestReadingText, afterLoad: (page: Page) => setRootTextSize(page, 200) },
];

/**
 * A notice on screen while the page is checked: the one the browser's "app installed" event
 * brings, kept there (`keepNotices`) however slow the check is.
 */
async function checkWithNotice(page: Page): Promise<LayoutReport> {
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect(page.getByText('BaseBots is installed')).toBeVisible();
  await expect.poll(() => layersNow(page)).not.toBe('moving');
  const report = await checkLayout(page);
  expect(report.noticeShown, 'the notice is on screen while the layout is checked').toBe(true);
  return report;
}

for (const size of TEXT_SIZES) {
  test(`every page at 320, 390 and 1366 px with ${size.label} text: nothing covered, no sideways scroll, a small header`, async ({
    page,
  }) => {
    await reduceMotion(page);
    await keepNotices(page);
    await size.prepare(page);
    const findings: string[] = [];
    let worst = { share: 0, where: '' };
    for (const path of PAGES) {
      await resizeScreen(page, SCREENS[0]!);
      await page.goto(path);
      await size.afterLoad?.(page);
      for (const screen of SCREENS) {
        await resizeScreen(page, screen);
        if (!['/', '/bots'].includes(path))
          await expect(page.getByRole('button', { name: 'Ask GregBot', exact: true })).toBeVisible();
        const report = await checkWithNotice(page);
        const where = `${path} ${screen.width} ${size.label}`;
        if (report.headerShare > worst.share) worst = { share: report.headerShare, where };
        if (report.headerShare > MAX_HEADER_SHARE) findings.push(`${where}: header ${report.headerShare.toFixed(2)}`);
        if (report.floatingShare > MAX_FLOATING_SHARE)
          findings.push(
            `${where}: launcher and notice ${report.floatingShare.toFixed(2)}, up to ${report.floatingHighest}; ${report.dockSizes}`,
          );
        if (report.overflowX > 0) findings.push(`${where}: scrolls sideways by ${report.overflowX}px`);
        for (const item of report.covered) findings.push(`${where}: covered ${item}`);
      }
    }
    console.log(`layout worst_header_share=${worst.share.toFixed(2)} at ${worst.where || 'none'}`);
    expect(findings).toEqual([]);
  });
}

test('a jump to a section stops just below the header while it stays, and at the top once it scrolls away', async ({
  page,
}) => {
  const header = page.locator('header').first();
  const section = page.locator('#gregbot-section');
  // A header of two rows (taller than the one row the page assumes before its scripts run), then
  // a screen so short that the header scrolls with the page.
  for (const screen of [SCREENS[2]!, SCREENS[0]!]) {
    await resizeScreen(page, screen);
    await page.goto('/');
    await page.evaluate(() => {
      window.location.hash = 'gregbot-section';
    });
    const stays = await header.evaluate((element) => !element.hasAttribute('data-scrolls'));
    const headerBottom = stays ? (await header.boundingBox())!.height : 0;
    await expect.poll(async () => Math.round((await section.boundingBox())!.y - headerBottom)).toBe(8);
  }
});
