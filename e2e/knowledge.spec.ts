import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, reduceMotion, test, waitForServiceWorker } from './fixtures';
import { knowledgeTopicPath, paths } from '@/config/paths';
import { findHelpTopic, helpCategories } from '@/content/help';
import { services } from '@/content/services';
import { site } from '@/content/site';

function browserOf(page: Page) {
  return page.getByRole('region', { name: 'Knowledge browser' });
}

function topicHeading(page: Page, title: string) {
  return browserOf(page).getByRole('heading', { level: 3, name: title, exact: true });
}

test.beforeEach(async ({ page }) => {
  await reduceMotion(page);
});

test.describe('knowledge base page', () => {
  test('offers a way home, a call, GregBot, setup, the search, the assistant and the guides', async ({ page }) => {
    await page.goto(paths.knowledgeBase);
    await expect(page.getByRole('heading', { level: 1, name: 'Knowledge Base' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', paths.home);
    await expect(main.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', site.phone.href);
    await expect(main.getByRole('link', { name: /GregBot/ })).toHaveAttribute('href', paths.gregbotSection);
    await expect(main.getByRole('link', { name: 'Set up a BaseBot' })).toHaveAttribute('href', paths.basebotSetup);
    await expect(main.getByRole('link', { name: 'Call for help' })).toHaveAttribute('href', site.phone.href);
    await expect(main.getByRole('link', { name: 'Chat with the assistant' })).toHaveAttribute('href', paths.bots);
    await expect(main.getByRole('link', { name: `${site.guides.site}` })).toHaveAttribute(
      'href',
      paths.providerKnowledge,
    );
    await expect(main.getByRole('link', { name: `${site.guides.map}` })).toHaveAttribute(
      'href',
      paths.providerNavigation,
    );
    await main.getByRole('button', { name: 'Search the site' }).click();
    await expect(page.getByRole('combobox', { name: 'Search the site' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(main.getByRole('button', { name: 'Search the site' })).toBeFocused();
  });

  test('has the four sections in an accordion, and a #section link opens its section', async ({ page }) => {
    await page.goto(paths.knowledgeBase);
    const triggers = page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('button');
    await expect(triggers).toHaveCount(4);
    await expect(triggers.nth(0)).toContainText('Kitchen Services');
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
    for (const service of services) await expect(page.getByRole('heading', { name: service.name })).toBeVisible();
    const setup = page.getByRole('heading', { level: 3 }).getByRole('button', { name: /BaseBot Setup/ });
    await setup.click();
    await expect(setup).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('heading', { name: 'Self-service', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'VIP', exact: true })).toBeVisible();

    await page.goto(paths.home);
    await page.goto(`${paths.knowledgeBase}#voice-integration`);
    const voice = page.getByRole('heading', { level: 3 }).getByRole('button', { name: /Voice Integration/ });
    await expect(voice).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(`${site.voiceProvider.name} gives your BaseBot its voice`)).toBeInViewport();
    await expect(
      page.getByRole('heading', { level: 3 }).getByRole('button', { name: /Related Services/ }),
    ).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('knowledge browser', () => {
  test('with nothing selected it invites a choice', async ({ page }) => {
    await page.goto(paths.knowledgeBase);
    await expect(browserOf(page).getByRole('heading', { name: 'Select a Topic' })).toBeVisible();
    await expect(browserOf(page).getByText('Information Portal')).toBeVisible();
  });

  test('searches from three characters, explains shorter input, counts and clears', async ({ page }) => {
    await page.goto(paths.knowledgeBase);
    const browser = browserOf(page);
    const box = browser.getByRole('searchbox', { name: 'Search the knowledge base' });
    await box.fill('  vo ');
    await browser.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(browser.getByText('Please type at least 3 characters to search')).toBeVisible();
    const categories = browser.getByRole('navigation', { name: 'Help categories' }).getByRole('button', {
      expanded: true,
    });
    await expect(categories).toHaveCount(0);

    await box.fill('widget');
    await box.press('Enter');
    const count = browser.getByText(/topics? match “widget”/);
    await expect(count).toBeVisible();
    const topicButtons = browser.getByRole('navigation', { name: 'Help categories' }).locator('ul ul button');
    const shown = await topicButtons.count();
    expect(shown).toBeGreaterThan(0);
    await expect(count).toHaveText(`${shown} ${shown === 1 ? 'topic matches' : 'topics match'} “widget”`);
    // Only matching topics are listed, and their categories are open.
    const total = helpCategories.reduce((sum, category) => sum + category.topics.length, 0);
    expect(shown).toBeLessThan(total);
    await expect(browser.getByRole('button', { name: /Channels/ })).toHaveAttribute('aria-expanded', 'true');

    await box.fill('zzqxvw');
    await box.press('Enter');
    await expect(
      browser.getByText('No topics match “zzqxvw”. Try other words, or browse the categories.'),
    ).toBeVisible();

    await browser.getByRole('button', { name: 'Clear' }).click();
    await expect(box).toHaveValue('');
    await expect(browser.getByText(/match “/)).toHaveCount(0);
    await expect(browser.getByRole('navigation', { name: 'Help categories' }).getByRole('button')).toHaveCount(
      helpCategories.length,
    );
  });

  test('a question finds its topic first, and nothing suggests rephrasing', async ({ page }) => {
    await page.goto(paths.knowledgeBase);
    const browser = browserOf(page);
    const box = browser.getByRole('searchbox', { name: 'Search the knowledge base' });
    await box.fill('how much does it cost');
    await box.press('Enter');
    await expect(browser.getByText(/topics? match “how much does it cost”/)).toBeVisible();
    await expect(browser.getByText(/Try other words/)).toHaveCount(0);
    const topics = browser.getByRole('navigation', { name: 'Help categories' }).locator('ul ul button');
    await expect(topics.first()).toHaveText('Our plans and prices');
    await topics.first().click();
    await expect(page).toHaveURL(/\?topic=pricing-plans$/);
    await expect(topicHeading(page, 'Our plans and prices')).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('categories open and close; a topic shows its content, examples and related topics', async ({ page }) => {
    await page.goto(paths.knowledgeBase);
    const browser = browserOf(page);
    const category = helpCategories.find((item) => item.id === 'voice-provider')!;
    const toggle = browser.getByRole('button', { name: new RegExp(category.title) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const first = category.topics[0]!;
    await browser.getByRole('button', { name: first.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?topic=${first.id}$`));
    await expect(topicHeading(page, first.title)).toBeFocused();
    await expect(browser.getByText(first.content.split('\n\n')[0]!)).toBeVisible();
    const examples = browser.getByRole('list', { name: 'Examples' }).getByRole('listitem');
    await expect(examples).toHaveText([...first.examples!]);

    const relatedId = first.relatedTopics![0]!;
    const related = findHelpTopic(relatedId)!;
    await browser
      .getByRole('list', { name: 'Related Topics' })
      .getByRole('button', { name: related.title, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`\\?topic=${relatedId}$`));
    await expect(topicHeading(page, related.title)).toBeVisible();

    await page.goBack();
    await expect(topicHeading(page, first.title)).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(
      browser
        .getByRole('navigation', { name: 'Help categories' })
        .getByRole('button', { name: category.topics[1]!.title, exact: true }),
    ).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test('a shared ?topic= link opens that topic directly; an unknown one says so', async ({ page }) => {
    const topic = findHelpTopic('choosing-a-voice')!;
    await page.goto(knowledgeTopicPath(topic.id));
    await expect(topicHeading(page, topic.title)).toBeInViewport();
    await expect(browserOf(page).getByRole('button', { name: topic.title, exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expectNoAxeViolations(page);

    await page.goto(knowledgeTopicPath('no-such-topic'));
    await expect(browserOf(page).getByRole('heading', { name: 'Topic not found' })).toBeVisible();
    await expect(browserOf(page).getByText(/could not find a topic called “no-such-topic”/)).toBeVisible();
  });

  test('at 375px the panels stack and nothing overflows sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(knowledgeTopicPath('connecting-voice-provider'));
    const searchbox = browserOf(page).getByRole('searchbox');
    const topic = topicHeading(page, findHelpTopic('connecting-voice-provider')!.title);
    // The topic opens as the page goes live: measured before then, one of the two is not there yet.
    await expect(searchbox).toBeVisible();
    await expect(topic).toBeVisible();
    const search = await searchbox.boundingBox();
    const heading = await topic.boundingBox();
    expect(search && heading && heading.y > search.y).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('the help centre lists every category and links its topics into the browser', async ({ page }) => {
  await page.goto(paths.helpCentre);
  await expect(page.getByRole('heading', { level: 1, name: 'Help Centre' })).toBeVisible();
  for (const category of helpCategories) {
    await expect(page.getByRole('heading', { level: 2, name: category.title, exact: true })).toBeVisible();
  }
  const topic = helpCategories[0]!.topics[0]!;
  const link = page.getByRole('link', { name: topic.title, exact: true });
  await expect(link).toHaveAttribute('href', knowledgeTopicPath(topic.id));
  await link.click();
  await expect(topicHeading(page, topic.title)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: `${site.guides.map}`, exact: true })).toHaveAttribute(
    'href',
    paths.providerNavigation,
  );
});

// Offline, its pages and code come from the service worker: this test runs with it.
test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('offline after one visit, the browser searches and opens shared topics', async ({ page, context }) => {
    await page.goto(paths.home);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    try {
      const topic = findHelpTopic('voice-provider-troubleshooting')!;
      await page.goto(knowledgeTopicPath(topic.id));
      await expect(topicHeading(page, topic.title)).toBeVisible();
      const box = browserOf(page).getByRole('searchbox', { name: 'Search the knowledge base' });
      await box.fill('microphone');
      await box.press('Enter');
      await expect(browserOf(page).getByText(/topics? match “microphone”/)).toBeVisible();
      await expect(browserOf(page).getByText('The search could not run')).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
  });
});
