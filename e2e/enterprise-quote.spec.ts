// The pricing page's "Ask for an Enterprise quote" leads to a way to ask for one: the contact form,
// written for the visitor.
import { expect, expectNoAxeViolations, reduceMotion, test } from './fixtures';

test('from /pricing, "Ask for an Enterprise quote" leads to the contact form, filled in for a quote', async ({
  page,
}) => {
  await reduceMotion(page);
  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Ask for an Enterprise quote' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enterprise Pricing' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Ask for a quote' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Send us a message' });
  await expect(form.getByRole('textbox', { name: 'Subject (optional)' })).toHaveValue('Enterprise quote');
  const message = form.getByRole('textbox', { name: /Your message/ });
  await expect(message).toHaveValue(/^We would like a quote for the Enterprise plan\./);
  await expect(message).toHaveValue(/How many BaseBots we need:/);
  await expect(form.getByRole('button', { name: 'Send by email' })).toBeEnabled();
  await expectNoAxeViolations(page);
});
