// The status codes `npm start` answers with. They need the production server, which serves the
// build by its file contract (`/a/b` is `a/b.html`, anything else `404.html` with status 404);
// `vite preview`, which `npm start` runs until that server is in place, answers any unknown path
// with the home page and 200. Until then playwright.config.ts leaves this file out (testIgnore).
import { expect, test } from '@playwright/test';
import { listPagePaths } from '@/app/page-routes';

test('a prerendered path answers 200 with its own HTML', async ({ request }) => {
  for (const { path } of listPagePaths()) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain(`data-page="${path}"`);
  }
});

test.describe('an unknown path', () => {
  test.use({ javaScriptEnabled: false });

  test('answers 404 with the not-found page', async ({ page, request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('data-page="404"');

    const shown = await page.goto('/no-such/page');
    expect(shown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
