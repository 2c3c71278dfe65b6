import type { Page } from '@playwright/test';
import { effectiveOpacity, expect, expectNoAxeViolations, inRuns, test, waitForHydration } from './fixtures';
import { knowledgeTopicPath, paths } from '@/config/paths';
import { flattenSitemap } from '@/content/sitemap';
import { services, specials } from '@/content/services';
import { site } from '@/content/site';

const registeredRoutes: ReadonlyArray<[string, RegExp]> = [
  [paths.home, /Soup Kitchen/],
  [paths.knowledgeBase, /Knowledge Base/],
  [paths.helpCentre, /Help Centre/],
  [paths.seniorConnect, /Senior Connect/],
  [paths.providerKnowledge, new RegExp(`${site.guides.site}`)],
  [paths.providerNavigation, new RegExp(`${site.guides.map}`)],
  [paths.bots, /Chat with AI Assistants/],
];

// Every page is checked for its own heading with the hydration pass (e2e/hydration.spec.ts) and
// for axe in easier reading (e2e/reading-mode.spec.ts); the main routes are also scanned as most
// visitors see them.
test.describe('registered routes', () => {
  for (const [run, routes] of inRuns(registeredRoutes, 2).entries()) {
    test(`${routes.map(([path]) => path).join(', ')} render their headings with no axe violations (run ${run + 1})`, async ({
      page,
    }) => {
      for (const [path, heading] of routes) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });
  }
});

test('the link targets outside the sitemap sections are in the catalogue too', () => {
  const catalogue = flattenSitemap().map((entry) => entry.path);
  for (const path of [paths.login, paths.dashboard, paths.account, paths.affiliate]) expect(catalogue).toContain(path);
});

