import { expect, expectNoAxeViolations, reduceMotion, test, waitForServiceWorker } from './fixtures';
import { ChatPage } from './pages/chat-page';

// Offline, the assistant answers from the help library on the device: it leads with the words of
// the library that answer the question, and says how to reach a person.

// It goes offline, so it runs with the service worker (see the config).
test.use({ serviceWorkers: 'allow' });

test('offline, "How much does Senior Connect cost?" is answered with the price first, and the help line', async ({
  page,
  context,
}) => {
  await reduceMotion(page);
  const chat = new ChatPage(page);
  await chat.goto();
  await waitForServiceWorker(page);
  await context.setOffline(true);

  await chat.send('How much does Senior Connect cost?');
  const answer = chat.lastAssistantMessage();
  await expect(answer).toContainText('Offline answer');
  // The first paragraph of the answer is the library's sentence with the price in it.
  await expect(answer.locator('p').first()).toContainText('$14.95/month');
  await expect(answer.getByRole('link', { name: 'What is Senior Connect?' })).toHaveAttribute(
    'href',
    '/knowledgebase?topic=senior-connect-overview',
  );
  await expect(answer.getByRole('link', { name: '(800) 555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
  await expect(answer).toContainText("I can't connect right now");
  await expectNoAxeViolations(page);
});
