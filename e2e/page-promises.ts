import { expect, type Page } from '@playwright/test';
import { paths } from '@/config/paths';
import { bots } from '@/content/bots';
import { team, testimonials } from '@/content/company';
import { planComparison, specials } from '@/content/services';
import { site } from '@/content/site';

// What each page must contain, the promise its title and text make: checked as most visitors see
// the pages, on a phone (e2e/promises.spec.ts) and a desktop (the pass over every page in
// e2e/hydration.spec.ts), and in the reading mode (e2e/reading-mode.spec.ts, in its pass over the
// screens, which takes every page with a promise).

export type PagePromise = { readonly path: string; readonly check: (page: Page) => Promise<void> };

const main = (page: Page) => page.getByRole('main');

export const PAGE_PROMISES: readonly PagePromise[] = [
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

/** The promise of the page at `path`, if it has one. */
export function promiseOf(path: string): PagePromise['check'] | undefined {
  return PAGE_PROMISES.find((promise) => promise.path === path)?.check;
}
