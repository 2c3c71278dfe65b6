import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  forgetHeard,
  heardSoFar,
  listenLikeAScreenReader,
  storedUserTexts,
  test,
} from './fixtures';
import { configureUpstream, releaseUpstream, type UpstreamBehaviour } from './fake-upstream/client';
import { ChatPage } from './pages/chat-page';

// Streamed replies against the built app, the real function and the fake upstream's streaming mode:
// the reply grows, Stop keeps what came, a drop keeps it with Try again, a reload keeps it too.

const WORDS = Array.from({ length: 40 }, (_, index) => `word${index}`);
const REPLY = `Here is a long answer: ${WORDS.join(' ')} and that is all.`;

/** The chat with GregBot, the test's key saved and the fake upstream answering as `behaviours` say. */
async function openChat(page: Page, key: string, ...behaviours: Omit<UpstreamBehaviour, 'route' | 'key'>[]) {
  const chat = new ChatPage(page);
  await chat.goto('?bot=gregbot');
  await chat.saveKey(key);
  await configureUpstream(
    ...behaviours.map((behaviour) => ({ route: 'chat' as const, key, reply: REPLY, ...behaviour })),
  );
  return chat;
}

/** The reply being written, found by its status. */
const growing = (chat: ChatPage) => chat.log.locator('[data-role="assistant"][data-status="streaming"]');

test('a reply grows as it arrives, Stop keeps what came marked stopped, and it is still there after a reload', async ({
  page,
  upstreamKey,
}) => {
  // The fake provider sends the first words, then holds the rest for as long as the test needs.
  const chat = await openChat(page, upstreamKey, { holdAfterTokens: 8 });

  await chat.send('Tell me everything');
  // The first words are on screen while the rest has not been sent yet.
  await expect(growing(chat)).toContainText('Here is');
  await expect(growing(chat)).not.toContainText('that is all');
  await expect(chat.log).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByText('GregBot is typing…')).toHaveCount(0);
  const stop = page.getByRole('button', { name: 'Stop the reply' });
  await expect(stop).toBeVisible();
  await expect(chat.sendButton).toHaveCount(0);
  await expectNoAxeViolations(page);

  await stop.press('Enter');
  const reply = chat.lastAssistantMessage();
  await expect(reply).toHaveAttribute('data-status', 'stopped');
  await expect(reply).toContainText('Stopped');
  await expect(chat.input).toBeFocused();
  await expect(chat.sendButton).toBeVisible();
  await expect(chat.log).toHaveAttribute('aria-busy', 'false');
  await expect(reply).toContainText('Here is');
  await expect(reply).not.toContainText('that is all');
  const kept = (await reply.textContent()) ?? '';

  await page.reload();
  await expect(chat.lastAssistantMessage()).toHaveAttribute('data-status', 'stopped');
  await expect(chat.lastAssistantMessage()).toHaveText(kept);
});

test('a connection that drops mid-reply keeps the text, says so plainly, and Try again gets the whole reply', async ({
  page,
  upstreamKey,
}) => {
  const chat = await openChat(page, upstreamKey, { tokenMs: 20, dropAfterTokens: 8, times: 1 }, {});

  await chat.send('Tell me everything');
  const reply = chat.lastAssistantMessage();
  await expect(reply).toHaveAttribute('data-status', 'interrupted');
  await expect(reply).toContainText('Here is');
  await expect(reply).toContainText('the reply did not arrive in full');
  const notice = chat.notice('Reply interrupted');
  await expect(notice).toContainText('The connection dropped while the reply was arriving');
  await expect(chat.userMessages().last()).not.toContainText('Not answered');
  // After a reload the question and what arrived are still there, on the page and in IndexedDB.
  await page.reload();
  await expect(chat.userTexts()).toHaveText(['Tell me everything']);
  expect(await storedUserTexts(page)).toEqual(['Tell me everything']);
  await expect(reply).toContainText('Here is');

  await reply.getByRole('button', { name: 'Try again' }).click();
  await expect(chat.lastAssistantMessage()).toHaveAttribute('data-status', 'received');
  await expect(chat.lastAssistantMessage()).toContainText('that is all');
  // The interrupted text is kept above the new reply.
  await expect(chat.assistantMessages().filter({ hasText: 'did not arrive in full' })).toHaveCount(1);
});

test('a reload in the middle of a reply shows what had arrived, as interrupted, with Try again', async ({
  page,
  upstreamKey,
}) => {
  // Up to "word2", then the rest is held: the reply is still arriving when the page reloads.
  const chat = await openChat(page, upstreamKey, { holdAfterTokens: 12 });

  await chat.send('Tell me everything');
  await expect(growing(chat)).toContainText('word2');
  // The growing reply is saved at least every 500 ms: wait until the device has some of it.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const open = indexedDB.open('basebots');
            open.onsuccess = () => {
              const request = open.result.transaction('messages').objectStore('messages').getAll();
              request.onsuccess = () => {
                const rows = request.result as { role: string; status: string; content: string }[];
                resolve(rows.find((row) => row.status === 'streaming')?.content ?? '');
                open.result.close();
              };
            };
          }),
      ),
    )
    .toContain('word1');

  await page.reload();
  const reply = chat.lastAssistantMessage();
  await expect(reply).toHaveAttribute('data-status', 'interrupted');
  await expect(reply).toContainText('word1');
  await expect(reply.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(chat.userTexts()).toHaveText(['Tell me everything']);
});

test('screen readers hear a streamed reply once, whole, not piece by piece', async ({ page, upstreamKey }) => {
  await listenLikeAScreenReader(page);
  const sentences = [`Here is a long answer: ${WORDS.join(' ')}.`, 'And that is all.'];
  const chat = await openChat(page, upstreamKey, { reply: sentences.join(' '), holdAfterTokens: 6, tokenMs: 10 });

  await chat.send('Tell me everything');
  await expect(growing(chat)).toContainText('Here is');
  // From the first words on: what is heard while the rest of the reply arrives.
  await forgetHeard(page);
  await releaseUpstream(upstreamKey);
  // The conversation's announcer: a live region of its own beside the log.
  const announcement = page.locator('[aria-live="polite"]:not([role])').filter({ hasText: 'GregBot said:' });
  await expect(announcement).toHaveText(`GregBot said: ${sentences.join(' ')}`);
  await expect(chat.lastAssistantMessage()).toHaveAttribute('data-status', 'received');

  const announced = await heardSoFar(page);
  expect(announced.length, announced.join('\n')).toBeGreaterThanOrEqual(1);
  expect(announced.length, announced.join('\n')).toBeLessThanOrEqual(sentences.length);
});
