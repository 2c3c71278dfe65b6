// The browser takes over each prerendered page: React must report nothing (no hydration error, no
// warning), and the page's interactive parts must work once it has. Detailed mismatch reports
// exist only in React's development build; tests/app/hydration.test.tsx checks those.
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { listPageRoutes } from '@/app/page-routes';
import { knowledgeTopicPath, paths } from '@/config/paths';
import { findHelpTopic } from '@/content/help';
import { sitemap } from '@/content/sitemap';
import { expectNoAxeViolations, inRuns, nestedLiveRegions, waitForHydration } from './fixtures';
import { promiseOf } from './page-promises';

// Taken over as a visitor's browser does it, with the service worker registering (see the config).
test.use({ serviceWorkers: 'allow' });

/** What the app (and Playwright) say when the test blocks the service worker. */
const BLOCKED_WORKER_WARNINGS = /^Service worker registration failed|^Service Worker registration blocked/i;

/**
 * Console output that would mean the page was not taken over cleanly. `workerBlocked`: the test
 * blocks the service worker, and the app's warning that it could not register is the test's doing.
 */
function watchConsole(page: Page, { workerBlocked = false } = {}): string[] {
  const reports: string[] = [];
  const onMessage = (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The not-found page's own 404 status, which Chromium logs as a failed load, is the point.
    if (message.location().url === page.url() && /status of 404/.test(message.text())) return;
    if (workerBlocked && BLOCKED_WORKER_WARNINGS.test(message.text())) return;
    reports.push(`${message.type()}: ${message.text()}`);
  };
  page.on('console', onMessage);
  page.on('pageerror', (error) => reports.push(`uncaught: ${error.message}`));
  return reports;
}

const UNKNOWN_PATH = '/no-such-page';

// One pass over every page (with scripts) on a desktop also checks that each catalogue path has a
// page of its own (its heading, not the not-found page's) and, where a page makes a promise
// (e2e/page-promises.ts), that it keeps it with nothing scrolling sideways and no axe violation.
test.describe('no hydration error or warning on any prerendered page', () => {
  const addresses = [...listPageRoutes().map((page) => page.path), UNKNOWN_PATH];
  const runs = inRuns(addresses, 6);
  for (const [run, pages] of runs.entries()) {
    // The first run's pages are taken over with the service worker registering, as a visitor's
    // are; the others block it, whose install (its precache is every page) doubled their time.
    const workerBlocked = run > 0;
    test.describe(() => {
      test.use({ serviceWorkers: workerBlocked ? 'block' : 'allow' });
      test(`pages ${run + 1} of ${runs.length}: ${pages[0]} to ${pages.at(-1)}`, async ({ page }) => {
        const reports = watchConsole(page, { workerBlocked });
        for (const path of pages) {
          await test.step(path, async () => {
            await page.goto(path);
            await waitForHydration(page);
            // Parts that load after the page (the home page below the fold) hydrate in their own
            // time; on other pages a late report still shows up at the next page's check.
            if (path === paths.home || path === pages.at(-1)) await page.waitForLoadState('networkidle');
            expect(reports, path).toEqual([]);
            // What a live region says is said once: none sits inside another.
            expect(await nestedLiveRegions(page), path).toEqual([]);
            const notFound = page.getByRole('heading', { level: 1, name: 'Page not found' });
            await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
            await expect(notFound, path).toHaveCount(path === UNKNOWN_PATH ? 1 : 0);
            const promise = promiseOf(path);
            if (!promise) return;
            const sideways = await page.evaluate(
              () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
            );
            expect(sideways, `${path} scrolls sideways`).toBe(false);
            await expectNoAxeViolations(page);
            // Last: a promise may lead on to another page.
            await promise(page);
          });
        }
      });
    });
  }
});

