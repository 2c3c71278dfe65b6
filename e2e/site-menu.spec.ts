// The site menu as a first-time visitor finds it, on a phone and on a desktop, by touch, mouse and
// keyboard: the sections in the header, Menu for the whole site, the current page marked.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, reduceMotion, test } from './fixtures';
import { paths } from '@/config/paths';
import type { UserType } from '@/content/schema';
import { flattenSitemap, sitemap } from '@/content/sitemap';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Menu' });
const menuPanel = (page: Page) => page.getByRole('dialog', { name: 'Menu' });
const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });

/** Whether the focus is inside the menu panel. */
const focusInside = (page: Page) => menuPanel(page).evaluate((panel) => panel.contains(document.activeElement));

test.beforeEach(async ({ page }) => {
  await reduceMotion(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('Menu opens the whole site by touch; the page chosen opens, and is then marked in the menu', async ({
    page,
  }) => {
    await page.goto(paths.home);
    await expect(mainNav(page)).toBeHidden();
    await menuButton(page).tap();
    const panel = menuPanel(page);
    await expect(panel.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
    await panel.getByRole('link', { name: 'Compare Plans' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Compare Plans' })).toBeVisible();
    await expect(panel).toBeHidden();

    await menuButton(page).tap();
    await expect(panel.getByRole('link', { name: 'Compare Plans' })).toHaveAttribute('aria-current', 'page');
    await expect(panel.locator('[aria-current]')).toHaveCount(1);
  });

  test('every section of the catalogue is two taps from the home page, Senior Connect one', async ({ page }) => {
    await page.goto(paths.home);
    const seniorConnect = page.getByRole('banner').getByRole('link', { name: 'Senior Connect' });
    await seniorConnect.tap();
    await expect(page).toHaveURL((url) => url.pathname === paths.seniorConnect);
    // The second tap on a section's link is the first test's; that every section's address has a
    // page of its own is the pass over every page's (e2e/hydration.spec.ts). Here: each is there.
    await page.goto(paths.home);
    await menuButton(page).tap();
    for (const section of sitemap) {
      const link = menuPanel(page).getByRole('link', { name: section.title, exact: true });
      await expect(link, section.title).toHaveAttribute('href', section.path);
    }
  });

  test('the menu shows the pages for the user type chosen on a catalogue page, and only those', async ({ page }) => {
    const type: UserType = 'business';
    const forOthersOnly = flattenSitemap().filter((entry) => entry.userTypes && !entry.userTypes.includes(type));
    const forThisType = flattenSitemap().filter((entry) => entry.userTypes?.includes(type));
    await page.goto(paths.basebotSetup);
    await page.getByLabel('Show pages for').selectOption(type);
    await menuButton(page).tap();
    const panel = menuPanel(page);
    await expect(panel).toContainText('Showing the pages for: Business');
    for (const entry of forThisType)
      await expect(panel.getByRole('link', { name: entry.title, exact: true })).toBeVisible();
    for (const entry of forOthersOnly)
      await expect(panel.getByRole('link', { name: entry.title, exact: true })).toHaveCount(0);
  });
});

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`on a ${device}, by keyboard: Tab to Menu, Enter opens it with the focus held inside, Escape gives it back`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(paths.seniorConnect);
    const button = menuButton(page);
    for (
      let presses = 0;
      presses < 30 && !(await button.evaluate((element) => element === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menuPanel(page)).toBeVisible();
    await expect.poll(() => focusInside(page)).toBe(true);
    // The focus goes round inside the panel, not back to the page behind it.
    for (let presses = 0; presses < 4; presses += 1) await page.keyboard.press('Shift+Tab');
    expect(await focusInside(page)).toBe(true);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(menuPanel(page)).toBeHidden();
    await expect(button).toBeFocused();
  });
}

test('on a desktop the main sections are links in the header, the current one marked, the rest in Menu', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/pricing');
  const nav = mainNav(page);
  const sectionPaths = sitemap.map((section) => section.path);
  const links = nav.getByRole('link');
  await expect(links.first()).toBeVisible();
  for (const href of await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))) {
    expect(sectionPaths, `${href} is a section of the catalogue`).toContain(href);
  }
  await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current]')).toHaveCount(1);

  await nav.getByRole('link', { name: 'Support' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Support' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current]')).toHaveCount(1);

  // What the header does not name is one click further, in Menu.
  const named = await links.allTextContents();
  await menuButton(page).click();
  for (const section of sitemap.filter((entry) => !named.includes(entry.title))) {
    await expect(menuPanel(page).getByRole('link', { name: section.title, exact: true })).toBeVisible();
  }
});
