import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { paths } from '@/config/paths';
import { bots } from '@/content/bots';
import { team, testimonials } from '@/content/company';
import { planComparison, specials } from '@/content/services';
import { site } from '@/content/site';

// Every page keeps the promise its title and text make: a table of "page -> what it must contain",
// checked on a phone and a desktop, in the normal and the reading mode, with axe; and every
// internal link answers 200.

type Promise_ = { readonly path: string; readonly check: (page: Page) => Promise<void> };

const main = (page: Page) => page.getByRole('main');

const PAGES: readonly Promise_[] = [
  {
    path: '/pricing',
    check: async (page) => {
      for (const plan of specials) {
        await expect(main(page).getByRole('link', { name: plan.getStarted.label })).toHaveAttribute(
          'href',
          plan.getStarted.path,
        );
      }
    },
  },
  {
    path: '/pricing/compare',
    check: async (page) => {
      const table = main(page).getByRole('table');
      for (const plan of specials) await expect(table.getByRole('columnheader', { name: plan.name })).toBeVisible();
      for (const row of planComparison)
        await expect(table.getByRole('rowheader', { name: row.feature })).toBeAttached();
      await expect(table.getByRole('cell', { name: site.pricing.starter })).toBeAttached();
    },
  },
  {
    path: '/about/testimonials',
    check: async (page) => {
      for (const item of testimonials) await expect(main(page).getByText(item.name)).toBeVisible();
    },
  },
  {
    path: '/about/team',
    check: async (page) => {
      for (const member of team) {
        await expect(main(page).getByRole('heading', { level: 3, name: member.name })).toBeVisible();
      }
    },
  },
  {
    path: '/support/contact',
    check: async (page) => {
      await expect(main(page).getByRole('textbox', { name: /Your message/ })).toBeVisible();
      await expect(main(page).getByRole('button', { name: 'Send by email' })).toBeVisible();
      await expect(main(page).getByRole('link', { name: `Call ${site.phone.display}` })).toBeVisible();
    },
  },
  {
    path: paths.login,
    check: async (page) => {
      // The embedded default has no Supabase project: the page says so, with no sign-in form.
      await expect(main(page).getByRole('heading', { name: 'Accounts come with a deployment' })).toBeVisible();
      await expect(main(page).getByRole('textbox')).toHaveCount(0);
      await expect(main(page).getByRole('link', { name: `Chat with our ${bots.length} assistants` })).toBeVisible();
      await expect(main(page).getByLabel('Show pages for')).toHaveCount(0);
    },
  },
  {
    path: paths.dashboard,
    check: async (page) => {
      await expect(main(page).getByLabel('Show pages for')).toHaveCount(0);
    },
  },
  {
    path: paths.account,
    check: async (page) => {
      await expect(main(page).getByLabel('Show pages for')).toHaveCount(0);
    },
  },
  {
    path: '/sign-in',
    check: async (page) => {
      // Its way on leads to the Login page, which explains itself and does not lead back here.
      await expect(main(page).getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', paths.login);
      await page.goto(paths.login);
      await expect(main(page).locator('a[href="/sign-in"]')).toHaveCount(0);
    },
  },
  {
    path: paths.providerKnowledge,
    check: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: site.guides.site })).toBeVisible();
    },
  },
  {
    path: paths.providerNavigation,
    check: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: site.guides.map })).toBeVisible();
    },
  },
];

const VIEWPORTS = [
  ['phone', { width: 390, height: 800 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

for (const [device, viewport] of VIEWPORTS) {
  for (const mode of ['normal', 'reading mode'] as const) {
    test(`on a ${device}, ${mode}: every page has what it promises, nothing scrolls sideways, and axe finds nothing`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      if (mode === 'reading mode') {
        await page.addInitScript(() =>
          localStorage.setItem(
            'basebots:reading-mode',
            JSON.stringify({ textSize: 150, highContrast: true, largeTargets: true }),
          ),
        );
      }
      for (const { path, check } of PAGES) {
        await page.goto(path);
        await check(page);
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        );
        expect(sideways, `${path} scrolls sideways`).toBe(false);
        await expectNoAxeViolations(page);
      }
    });
  }
}

test('the plan comparison scrolls in its own box on a phone, and the page does not', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/pricing/compare');
  const box = page.getByRole('group', { name: /Plans compared/ });
  const widths = await box.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(widths.scroll).toBeGreaterThan(widths.client);
});

test('every internal link on every page answers 200', async ({ request }) => {
  test.setTimeout(120_000);
  // Each page's prerendered markup holds its links; following them from the home page reaches every page.
  const status = new Map<string, number>();
  const queue = ['/'];
  while (queue.length > 0) {
    const path = queue.shift() ?? '/';
    if (status.has(path)) continue;
    const response = await request.get(path, { maxRedirects: 0 });
    status.set(path, response.status());
    if (response.status() !== 200 || !(response.headers()['content-type'] ?? '').includes('text/html')) continue;
    const html = await response.text();
    for (const [, href = ''] of html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)) {
      if (!href.startsWith('//') && !status.has(href)) queue.push(href);
    }
  }
  const broken = [...status].filter(([, code]) => code !== 200);
  expect(broken, 'internal links that do not answer 200').toEqual([]);
  expect(status.size).toBeGreaterThan(30);
});
