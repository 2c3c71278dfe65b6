import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { knowledgeTopicPath, paths } from '@/config/paths';
import { findHelpTopic } from '@/content/help';
import { specials } from '@/content/services';
import { site } from '@/content/site';

test('/features/voice opens the voice feature page', async ({ page }) => {
  const response = await page.goto('/features/voice');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: /Voice/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the search icon in the header opens the search dialog', async ({ page }) => {
    await page.goto(paths.seniorConnect);
    const header = page.getByRole('banner');
    await expect(header.getByText('Ctrl+K')).toBeHidden();
    await header.getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: /Search/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox')).toBeFocused();
  });
});

test('/pricing shows the three plans with their prices and a way to call', async ({ page }) => {
  await page.goto('/pricing');
  const plans = page.getByRole('region', { name: 'Plans' });
  for (const plan of specials) {
    const card = plans.getByRole('article').filter({ has: page.getByRole('heading', { name: plan.name }) });
    await expect(card).toContainText(plan.price);
  }
  await expect(plans.getByRole('link', { name: /call/i })).toHaveAttribute('href', site.phone.href);
  await expectNoAxeViolations(page);
});

test('a feature page lists its help topics, each opening in the knowledge browser', async ({ page }) => {
  await page.goto('/features/multi-channel');
  const topics = page.getByRole('region', { name: 'Help topics' });
  const topic = findHelpTopic('phone-channel')!;
  await expect(topics.getByRole('link', { name: topic.title })).toHaveAttribute('href', knowledgeTopicPath(topic.id));
  await expectNoAxeViolations(page);
  await topics.getByRole('link', { name: topic.title }).click();
  await expect(page.getByRole('heading', { name: topic.title }).first()).toBeVisible();
});

test('picking a help result in search while on the knowledge base scrolls to the topic and focuses it', async ({
  page,
}) => {
  await page.goto(knowledgeTopicPath('what-is-a-basebot'));
  await waitForHydration(page);
  const topic = findHelpTopic('clearing-data')!;
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search the site' }).fill(topic.title);
  await page
    .getByRole('option', { name: new RegExp(`^${topic.title}`) })
    .first()
    .click();
  const heading = page.getByRole('heading', { name: topic.title });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
});

test('offline, voice search says so at once instead of recording', async ({ page, context }) => {
  await page.goto(paths.home);
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  const voice = page.getByRole('dialog').getByRole('button', { name: 'Search by voice' });
  await expect(voice).toBeEnabled();
  await context.setOffline(true);
  await voice.click();
  await expect(page.getByText(/Voice search needs an internet connection/)).toBeVisible();
  await expect(voice).toHaveAttribute('aria-pressed', 'false');
  await context.setOffline(false);
});
