import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, presetReadingMode, test, waitForServiceWorker } from './fixtures';
import { configureUpstream } from './fake-upstream/client';
import { ChatPage } from './pages/chat-page';
import { knowledgeTopicPath, paths } from '@/config/paths';
import { findHelpTopic } from '@/content/help';
import { services } from '@/content/services';

// One test for each rough edge a visitor met: each failed before its fix.

const PHONE = { width: 390, height: 800 };

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('a reply with a long link wraps inside its bubble: the chat log does not scroll sideways', async ({
    page,
    upstreamKey,
  }) => {
    const chat = new ChatPage(page);
    await chat.goto('?bot=gregbot');
    await chat.saveKey(upstreamKey);
    const url = `https://basebots.example/knowledge/${'a-very-long-path-segment-'.repeat(12)}end`;
    await configureUpstream({ route: 'chat', key: upstreamKey, reply: `Read this: [${url}](${url}) and ${url}` });
    await chat.send('Where is the guide?');
    const reply = chat.lastAssistantMessage();
    await expect(reply.getByRole('link').first()).toBeVisible();
    await expect(reply).toHaveAttribute('data-status', 'received');
    const widths = await chat.log.evaluate((log) => ({ scroll: log.scrollWidth, client: log.clientWidth }));
    expect(widths.scroll, 'the chat log scrolls sideways').toBeLessThanOrEqual(widths.client);
    const bubble = await reply.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(bubble.scroll, 'the link runs out of its bubble').toBeLessThanOrEqual(bubble.client);
  });

  test('picking a topic in the knowledge browser brings its article into view, and the copy says "above"', async ({
    page,
  }) => {
    await page.goto(paths.knowledgeBase);
    const browser = page.getByRole('region', { name: 'Knowledge browser' });
    await expect(browser.getByText(/Choose a topic above, or search/)).toBeVisible();
    await expect(browser.getByText(/on the left/)).toBeHidden();
    const topic = findHelpTopic('billing-and-subscriptions');
    const categories = browser.getByRole('navigation', { name: 'Help categories' });
    await categories.getByRole('button', { name: /Pricing & Billing/ }).click();
    await categories.getByRole('button', { name: topic?.title }).click();
    const heading = browser.getByRole('heading', { level: 3, name: topic?.title });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    // The article starts near the top of the screen, not at its bottom edge.
    await expect
      .poll(async () => (await heading.boundingBox())?.y ?? Infinity, { message: 'heading position' })
      .toBeLessThan(PHONE.height / 3);
    await expect(browser.getByText(topic?.content.split('\n\n')[0]?.slice(0, 40) ?? '')).toBeInViewport();
  });

  test('at 150 % text with larger buttons the message box takes the width and Send goes under it', async ({ page }) => {
    await presetReadingMode(page, { textSize: 150, largeTargets: true });
    const chat = new ChatPage(page);
    await chat.goto('?bot=gregbot');
    const box = await chat.input.boundingBox();
    const send = await chat.sendButton.boundingBox();
    const log = await chat.log.boundingBox();
    expect(box?.width ?? 0, 'message box width').toBeGreaterThanOrEqual((log?.width ?? 0) * 0.9);
    expect(send?.y ?? 0, 'Send below the box').toBeGreaterThanOrEqual((box?.y ?? 0) + (box?.height ?? 0) - 1);
    await expectNoAxeViolations(page);
  });

  test('a touch phone is not told to press Ctrl K or ⌘ K', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    for (const path of [paths.knowledgeBase, paths.providerNavigation]) {
      await page.goto(path);
      await expect(page.getByRole('main')).toContainText('Search');
      await expect(page.getByRole('main').getByText(/Ctrl|⌘/)).toHaveCount(0);
    }
    await context.close();
  });

  test('a paste over 4,000 characters into the home page assistant says it was cut', async ({ page }) => {
    await page.goto(paths.home);
    const box = page.getByRole('textbox', { name: 'Message GregBot' });
    await box.click();
    // As a paste arrives from the keyboard's clipboard: into whichever box has the focus, the
    // placeholder or the assistant that takes its place.
    await page.keyboard.insertText('y'.repeat(5000));
    await expect(
      page.getByText('Your text was cut to 4,000 characters, the longest message you can send.'),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message GregBot' })).toHaveValue('y'.repeat(4000));
  });
});

