import { expect, test } from './fixtures';
import { paths } from '@/config/paths';

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
