// A chat on a phone uses the screen: the messages take its width, and the message box says nothing
// about keys a touch screen does not have.
import { expect, expectNoAxeViolations, reduceMotion, test } from './fixtures';
import { ChatPage } from './pages/chat-page';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const LONG = 'I run a small bakery with two shops and would like an assistant that takes orders by phone '.repeat(2);

test('on a phone a long message takes most of the width, and the box does not mention Shift+Enter', async ({
  page,
}) => {
  await reduceMotion(page);
  const chat = new ChatPage(page);
  await chat.goto();
  await expect(chat.input).toHaveAttribute('placeholder', 'Type your message…');
  // No key given: the help library answers, and the question stays on screen.
  page.on('dialog', (dialog) => void dialog.dismiss());
  await chat.input.fill(LONG);
  await chat.sendButton.tap();
  const bubble = chat.userMessages().last();
  await expect(bubble).toContainText(LONG.trim());
  // Measured once the exchange has settled: the greeting and the library's answer, the question
  // between them (the first message makes a conversation, and the log is drawn again for it).
  await expect(chat.assistantMessages()).toHaveCount(2);
  await expect(bubble).toContainText(LONG.trim());
  const box = await bubble.boundingBox();
  const share = (box?.width ?? 0) / 390;
  console.log(`phone chat bubble_share=${share.toFixed(2)} at 390 px`);
  expect(share).toBeGreaterThanOrEqual(0.8);
  // One frame around the conversation, not a card inside a card.
  await expect(page.locator('section[aria-labelledby="chat-bot-name"]')).toHaveCSS('border-top-width', '0px');
  await expectNoAxeViolations(page);
});

test.describe('with a mouse and a keyboard', () => {
  test.use({ viewport: { width: 1366, height: 768 }, hasTouch: false, isMobile: false });

  test('the box says which key sends and which adds a line', async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.goto();
    await expect(chat.input).toHaveAttribute(
      'placeholder',
      'Type your message… (Enter sends, Shift+Enter for a new line)',
    );
  });
});
