// Nothing floats over what a visitor reads or presses, at any width or text size: the launcher and
// the notices keep clear of every control and text (the page keeps room for them), the header
// stays on screen only while it takes at most 15 % of it, the launcher and a notice together at
// most half, and no page scrolls sideways.
import type { Page } from '@playwright/test';
import { expect, keepNotices, noticeFrames, presetReadingMode, reduceMotion, test } from './fixtures';
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

test('in a dialog, every control the keyboard reaches stays clear of the notice under it', async ({ page }) => {
  await keepNotices(page);
  // A small phone, where "Easier reading" is taller than the screen and scrolls.
  await resizeScreen(page, SCREENS[0]!);
  await page.goto('/');
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect(page.getByText('BaseBots is installed')).toBeVisible();
  await page.getByRole('button', { name: 'Easier reading' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Easier reading' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => layersNow(page)).not.toBe('moving');

  // Round the dialog's controls once (its focus stays inside), each checked where focus put it.
  const visited = new Set<string>();
  for (let press = 0; press < 30; press += 1) {
    await page.keyboard.press('Tab');
    await expect
      .poll(() => focusedControl(page))
      .toMatchObject({ inDialog: true, noticeShown: true, clearOfNotice: true });
    const { name } = await focusedControl(page);
    if (visited.has(name)) break;
    visited.add(name);
  }
  expect(visited.size, 'the dialog has controls to visit').toBeGreaterThan(3);
});

test('a notice on screen when the screen changes shape keeps to half of the new screen at once', async ({ page }) => {
  await reduceMotion(page);
  await keepNotices(page);
  await largestReadingText(page);
  const turned = { width: 844, height: 390 };
  // A phone turned on its side and back, twice, each read as soon as the page has the new size.
  // Over a few visits: a cap left from the screen before was seen after about half of them.
  for (let visit = 0; visit < 5; visit += 1) {
    await resizeScreen(page, SCREENS[1]!);
    await page.goto('/bots');
    // Text large enough that the notice is taller than half of the turned screen.
    await setRootTextSize(page, 200);
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(page.getByText('BaseBots is installed')).toBeVisible();
    for (const screen of [turned, SCREENS[1]!, turned, SCREENS[1]!]) {
      await resizeScreen(page, screen);
      const report = await checkLayout(page);
      expect(report.floatingShare, `${screen.width}x${screen.height}: ${report.dockSizes}`).toBeLessThanOrEqual(
        MAX_FLOATING_SHARE,
      );
    }
  }
});

/**
 * The focused control, whether it is in the open dialog, and whether it is clear of the notice on
 * screen: above the notice's top edge, and what a tap on its middle reaches.
 */
function focusedControl(
  page: Page,
): Promise<{ name: string; inDialog: boolean; noticeShown: boolean; clearOfNotice: boolean }> {
  return page.evaluate(() => {
    const control = document.activeElement as HTMLElement;
    const box = control.getBoundingClientRect();
    const notice = document.querySelector('[data-scope=toast][data-part=group]:has([data-part=root])');
    const noticeTop = notice?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY;
    const reached = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const label =
      control.closest('label') ?? (control.id ? document.querySelector(`label[for="${control.id}"]`) : null);
    const dialog = control.closest('[role=dialog]');
    return {
      // Its place in the dialog: the radios of a group, say, have no names of their own.
      name: String(dialog ? [...dialog.querySelectorAll('*')].indexOf(control) : -1),
      inDialog: dialog !== null,
      noticeShown: notice !== null,
      clearOfNotice:
        box.bottom <= noticeTop && reached !== null && (control.contains(reached) || label?.contains(reached) === true),
    };
  });
}

test('a notice is at full opacity from its first frame, so its words are never faint', async ({ page }) => {
  await page.goto('/');
  // The notices' renderer is in (it comes once the page is live).
  await expect(page.locator('[data-scope=toast][data-part=group]')).toHaveCount(2);
  // Read in the task that brings the notice, then in each of the dozen frames after it.
  const frames = await noticeFrames(page, 'bring');
  expect(frames.length, 'the notice was on screen from the task that brought it').toBe(13);
  expect(frames.every((frame) => frame.shown && frame.opacity === 1)).toBe(true);
  await expect(page.getByText('BaseBots is installed')).toBeVisible();
});

test('a notice that is closed goes at once, never fading', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect(page.getByText('BaseBots is installed')).toBeVisible();
  await expect.poll(() => layersNow(page)).not.toBe('moving');
  // Closed, then read in that task and in each of the dozen frames after it: a notice still
  // shown is at full opacity.
  const frames = await noticeFrames(page, 'close');
  const faint = frames.filter((frame) => frame.shown && frame.opacity < 1);
  expect(faint, 'opacities of the closed notice while still shown').toEqual([]);
  await expect(page.getByText('BaseBots is installed')).toBeHidden();
});

// The notices' column scrolls when a notice is longer than it (its Close button is inside): a
// notice sliding in or out must not make it scroll, or a scroll bar flashes, and for that moment
// the column is a scrolling region with nothing in it the keyboard can reach (axe's rule).
test('a notice that comes and goes never makes the notices scroll', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[data-scope=toast][data-part=group]')).toHaveCount(2);
  const coming = await noticeFrames(page, 'bring');
  await expect(page.getByText('BaseBots is installed')).toBeVisible();
  await expect.poll(() => layersNow(page)).not.toBe('moving');
  const going = await noticeFrames(page, 'close');
  expect(
    coming.map((frame) => frame.scrolls),
    'frames of the notice coming in',
  ).not.toContain(true);
  expect(
    going.map((frame) => frame.scrolls),
    'frames of the notice going',
  ).not.toContain(true);
});
