// The site as a browser with JavaScript turned off sees it: every prerendered page is readable
// and its links lead to real pages; what needs scripts says so, and nothing pretends to work.
import { expect, test, type Page } from '@playwright/test';
import { effectiveOpacity, inRuns } from './fixtures';
import { listPageRoutes } from '@/app/page-routes';
import { paths } from '@/config/paths';
import { bots } from '@/content/bots';
import { services, specials } from '@/content/services';
import { site } from '@/content/site';

test.use({ javaScriptEnabled: false });

const pages = listPageRoutes();
const pagePaths = new Set(pages.map((page) => page.path));

/** Text each page with its own route leads with; catalogue and guided-path pages lead with their description. */
const leadText: Record<string, RegExp> = {
  [paths.home]: new RegExp(site.tagline),
  [paths.knowledgeBase]: /Recipes for every question/,
  [paths.helpCentre]: /Browse help by topic/,
  [paths.seniorConnect]: /phone-based assistance service for seniors/,
  [paths.providerKnowledge]: /How to find your way around the site/,
  [paths.providerNavigation]: /The sitemap, the user paths for each kind of visitor/,
  [paths.bots]: new RegExp(`Pick one of our ${bots.length} assistants`),
};

/** The in-site pages the page links to (without query or fragment). */
async function internalLinkTargets(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('#root a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return [
    ...new Set(
      hrefs
        .map((href) => new URL(href))
        .filter((url) => url.origin === origin)
        .map((url) => url.pathname),
    ),
  ];
}

test.describe('every prerendered page reads without scripts', () => {
  const runs = inRuns(pages, 3);
  for (const [run, entries] of runs.entries()) {
    test(`pages ${run + 1} of ${runs.length}: heading, main text and links`, async ({ page }) => {
      for (const entry of entries) {
        await test.step(entry.path, async () => {
          await page.goto(entry.path);
          const main = page.getByRole('main');
          await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(main.getByText(leadText[entry.path] ?? entry.description).first()).toBeVisible();
          // Senior Connect is one tap away from every page, scripts or not.
          await expect(page.getByRole('banner').getByRole('link', { name: 'Senior Connect' })).toHaveAttribute(
            'href',
            paths.seniorConnect,
          );
          for (const target of await internalLinkTargets(page)) {
            expect(pagePaths.has(target) || target === '/', `${entry.path} links to ${target}`).toBe(true);
          }
        });
      }
    });
  }
});

test('links work: from home to the knowledge base to a catalogue page and back', async ({ page }) => {
  await page.goto(paths.home);
  await page.getByRole('link', { name: 'Browse the knowledge base' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Knowledge Base' })).toBeVisible();
  await page.getByRole('link', { name: 'Set up a BaseBot' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'BaseBot Setup' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Self-Service Setup' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Self-Service Setup' })).toBeVisible();
  await page.getByRole('link', { name: `${site.brand} home` }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Soup Kitchen/ })).toBeVisible();
});

test('on a phone, Menu opens the main sections as a plain list, whose links work', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(paths.home);
  const sections = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await expect(sections).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await expect(sections).toBeVisible();
  await sections.getByRole('link', { name: 'Pricing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
});

test('on a desktop the main sections are plain links in the header, with no Menu to press', async ({ page }) => {
  await page.goto(paths.home);
  const sections = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await expect(sections.getByRole('link', { name: 'Support' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeHidden();
  await sections.getByRole('link', { name: 'Support' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
});

test('the services and the specials on the home page are visible without their entrance', async ({ page }) => {
  await page.goto(paths.home);
  for (const item of [...services.map((service) => service.name), ...specials.map((special) => special.name)]) {
    const heading = page.getByRole('heading', { level: 3, name: item, exact: true });
    await heading.scrollIntoViewIfNeeded();
    await expect(heading).toBeVisible();
    expect(await effectiveOpacity(heading), item).toBe(1);
  }
});

test('chat says it needs JavaScript, and shows no controls that cannot work', async ({ page }) => {
  await page.goto(paths.bots);
  await expect(page.getByRole('note')).toContainText('Chatting with the assistants needs JavaScript');
  await expect(page.getByRole('note').getByRole('link', { name: site.phone.display })).toHaveAttribute(
    'href',
    site.phone.href,
  );
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByLabel('Assistant', { exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'New chat' })).toBeHidden();
});

test('search and the knowledge browser say they need JavaScript; their controls are hidden', async ({ page }) => {
  await page.goto(paths.knowledgeBase);
  const notes = page.getByRole('note');
  await expect(notes.filter({ hasText: 'Searching needs JavaScript' })).toBeVisible();
  await expect(notes.filter({ hasText: 'The knowledge browser needs JavaScript' })).toBeVisible();
  await expect(page.getByRole('searchbox')).toBeHidden();
  await expect(page.getByRole('button', { name: /Search/ })).toHaveCount(0);
  // The sections' content is in the page itself.
  await expect(page.getByRole('heading', { name: services[0]!.name })).toBeVisible();

  await page.goto(paths.providerNavigation);
  await expect(page.getByRole('note').filter({ hasText: 'Searching needs JavaScript' })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'open as tabs, which need JavaScript' })).toBeVisible();
  await expect(page.getByRole('tablist')).toBeHidden();
  await expect(page.getByLabel('Show the user path for')).toBeHidden();
  // The first tab's content, the sitemap, is there to read.
  await expect(page.getByRole('list', { name: 'Sitemap' })).toBeVisible();
});