test.describe('on a desktop', () => {
  test('the knowledge browser says "on the left" where the list is on the left, and keyboards get the shortcut', async ({
    page,
  }) => {
    await page.goto(paths.knowledgeBase);
    const browser = page.getByRole('region', { name: 'Knowledge browser' });
    await expect(browser.getByText(/Choose a topic on the left, or search/)).toBeVisible();
    await expect(page.getByRole('main').getByText('Ctrl', { exact: true })).toBeVisible();
  });

  test('each service on the home page links its "Read the recipe" to its own topic', async ({ page }) => {
    await page.goto(paths.home);
    const grid = page.getByRole('region', { name: 'Our Services' });
    for (const service of services) {
      await expect(grid.getByRole('link', { name: new RegExp(`^${service.name}\\b`) })).toHaveAttribute(
        'href',
        knowledgeTopicPath(service.topicId),
      );
    }
    const [first] = services;
    await grid.getByRole('link', { name: new RegExp(`^${first?.name}\\b`) }).click();
    await expect(
      page.getByRole('heading', { level: 3, name: findHelpTopic(first?.topicId ?? '')?.title }),
    ).toBeInViewport();
  });

  test('every focus ring is at least 2 px and 3:1 against the cream page, the message box too', async ({ page }) => {
    await page.goto(paths.home);
    const rings: string[] = [];
    for (let step = 0; step < 14; step += 1) {
      await page.keyboard.press('Tab');
      const ring = await focusRing(page);
      if (ring) rings.push(ring);
    }
    const chat = new ChatPage(page);
    await chat.goto('?bot=gregbot');
    await chat.input.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(chat.input).toBeFocused();
    const boxRing = await focusRing(page);
    expect(boxRing, 'the message box shows no ring').not.toBeNull();
    rings.push(boxRing ?? '');
    expect(rings.length).toBeGreaterThan(8);
    const weak = rings.filter((ring) => ring.startsWith('weak'));
    expect(weak, 'rings under 2 px or 3:1').toEqual([]);
  });

  test('a conversation title shows plain text, not Markdown marks', async ({ page, upstreamKey }) => {
    const chat = new ChatPage(page);
    await chat.goto('?bot=gregbot');
    await chat.saveKey(upstreamKey);
    await chat.send('What is a **BaseBot** and _how_ do I start?');
    await expect(chat.lastAssistantMessage()).toHaveAttribute('data-status', 'received');
    const history = await chat.openHistory();
    await expect(history.getByText('What is a BaseBot and how do I start?')).toBeVisible();
    await expect(history.getByText(/\*\*/)).toHaveCount(0);
  });

  // Offline, its pages and code come from the service worker: this test runs with it.
  test.describe('with the service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test('a path typed in capitals redirects to its page, online and offline', async ({ page, context }) => {
      const response = await page.goto('/Pricing?plan=pro');
      expect(response?.request().redirectedFrom()?.url()).toMatch(/\/Pricing\?plan=pro$/);
      await expect(page).toHaveURL(/\/pricing\?plan=pro$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();

      await waitForServiceWorker(page);
      await expect(page.locator('html')).toHaveAttribute('data-offline-ready', 'true');
      await context.setOffline(true);
      await page.goto('/About/Team');
      await expect(page).toHaveURL(/\/about\/team$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Our Team' })).toBeVisible();
      await context.setOffline(false);
    });
  });
});

/**
 * The focused element's outline: "ok …" when it is at least 2 px wide and 3:1 against the page's
 * cream, "weak …" otherwise, null when nothing in the page has the focus.
 */
async function focusRing(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const width = parseFloat(style.outlineWidth);
    const parse = (color: string) => {
      const canvas = document.createElement('canvas').getContext('2d');
      if (!canvas) return [0, 0, 0];
      canvas.fillStyle = color;
      canvas.fillRect(0, 0, 1, 1);
      return Array.from(canvas.getImageData(0, 0, 1, 1).data.slice(0, 3));
    };
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [lr, lg, lb] = [r, g, b].map((value) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (lr ?? 0) + 0.7152 * (lg ?? 0) + 0.0722 * (lb ?? 0);
    };
    const ring = luminance(parse(style.outlineColor));
    const cream = luminance(parse(getComputedStyle(document.body).backgroundColor));
    const ratio = (Math.max(ring, cream) + 0.05) / (Math.min(ring, cream) + 0.05);
    const label = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}" ${style.outlineStyle} ${width}px ${ratio.toFixed(2)}:1`;
    const visible = style.outlineStyle !== 'none' && width >= 2 && ratio >= 3;
    return `${visible ? 'ok' : 'weak'} ${label}`;
  });
}