test('a catalogue page lists its children for the chosen user type, and axe finds nothing', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: /Pricing/ })).toBeVisible();
  const select = page.getByLabel('Show pages for');
  await select.selectOption('business');
  await expect(page.getByRole('link', { name: /^Enterprise Pricing/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Affiliate Program/ })).toHaveCount(0);
  await select.selectOption('affiliate');
  await expect(page.getByRole('link', { name: /Affiliate Program/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Enterprise Pricing/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The choice is remembered on the device.
  await page.reload();
  await expect(page.getByLabel('Show pages for')).toHaveValue('affiliate');
});

test('an unknown path shows the friendly not-found page with a way home and a way to search', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/no-such-page/at-all')).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Search the site' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('home page', () => {
  test('shows the hero, help card, six services, three specials and GregBot', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText(site.tagline, { exact: false })).toBeVisible();
    const help = page.getByRole('region', { name: 'How Can We Help You Today?' });
    await expect(help.getByRole('link', { name: `Call ${site.phone.display}` })).toHaveAttribute(
      'href',
      site.phone.href,
    );
    await expect(help.getByRole('link', { name: 'Knowledge Base' })).toHaveAttribute('href', paths.knowledgeBase);

    const servicesRegion = page.getByRole('region', { name: 'Our Services' });
    await expect(servicesRegion.getByRole('article')).toHaveCount(6);
    for (const service of services) {
      await expect(servicesRegion.getByRole('link', { name: service.name, exact: true })).toHaveAttribute(
        'href',
        knowledgeTopicPath(service.topicId),
      );
    }
    const specials = page.getByRole('region', { name: "Today's Specials" });
    for (const [tag, complexity] of [
      ['STARTER', 'low'],
      ['MAIN', 'medium'],
      ['ENTERPRISE', 'high'],
    ] as const) {
      const card = specials.getByRole('article').filter({ hasText: tag });
      await expect(card).toContainText(`${complexity} complexity`);
    }
    const greg = page.locator(`#gregbot-section`);
    await expect(greg.getByRole('heading', { name: 'Meet GregBot' })).toBeVisible();
    // GregBot answers in place (e2e/assistant.spec.ts); the full chat is one link away.
    await expect(greg.getByRole('textbox', { name: 'Message GregBot' })).toBeVisible();
    await expect(greg.getByRole('button', { name: 'Talk to GregBot' })).toBeVisible();
    await expect(greg.getByRole('link', { name: 'Continue in full chat' })).toHaveAttribute(
      'href',
      /^\/bots\?bot=gregbot/,
    );
  });

  test('the GregBot link from another page scrolls to the section', async ({ page }) => {
    await page.goto(`${paths.seniorConnect}`);
    await page.goto(paths.gregbotSection);
    await expect(page.getByRole('heading', { name: 'Meet GregBot' })).toBeInViewport();
  });

  test('with scripts, the services and specials come in as they are scrolled to, and end fully visible', async ({
    page,
  }) => {
    await page.goto(paths.home);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // What is on screen when the page runs is never hidden for an entrance; what is below waits.
    expect(await effectiveOpacity(page.getByRole('heading', { level: 1 }))).toBe(1);
    const heading = (name: string) => page.getByRole('heading', { level: 3, name, exact: true });
    const lastSpecial = specials.at(-1)?.name ?? '';
    await expect.poll(() => effectiveOpacity(heading(lastSpecial))).toBe(0);
    for (const { name } of [...services, ...specials]) {
      await heading(name).scrollIntoViewIfNeeded();
      await expect.poll(() => effectiveOpacity(heading(name)), { message: name }).toBe(1);
    }
  });

  test('the footer links to the services page in a new tab', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('contentinfo').getByRole('link', { name: /Our services/ });
    await expect(link).toHaveAttribute('href', site.servicesUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('moving between pages', () => {
  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

  test('a new page opens at its top, Back returns to where the last one was, and a #section link at its section', async ({
    page,
  }) => {
    await page.goto(paths.knowledgeBase);
    await waitForHydration(page);
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Senior Connect', exact: true });
    await footerLink.scrollIntoViewIfNeeded();
    const left = await scrollY(page);
    expect(left).toBeGreaterThan(500);

    await footerLink.click();
    await expect(page.getByRole('heading', { level: 1, name: /Senior Connect/ })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: /Knowledge Base/ })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(left);

    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: /Senior Connect/ })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await page.getByRole('link', { name: 'talk to GregBot on the home page' }).click();
    await expect(page.getByRole('heading', { name: 'Meet GregBot' })).toBeInViewport();
  });
});

test.describe('header', () => {
  test('on desktop: brand, search button with its shortcut, login', async ({ page }) => {
    await page.goto('/senior-connect');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: `${site.brand} home` })).toBeVisible();
    const search = header.getByRole('button', { name: /Search/ });
    await expect(search).toBeVisible();
    await expect(search).toContainText(/Ctrl\+K|⌘K/);
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', paths.login);
    await search.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(search).toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('the first Tab shows "Skip to content" above the header, and it moves focus to the content', async ({
    page,
  }) => {
    await page.goto(paths.seniorConnect);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    // Nothing (the sticky header) covers it: the point at its centre is the link itself.
    const onTop = await skip.evaluate((link) => {
      const box = link.getBoundingClientRect();
      return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === link;
    });
    expect(onTop).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('at 375px the search button is an icon without the shortcut, and nothing overflows sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: `${site.brand} home` })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    const search = header.getByRole('button', { name: /Search/ });
    await expect(search).toBeVisible();
    await expect(search).not.toContainText(/Search|Ctrl|⌘/, { useInnerText: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('senior connect', () => {
  test('states the offer and calls the help line', async ({ page }) => {
    await page.goto(paths.seniorConnect);
    const features = page.getByRole('list', { name: 'Features' }).getByRole('heading');
    await expect(features).toHaveText([
      'Easy voice navigation',
      'Family connection',
      'Health and wellness',
      '24/7 support',
    ]);
    await expect(page.getByText(`From ${site.seniorConnect.price}`)).toBeVisible();
    await expect(page.getByText('Toll-free number')).toBeVisible();
    await expect(page.getByText('Available in all 50 states')).toBeVisible();
    await expect(page.getByText(/say "operator"/i).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: `Call ${site.phone.display}` })).toHaveAttribute(
      'href',
      site.phone.href,
    );
  });
});
