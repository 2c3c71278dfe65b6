import { expect, test } from './fixtures';
import { PAGE_PROMISES } from './page-promises';

// Every page keeps the promise its title and text make (e2e/page-promises.ts), checked here on a
// phone; the pass over every page on a desktop (e2e/hydration.spec.ts) and the reading mode's
// (e2e/reading-mode.spec.ts) check them as well, each with axe, so axe runs once per screen there
// and not a third time here. And every internal link answers 200.

test('on a phone: every page has what it promises, and nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  for (const { path, check } of PAGE_PROMISES) {
    await page.goto(path);
    await check(page);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(sideways, `${path} scrolls sideways`).toBe(false);
  }
});

test('the plan comparison scrolls in its own box on a phone, and the page does not', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/pricing/compare');
  const box = page.getByRole('group', { name: /Plans compared/ });
  const widths = await box.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(widths.scroll).toBeGreaterThan(widths.client);
});

test('every internal link on every page answers 200', async ({ request }) => {
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
