import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, reduceMotion, test, waitForServiceWorker } from './fixtures';
import { DEVICE_STORAGE } from '@/lib/device-storage';
import { listPageRoutes } from '@/app/page-routes';
import { knowledgeTopicPath, paths } from '@/config/paths';
import { guidedPaths } from '@/content/guided-paths';
import { voiceCommands } from '@/content/voice-commands';
import { setRootTextSize } from './fixtures/layout';
import { SearchDialog } from './pages/search-dialog';

const NO_RESULTS = 'No results found. Try a different search term or use voice search.';

const openWithButton = (page: Page) => new SearchDialog(page).open();

test.describe('global search dialog', () => {
  test.beforeEach(async ({ page }) => {
    await reduceMotion(page);
    await page.goto(paths.seniorConnect);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('Ctrl+K and Cmd+K open and close it; Escape closes it; focus goes into the input and back', async ({ page }) => {
    const search = new SearchDialog(page);
    const { trigger, input } = search;
    await trigger.focus();
    await page.keyboard.press('Control+k');
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('placeholder', /pages, knowledge base, guides, or speak/);
    await page.keyboard.press('Control+k');
    await expect(search.dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Meta+k');
    await expect(input).toBeFocused();
    await page.keyboard.press('Meta+k');
    await expect(search.dialog).toBeHidden();

    await trigger.click();
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(search.dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  // On a phone the suggestions took about as long to render as the rest of the dialog: the box a
  // visitor asked for comes first, with the focus, and they follow.
  test('the search box shows before the suggestions beneath it are rendered', async ({ page }) => {
    const search = new SearchDialog(page);
    const firstShown = page.evaluate(
      () =>
        new Promise<{ options: number }>((resolve) => {
          const observer = new MutationObserver(() => {
            if (!document.querySelector('[role="dialog"] input[aria-label="Search the site"]')) return;
            observer.disconnect();
            resolve({ options: document.querySelectorAll('[role="dialog"] [role="option"]').length });
          });
          observer.observe(document.body, { subtree: true, childList: true });
        }),
    );
    await search.trigger.click();
    expect(await firstShown).toEqual({ options: 0 });
    await expect(search.input).toBeFocused();
    await expect(search.suggestions.getByRole('option')).toHaveCount(5);
  });

  test('an empty or blank query shows the first five guided paths with their trails', async ({ page }) => {
    const search = await openWithButton(page);
    const suggestions = search.group('Common Navigation Paths');
    await expect(suggestions.getByRole('option')).toHaveCount(5);
    for (const guided of guidedPaths.slice(0, 5)) {
      await expect(suggestions.getByRole('option', { name: new RegExp(`^${guided.title}`) })).toContainText(
        guided.voicePath.join(' › '),
      );
    }
    await expect(suggestions.getByRole('option', { name: new RegExp(guidedPaths[5]!.title) })).toHaveCount(0);
    const input = search.input;
    await input.fill('   ');
    await expect(suggestions.getByRole('option')).toHaveCount(5);
    await input.fill('pricing');
    await expect(search.group('Common Navigation Paths')).toHaveCount(0);
    await input.fill('');
    await expect(search.group('Common Navigation Paths')).toBeVisible();
  });

  test('results are grouped by category, counted aloud, and forgive a typo', async ({ page }) => {
    const search = await openWithButton(page);
    await search.input.fill('pricng');
    const pricing = search.group('Pricing');
    await expect(pricing.getByRole('option', { name: /^Pricing/ })).toBeVisible();
    await expect(search.status).toHaveText(/\d+ results?/);
    const count = await search.options().count();
    await expect(search.status).toHaveText(count === 1 ? '1 result' : `${count} results`);
    // The list scrolls inside the dialog, which ends within the screen.
    await expect(search.dialog.getByRole('listbox')).toHaveCSS('overflow-y', 'auto');
    const [dialog, viewport] = [await search.dialog.boundingBox(), page.viewportSize()];
    expect((dialog?.y ?? Infinity) + (dialog?.height ?? 0)).toBeLessThanOrEqual(viewport?.height ?? 0);
  });

  test('a query that matches nothing says so', async ({ page }) => {
    const search = await openWithButton(page);
    await search.input.fill('zzqxvw');
    await expect(search.dialog.getByText(NO_RESULTS)).toBeVisible();
    await expect(search.status).toHaveText('0 results');
    await expect(search.input).toHaveAttribute('aria-expanded', 'false');
  });

  test('the list scrolls within 300px and the keyboard moves through it, looping, Home and End', async ({ page }) => {
    const search = await openWithButton(page);
    const input = search.input;
    await input.fill('a');
    // Results replace the suggestions once the query is in.
    await expect(search.status).toHaveText(/\d+ results/);
    await expect(search.group('Common Navigation Paths')).toHaveCount(0);
    const listbox = search.dialog.getByRole('listbox');
    const overflow = await listbox.evaluate((el) => el.scrollHeight > el.clientHeight);
    expect(overflow).toBe(true);
    const options = search.options();
    const total = await options.count();
    expect(total).toBeGreaterThan(3);
    const selected = search.dialog.locator('[role="option"][aria-selected="true"]');

    await expect(selected).toHaveCount(0);
    await input.press('ArrowDown');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!);
    await input.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await input.press('End');
    await expect(options.nth(total - 1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(total - 1)).toBeInViewport();
    await input.press('ArrowDown');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await input.press('ArrowUp');
    await expect(options.nth(total - 1)).toHaveAttribute('aria-selected', 'true');
    await input.press('Home');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(selected).toHaveCount(1);
  });

  test('Enter opens the highlighted page and closes the dialog', async ({ page }) => {
    const search = await openWithButton(page);
    const input = search.input;
    await input.fill('pricing');
    await expect(search.options().first()).toContainText('Pricing');
    await input.press('ArrowDown');
    const first = await search.options().first().getAttribute('id');
    await expect(input).toHaveAttribute('aria-activedescendant', first!);
    await input.press('Enter');
    await expect(search.dialog).toBeHidden();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  });

  test('a click on a result opens it', async ({ page }) => {
    const search = await openWithButton(page);
    await search.input.fill('affiliate portal');
    await search.dialog.getByRole('option', { name: /^Affiliate Portal/ }).click();
    await expect(search.dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${paths.affiliate}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Affiliate Portal' })).toBeVisible();
  });

  test('a help topic opens in the knowledge browser', async ({ page }) => {
    const search = await openWithButton(page);
    await search.input.fill('Getting your ElevenLabs API key');
    const option = search.group('Knowledge Base').getByRole('option', { name: /^Getting your ElevenLabs API key/ });
    await expect(option).toContainText('Help topic');
    await option.click();
    await expect(page).toHaveURL(new RegExp(`${knowledgeTopicPath('voice-provider-api-key').replace('?', '\\?')}$`));
    await expect(page.getByRole('heading', { level: 3, name: 'Getting your ElevenLabs API key' })).toBeVisible();
  });

  test('a result pointing into a section scrolls to it', async ({ page }) => {
    const search = await openWithButton(page);
    await search.input.fill('talk to gregbot');
    await search.dialog.getByRole('option', { name: /^Talk to GregBot/ }).click();
    await expect(page).toHaveURL(/\/#gregbot-section$/);
    await expect(page.getByRole('heading', { name: 'Meet GregBot' })).toBeInViewport();
  });

  test('a voice command shows its help notice', async ({ page }) => {
    const billing = voiceCommands.find((command) => command.id === 'billing-information')!;
    const search = await openWithButton(page);
    const input = search.input;
    await input.fill('billing information');
    await search.dialog.getByRole('option', { name: /^Billing information/ }).click();
    await expect(search.dialog).toBeHidden();
    await expect(page.getByText(billing.notice.description)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${paths.seniorConnect}$`));

    await openWithButton(page);
    const vip = voiceCommands.find((command) => command.id === 'refer-vip-client')!;
    await page.getByRole('combobox').fill(vip.title);
    // At once: the keys act on the results of the text typed, even before the list shows them.
    await page.getByRole('combobox').press('ArrowDown');
    await page.getByRole('combobox').press('Enter');
    await expect(page.getByText(vip.notice.description)).toBeVisible();
  });

  test('choosing a guided path opens its directions, and every guided path has a page', async ({ page }) => {
    const search = await openWithButton(page);
    const first = guidedPaths[0]!;
    await search
      .group('Common Navigation Paths')
      .getByRole('option', { name: new RegExp(`^${first.title}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${first.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();

    // Each is a page of its own: the hydration pass (e2e/hydration.spec.ts) opens every one and
    // sees its own heading, not the not-found page's.
    const pages = listPageRoutes().map((route) => route.path);
    for (const guided of guidedPaths) expect(pages, guided.path).toContain(guided.path);
  });

  test('a typed question gets its answer first, without a "no results" message', async ({ page }) => {
    const search = await openWithButton(page);
    await search.input.fill('can I talk to a real person');
    await expect(search.dialog.getByText(NO_RESULTS)).toHaveCount(0);
    // The contact page answers it, and the help topic about reaching a person is close behind.
    await expect(search.options().first()).toContainText('Contact Us');
    await expect(search.options().nth(2)).toBeVisible();
    const firstThree = await search
      .options()
      .evaluateAll((options) => options.slice(0, 3).map((option) => option.textContent ?? ''));
    expect(firstThree.some((text) => text.includes('Round-the-clock support and reaching a person'))).toBe(true);
  });

  test('"chat" offers the chat page, and an assistant found by name opens the chat with it', async ({ page }) => {
    const search = await openWithButton(page);
    const input = search.input;
    await input.fill('chat');
    const assistants = search.group('AI Assistants');
    await expect(assistants.getByRole('option').first()).toContainText('Chat with AI Assistants');
    await expect(search.dialog.getByRole('group').first()).toHaveAccessibleName('AI Assistants');
    await input.fill('Maya');
    const maya = assistants.getByRole('option', { name: /^Maya/ });
    await expect(maya).toContainText('Assistant');
    await expectNoAxeViolations(page);
    await maya.click();
    await expect(page).toHaveURL(/\/bots\?bot=mayabot$/);
    await expect(page.getByRole('heading', { level: 2, name: 'MayaBot' })).toBeVisible();
  });

  test('axe finds nothing with the dialog open, empty and with results', async ({ page }) => {
    const search = await openWithButton(page);
    await expectNoAxeViolations(page);
    await search.input.fill('voice');
    await expect(search.options().first()).toBeVisible();
    await search.input.press('ArrowDown');
    await expectNoAxeViolations(page);
  });
});

// Offline, its pages and code come from the service worker: this test runs with it.
test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('offline after one visit, the dialog still searches the whole catalogue', async ({ page, context }) => {
    await reduceMotion(page);
    await page.goto(paths.home);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.keyboard.press('Control+k');
      const search = new SearchDialog(page);
      await expect(search.group('Common Navigation Paths')).toBeVisible();
      await search.input.fill('pricng');
      await expect(search.dialog.getByRole('option', { name: /^Pricing/ })).toBeVisible();
      await search.input.fill('microphone');
      await expect(search.group('Knowledge Base').getByRole('option').first()).toBeVisible();
      await search.group('Knowledge Base').getByRole('option').first().click();
      await expect(page).toHaveURL(/\/knowledgebase\?topic=/);
      await expect(page.getByRole('heading', { level: 1, name: 'Knowledge Base' })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});

// 150 % is Easier reading's largest text; 200 % is that choice with a root font size of 200 %, as a
// phone's own text-size setting makes it.
test("with Easier reading's largest text, and at 200 %, a 360 px and a 320 px phone's search show at least four whole results", async ({
  page,
}) => {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    DEVICE_STORAGE.readingMode.key,
    JSON.stringify({ textSize: 150 }),
  ] as const);
  await page.setViewportSize({ width: 360, height: 740 });
  await reduceMotion(page);
  await page.goto('/');
  const search = await openWithButton(page);
  await search.input.fill('price');
  // Whole results inside the list's own box, once the results for the whole word are in.
  const wholeResults = () =>
    search.dialog.getByRole('listbox').evaluate((list) => {
      const box = list.getBoundingClientRect();
      return [...list.querySelectorAll('[role=option]')].filter((option) => {
        const rect = option.getBoundingClientRect();
        return rect.top >= box.top - 1 && rect.bottom <= box.bottom + 1;
      }).length;
    });
  await expect.poll(wholeResults).toBeGreaterThanOrEqual(4);
  // The kind of each result is still said to a screen reader.
  await expect(search.dialog.getByRole('option', { name: /Help topic/ }).first()).toBeAttached();

  await setRootTextSize(page, 200);
  await expect.poll(wholeResults).toBeGreaterThanOrEqual(4);
  // The narrowest phone in use: its results are titles alone, under a heading on one line.
  await page.setViewportSize({ width: 320, height: 640 });
  await expect.poll(wholeResults).toBeGreaterThanOrEqual(4);
  // Still used with the keyboard, and still clean for assistive technology, at that size.
  await search.input.press('ArrowDown');
  await search.input.press('ArrowDown');
  await expect(search.options().nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(search.options().nth(1)).toBeInViewport({ ratio: 1 });
  await expect(search.dialog.getByRole('button', { name: 'Close search' })).toBeInViewport({ ratio: 1 });
  await expectNoAxeViolations(page);
});
