// The production server serves the build by its file contract (`/a/b` is `a/b.html`, anything
// else `404.html` with status 404); each page's own 200 is checked in prerendered-pages.spec.ts.
import { expect, test } from '@playwright/test';

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
