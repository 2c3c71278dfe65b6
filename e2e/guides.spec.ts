import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, reduceMotion, test } from './fixtures';
import { knowledgeTopicPath, paths } from '@/config/paths';
import { guidedPaths } from '@/content/guided-paths';
import { helpCategories } from '@/content/help';
import { site } from '@/content/site';

const provider = site.voiceProvider.name;

function sitemapOf(page: Page) {
  return page.getByRole('tabpanel').getByRole('list', { name: 'Sitemap' });
}

async function chooseUserType(page: Page, type: string) {
  await page.getByLabel('Show the user path for').selectOption(type);
}

test.beforeEach(async ({ page }) => {
  await reduceMotion(page);
});

test.describe('navigation guide', () => {
  test('has the search hint, the user-path selector, three tabs and the special pages', async ({ page }) => {
    await page.goto(paths.providerNavigation);
    await expect(page.getByRole('heading', { level: 1, name: site.guides.map })).toBeVisible();
    const hint = page.getByRole('complementary', { name: 'Site search' });
    // This device's shortcut only (a Linux desktop: Ctrl K); a Mac is told ⌘ K, a touch phone none.
    await expect(hint).toContainText('Ctrl K');
    await expect(hint).not.toContainText('⌘');
    await hint.getByRole('button', { name: 'Search the site' }).click();
    await expect(page.getByRole('combobox', { name: 'Search the site' })).toBeFocused();
    await page.keyboard.press('Escape');

    const select = page.getByLabel('Show the user path for');
    await expect(select.locator('option')).toHaveText([
      'General visitor',
      'Influencer',
      'Business',
      'Celebrity',
      'Affiliate',
    ]);
    await expect(page.getByRole('tab')).toHaveText(['Sitemap', 'User Paths', 'Knowledge Base']);

    const pages = page.getByRole('region', { name: 'Special Pages' });
    await expect(pages.getByRole('link', { name: 'Senior Connect' })).toHaveAttribute('href', paths.seniorConnect);
    await expect(pages.getByRole('link', { name: 'Knowledge Base' })).toHaveAttribute('href', paths.knowledgeBase);
    await expect(pages.getByRole('link', { name: 'Chat with AI Assistants' })).toHaveAttribute('href', paths.bots);
    await expect(pages.getByRole('link', { name: 'GregBot' })).toHaveAttribute('href', paths.gregbotSection);
    await expectNoAxeViolations(page);
  });

  test('the sitemap shows each user type only what is meant for it, and remembers the choice', async ({ page }) => {
    await page.goto(paths.providerNavigation);
    const sitemap = sitemapOf(page);

    await chooseUserType(page, 'affiliate');
    await expect(sitemap.getByRole('link', { name: 'Affiliate Program', exact: true })).toBeVisible();
    await expect(sitemap.getByRole('link', { name: 'API Documentation' })).toBeVisible();
    await expect(sitemap.getByRole('link', { name: 'Enterprise Pricing' })).toHaveCount(0);
    await expect(sitemap.getByRole('link', { name: 'VIP Support' })).toHaveCount(0);
    await expect(sitemap.getByRole('link', { name: 'AI Conversations' })).toHaveCount(0);

    await chooseUserType(page, 'business');
    await expect(sitemap.getByRole('link', { name: 'VIP Support' })).toBeVisible();
    await expect(sitemap.getByRole('link', { name: 'Enterprise Pricing' })).toBeVisible();
    await expect(sitemap.getByRole('link', { name: 'Affiliate Program', exact: true })).toHaveCount(0);
    await expect(sitemap.getByRole('link', { name: 'Self-Service Setup' })).toHaveCount(0);

    await chooseUserType(page, 'general');
    await expect(sitemap.getByRole('link', { name: 'Self-Service Setup' })).toBeVisible();
    await expect(sitemap.getByRole('link', { name: 'Senior Connect' })).toBeVisible();
    await expect(sitemap.getByRole('link', { name: 'VIP Setup' })).toHaveCount(0);
    await expect(sitemap.getByRole('link', { name: 'Multi-Channel Deployment' })).toHaveCount(0);

    await chooseUserType(page, 'celebrity');
    await page.reload();
    await expect(page.getByLabel('Show the user path for')).toHaveValue('celebrity');
    await expect(sitemap.getByRole('link', { name: 'VIP Support' })).toBeVisible();
    await expect(sitemap.getByRole('link', { name: 'Senior Connect' })).toHaveCount(0);
  });

  test('the user paths follow the chosen type', async ({ page }) => {
    await page.goto(paths.providerNavigation);
    await chooseUserType(page, 'affiliate');
    await page.getByRole('tab', { name: 'User Paths' }).click();
    const steps = page.getByRole('list', { name: 'Suggested path for Affiliate' }).getByRole('link');
    await expect(steps.first()).toHaveText('For Affiliate Marketing');
    await expect(steps).toHaveCount(5);
    await chooseUserType(page, 'business');
    await expect(page.getByRole('list', { name: 'Suggested path for Business' }).getByRole('link').first()).toHaveText(
      'For Businesses',
    );
  });

  test('the knowledge tab lists categories and shows their topics with examples', async ({ page }) => {
    await page.goto(paths.providerNavigation);
    await page.getByRole('tab', { name: 'Knowledge Base' }).click();
    const categories = page.getByRole('tablist', { name: 'Help categories' }).getByRole('tab');
    await expect(categories).toHaveCount(helpCategories.length);
    const pricing = helpCategories.find((category) => category.id === 'pricing')!;
    await categories.filter({ hasText: pricing.title }).click();
    const topic = pricing.topics[0]!;
    const heading = page.getByRole('heading', { level: 3, name: topic.title });
    await expect(heading).toBeVisible();
    await expect(heading.getByRole('link')).toHaveAttribute('href', knowledgeTopicPath(topic.id));
    if (topic.examples?.[0]) await expect(page.getByText(topic.examples[0], { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('at 375px nothing overflows sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(paths.providerNavigation);
    await expect(sitemapOf(page)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('knowledge guide', () => {
  test('has site navigation, common user flows and the voice provider tab', async ({ page }) => {
    await page.goto(paths.providerKnowledge);
    await expect(page.getByRole('heading', { level: 1, name: site.guides.site })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText([
      'Site Navigation',
      'Common User Flows',
      'Voice Provider Integration',
    ]);
    await chooseUserType(page, 'affiliate');
    await expect(sitemapOf(page).getByRole('link', { name: 'Affiliate Program', exact: true })).toBeVisible();
    await expect(sitemapOf(page).getByRole('link', { name: 'Enterprise Pricing' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Common User Flows' }).click();
    for (const guided of guidedPaths) {
      const trail = page.getByRole('navigation', { name: `Path: ${guided.title}` });
      await expect(trail.getByRole('listitem').filter({ hasText: guided.voicePath.at(-1)! })).toBeVisible();
    }

    await page.getByRole('tab', { name: 'Voice Provider Integration' }).click();
    await expect(page.getByRole('heading', { name: `Connect ${provider} in three steps` })).toBeVisible();
    await page.getByRole('link', { name: `Connecting ${provider} to your BaseBot` }).click();
    await expect(page).toHaveURL(/\/knowledgebase\?topic=connecting-voice-provider$/);
    await expect(page.getByRole('heading', { level: 3, name: `Connecting ${provider} to your BaseBot` })).toBeVisible();
  });

  test('both guides are linked from the knowledge base pages and found by search', async ({ page }) => {
    await page.goto(paths.helpCentre);
    await page
      .getByRole('main')
      .getByRole('link', { name: `${site.guides.site}`, exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: site.guides.site })).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search the site' }).fill('navigation guide');
    await page.getByRole('option', { name: new RegExp(`^${site.guides.map}`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: site.guides.map })).toBeVisible();
  });
});