test.describe('interactive parts work once the page is taken over', () => {
  test('home: the header search opens the search dialog', async ({ page }) => {
    await page.goto(paths.home);
    await waitForHydration(page);
    await page.getByRole('button', { name: /Search/ }).click();
    await expect(page.getByRole('combobox', { name: 'Search the site' })).toBeFocused();
  });

  test('knowledge base: the browser searches and opens a topic', async ({ page }) => {
    await page.goto(paths.knowledgeBase);
    await waitForHydration(page);
    const browser = page.getByRole('region', { name: 'Knowledge browser' });
    await browser.getByRole('searchbox').fill('voice');
    await browser.getByRole('searchbox').press('Enter');
    await expect(browser.getByText(/topics? match/)).toBeVisible();
    await browser.getByRole('button', { name: 'Choosing a voice', exact: true }).click();
    await expect(browser.getByRole('heading', { level: 3, name: 'Choosing a voice' })).toBeVisible();
    await expect(page).toHaveURL(/\?topic=choosing-a-voice/);
  });

  test('a catalogue page: the user type changes what it lists', async ({ page }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    await page.getByLabel('Show pages for').selectOption('business');
    await expect(page.getByRole('link', { name: /^Enterprise Pricing/ })).toBeVisible();
  });

  test('a catalogue page: a link in its text kept as prerendered opens the next page in the app', async ({ page }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    // A page loaded afresh would forget this.
    await page.evaluate(() => Object.assign(window, { keptAcrossTheMove: true }));
    await page.getByRole('link', { name: 'Compare the plans side by side' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'The plans side by side' })).toBeVisible();
    expect(await page.evaluate(() => 'keptAcrossTheMove' in window)).toBe(true);
  });

  test('a navigation guide: tabs switch', async ({ page }) => {
    await page.goto(paths.providerNavigation);
    await waitForHydration(page);
    await page.getByRole('tab', { name: 'User Paths' }).click();
    await expect(page.getByRole('tab', { name: 'User Paths' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a guided path: its page opens the next step', async ({ page }) => {
    await page.goto('/sign-in');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Ask GregBot' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Chat with AI Assistants' })).toBeVisible();
  });

  test('chat: the listen-only assistant answers a statement on the device', async ({ page }) => {
    await page.goto(`${paths.bots}?bot=listenbot`);
    await waitForHydration(page);
    await expect(page.getByLabel('Assistant', { exact: true })).toHaveValue('listenbot');
    const input = page.getByRole('textbox', { name: /^Message / });
    await input.fill('I like soup');
    await input.press('Enter');
    await expect(page.getByRole('log').getByText('I like soup')).toBeVisible();
  });

  test('the not-found page: its search button opens the search', async ({ page }) => {
    await page.goto('/no-such-page');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('/no-such-page')).toBeVisible();
    await page.getByRole('button', { name: 'Search the site' }).click();
    await expect(page.getByRole('combobox', { name: 'Search the site' })).toBeFocused();
  });
});

test.describe('what the device knows applies after the page is taken over', () => {
  test('the chosen user type', async ({ page }) => {
    const section = sitemap.find((entry) => entry.path === '/pricing')!;
    const enterprise = section.children!.find((child) => child.path === '/pricing/enterprise')!;
    await page.goto(paths.home);
    await page.evaluate(() => localStorage.setItem('basebots.user-type', 'business'));
    await page.goto('/pricing');
    await waitForHydration(page);
    await expect(page.getByLabel('Show pages for')).toHaveValue('business');
    await expect(page.getByRole('link', { name: enterprise.title })).toBeVisible();
    await expect(page.getByRole('link', { name: /Affiliate Program/ })).toHaveCount(0);
  });

  test('a page meant for some visitors says so to the others only', async ({ page }) => {
    const vip = sitemap.flatMap((entry) => entry.children ?? []).find((entry) => entry.path === '/basebot-setup/vip')!;
    expect(vip.userTypes).not.toContain('general');
    const note = page.getByText(/^This page is mainly for /);
    await page.goto(paths.home);
    await page.evaluate((type) => localStorage.setItem('basebots.user-type', type), vip.userTypes![0]!);
    await page.goto(vip.path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: vip.title })).toBeVisible();
    await expect(note).toHaveCount(0);
    await page.evaluate(() => localStorage.setItem('basebots.user-type', 'general'));
    await page.reload();
    await waitForHydration(page);
    await expect(note).toBeVisible();
  });

  test('a ?topic= in the address', async ({ page }) => {
    const topic = findHelpTopic('choosing-a-voice')!;
    await page.goto(knowledgeTopicPath(topic.id));
    await waitForHydration(page);
    const browser = page.getByRole('region', { name: 'Knowledge browser' });
    await expect(browser.getByRole('heading', { level: 3, name: topic.title })).toBeInViewport();
  });
});

test('taking over a page adds no second copy of the styles it came with', async ({ page }) => {
  for (const path of [paths.home, '/pricing', paths.bots]) {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const duplicates = await page.evaluate(() => {
      const selectors = (sheet: CSSStyleSheet | null): string[] => {
        const found: string[] = [];
        const walk = (rules: CSSRuleList) => {
          for (const rule of Array.from(rules)) {
            if (rule instanceof CSSStyleRule) found.push(rule.selectorText);
            if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
          }
        };
        if (sheet) walk(sheet.cssRules);
        return found;
      };
      const prerendered = new Set<string>();
      const link = document.querySelector<HTMLLinkElement>('link[data-shared-styles]');
      for (const selector of selectors(link?.sheet ?? null)) prerendered.add(selector);
      for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-page-styles]'))
        for (const selector of selectors(style.sheet)) prerendered.add(selector);
      // What emotion inserted at run time lives in its own sheets, with no text of their own.
      const inserted = Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion]'))
        .filter((style) => style.textContent === '')
        .flatMap((style) => selectors(style.sheet));
      return inserted.filter((selector) => prerendered.has(selector));
    });
    expect(duplicates, path).toEqual([]);
  }
});
