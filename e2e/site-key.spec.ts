import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, newUpstreamKey, notice, reduceMotion, test } from './fixtures';
import { configureUpstream, upstreamRequests } from './fake-upstream/client';
import { CallScreen } from './pages/call-screen';
import { ChatPage } from './pages/chat-page';
import { SearchDialog } from './pages/search-dialog';

// The server started with the site's own key (OPENAI_API_KEY, playwright.config.ts): visitors talk
// to the assistants without being asked for a key, until today's small allowance is used. Each
// test is a visitor of its own address (the server trusts X-Forwarded-For), so allowances are apart.

const SITE_KEY = 'sk-e2e-the-sites-own-key';

test.use({ baseURL: process.env.SITE_KEY_BASE_URL });

/** A visitor from an address no other test uses; every key prompt is recorded and declined, or answered with `key`. */
async function newVisitor(page: Page, key?: string): Promise<string[]> {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.18.${randomInt(256)}.${randomInt(1, 255)}` });
  const prompts: string[] = [];
  page.on('dialog', (dialog) => {
    prompts.push(dialog.message());
    void (key === undefined ? dialog.dismiss() : dialog.accept(key));
  });
  return prompts;
}

test.beforeAll(async () => {
  await configureUpstream({ route: 'transcription', reply: 'pricing', key: SITE_KEY });
});

test('a fresh visitor chats, searches by voice and holds a call without being asked for a key', async ({ page }) => {
  const prompts = await newVisitor(page);
  const chat = new ChatPage(page);
  await chat.goto('?bot=gregbot');
  await reduceMotion(page);
  await chat.send('Hello there');
  await expect(chat.lastAssistantMessage()).toContainText('Fake reply to: Hello there');

  const search = await new SearchDialog(page).open();
  await search.voiceButton.click();
  await expect(search.input).toHaveValue('pricing');
  await page.keyboard.press('Escape');
  await expect(search.dialog).toBeHidden();

  const call = await CallScreen.start(page, 'voice');
  await expect(call.status).toHaveText(/^(Press Speak, then talk|Listening — just talk)$/);
  await call.speak.click();
  await call.dialog.getByRole('button', { name: /Stop and send/ }).click();
  await expect(page.getByText('Fake reply to: pricing').first()).toBeAttached();
  await call.end();

  expect(prompts).toEqual([]);
  // Every call reached the provider with the site's key, which the browser never held.
  expect((await upstreamRequests({ route: 'chat', key: SITE_KEY })).length).toBeGreaterThanOrEqual(2);
  expect(await page.content()).not.toContain(SITE_KEY);
});

/** Spends this visitor's chat allowance the way a page would, with no key. */
async function spendAllowance(page: Page): Promise<void> {
  const statuses = await page.evaluate(async () => {
    const codes: number[] = [];
    for (let call = 0; call < 4; call += 1) {
      const response = await fetch('/functions/v1/openai', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ responseType: 'text', prompt: 'Hi' }),
      });
      codes.push(response.status);
    }
    return codes;
  });
  expect(statuses).toEqual([200, 200, 200, 429]);
}

test("once today's allowance is used, the visitor is told why and asked for a key; the library answers meanwhile", async ({
  page,
}) => {
  const prompts = await newVisitor(page);
  const chat = new ChatPage(page);
  await chat.goto('?bot=gregbot');
  await spendAllowance(page);
  await chat.send('What does it cost?');
  await expect.poll(() => prompts.length).toBe(1);
  expect(prompts[0]).toContain(
    "You have used today's free conversations with our assistants. You can call us at (800) 555-0199 or come back tomorrow.",
  );
  expect(prompts[0]).toContain('Enter your OpenAI API key');
  // Declined: the help library answers, and the question waits for a key.
  await expect(chat.assistantMessages()).toHaveCount(2);
  await expect(notice(page, 'API Key Required')).toBeVisible();
});

test('a visitor who gives their own key after the allowance is used is answered with it', async ({ page }) => {
  const own = newUpstreamKey();
  const prompts = await newVisitor(page, own);
  const chat = new ChatPage(page);
  await chat.goto('?bot=gregbot');
  await spendAllowance(page);
  await chat.send('And now?');
  await expect(chat.lastAssistantMessage()).toContainText('Fake reply to: And now?');
  expect(prompts).toHaveLength(1);
  expect(await upstreamRequests({ route: 'chat', key: own })).toHaveLength(1);
});
