import { randomUUID } from 'node:crypto';
import { expect, expectNoAxeViolations, settle, test, waitForHydration, waitForServiceWorker } from './fixtures';
import { resetUpstream } from './fake-upstream/client';
import { ChatPage } from './pages/chat-page';

// GregBot outside /bots: the home page's section and the "Ask GregBot" launcher on other pages,
// answered by the same chat engine and saved in the same conversations as /bots.

let key: string;

test.beforeEach(async ({ page }) => {
  key = `sk-e2e-${randomUUID().replaceAll('-', '')}`;
  await settle(page);
  page.on('dialog', (dialog) => void dialog.accept(key));
});

test.afterEach(async () => {
  await resetUpstream(key);
});

test('on the home page GregBot answers in its section, and the full chat opens the same conversation', async ({
  page,
}) => {
  await page.goto('/');
  const section = page.locator('#gregbot-section');
  const input = section.getByRole('textbox', { name: 'Message GregBot' });
  await input.click();
  await input.fill('What does a BaseBot cost?');
  await input.press('Enter');
  await expect(section.getByRole('log').locator('[data-role="assistant"]').last()).toHaveText(
    /Fake reply to: What does a BaseBot cost\?/,
  );
  await expect(page).toHaveURL(/\/$/);
  await expectNoAxeViolations(page, { include: '#gregbot-section' });

  await section.getByRole('link', { name: 'Continue in full chat' }).click();
  await expect(page).toHaveURL(/\/bots\?bot=gregbot&conversation=/);
  const chat = new ChatPage(page);
  await expect(chat.userTexts()).toHaveText(['What does a BaseBot cost?']);
});

test('the launcher on /pricing opens GregBot in a panel; Escape closes it; the chat is in /bots history', async ({
  page,
}) => {
  await page.goto('/pricing');
  const launcher = page.getByRole('button', { name: 'Ask GregBot', exact: true });
  await launcher.click();
  const panel = page.getByRole('dialog', { name: 'Ask GregBot' });
  const input = panel.getByRole('textbox', { name: 'Message GregBot' });
  await expect(input).toBeFocused();
  await expectNoAxeViolations(page);
  await input.fill('Do you have a VIP plan?');
  await input.press('Enter');
  await expect(panel.getByRole('log').locator('[data-role="assistant"]').last()).toHaveText(
    /Fake reply to: Do you have a VIP plan\?/,
  );
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();

  const chat = new ChatPage(page);
  await chat.goto('?bot=gregbot');
  const history = await chat.openHistory();
  await expect(history.getByText('Do you have a VIP plan?')).toBeVisible();
});

test('offline, the embedded GregBot answers from the help library', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const section = page.locator('#gregbot-section');
  const input = section.getByRole('textbox', { name: 'Message GregBot' });
  await input.click();
  await input.fill('How much does the Professional plan cost?');
  await input.press('Enter');
  const answer = section.getByRole('log').locator('[data-role="assistant"]').last();
  await expect(answer).toContainText('Offline answer');
  await expect(answer.getByRole('link').first()).toHaveAttribute('href', /^\/knowledgebase\?topic=/);
  await context.setOffline(false);
});

test('at 320 px the launcher covers no control of the page, and it can be hidden until the next visit', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/pricing', '/knowledgebase', '/senior-connect']) {
    await page.goto(path);
    const launcher = page.getByTestId('assistant-launcher');
    await expect(launcher).toBeVisible();
    const overlaps = await launcher.evaluate((box) => {
      const area = box.getBoundingClientRect();
      const controls = document.querySelectorAll('a[href], button, input, select, textarea, [tabindex="0"]');
      return [...controls]
        .filter((control) => !box.contains(control))
        .filter((control) => {
          const rect = control.getBoundingClientRect();
          return (
            rect.width > 0 &&
            rect.left < area.right &&
            rect.right > area.left &&
            rect.top < area.bottom &&
            rect.bottom > area.top
          );
        })
        .map((control) => control.outerHTML.slice(0, 80));
    });
    expect(overlaps, path).toEqual([]);
  }

  await page.getByRole('button', { name: 'Hide Ask GregBot until your next visit' }).click();
  await expect(page.getByRole('button', { name: 'Ask GregBot', exact: true })).toHaveCount(0);
  await page.goto('/knowledgebase');
  await expect(page.getByRole('button', { name: 'Ask GregBot', exact: true })).toHaveCount(0);

  // A new visit (a new tab) brings it back.
  const next = await context.newPage();
  await next.goto('/pricing');
  await waitForHydration(next);
  await expect(next.getByRole('button', { name: 'Ask GregBot', exact: true })).toBeVisible();
});
