import { expect, expectNoAxeViolations, test } from './fixtures';
import { configureUpstream, releaseUpstream, upstreamRequests } from './fake-upstream/client';
import { ChatPage } from './pages/chat-page';

// Replies in Markdown against the built app, the real function and the fake upstream streaming a
// given reply token by token: what a reply holds renders as such, on a 320 px phone too.

const CODE = 'npm install basebots\nbasebots start --voice alloy';
const REPLY = [
  '## Plans compared',
  'Here is **how** the *plans* differ, with ~~old~~ prices. See [the guide](/knowledgebase) or https://example.com/docs.',
  '| Plan | Price per month | Calls included | Voices | Support | Languages |',
  '| --- | ---: | :-: | --- | --- | --- |',
  '| Starter | $10 | 100 | 2 standard voices | E-mail, within two working days | English only |',
  '| Professional | $30 | 1,000 | Every voice, and cloned ones | Phone and chat, around the clock | Twenty-nine |',
  '',
  '1. Pick a plan',
  '   - read the **terms**',
  '   - check the `limits`',
  '2. Pay',
  '',
  '> Tip: the *annual* plan saves two months.',
  '',
  '- [x] signed up',
  '- [ ] paid',
  '',
  '```bash',
  CODE,
  '```',
  '',
  '---',
  '',
  'That is all. ![The BaseBots logo](https://example.com/logo.png)',
].join('\n');

async function askForMarkdown(page: ChatPage['page'], key: string): Promise<ChatPage> {
  const chat = new ChatPage(page);
  await chat.goto('?bot=gregbot');
  await chat.saveKey(key);
  await configureUpstream({ route: 'chat', key, reply: REPLY, tokenMs: 10 });
  await chat.send('Compare the plans');
  return chat;
}

/** The reply, found by its first words once they have arrived. */
const replyOf = (chat: ChatPage) => chat.assistantMessages().filter({ hasText: 'Plans compared' });

test('a streamed reply renders its heading, table, nested list, quote and code, Copy copies the code, and nothing scrolls sideways at 320 px', async ({
  page,
  context,
  upstreamKey,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 320, height: 720 });
  const chat = await askForMarkdown(page, upstreamKey);
  const reply = replyOf(chat);
  // While it streams, an unfinished **bold or link never shows its raw symbols.
  await expect(reply).toHaveAttribute('data-status', 'streaming');
  await expect(reply).toHaveAttribute('data-status', 'received');

  // The bot's name is the h2: the reply's "##" comes below it.
  await expect(reply.getByRole('heading', { name: 'Plans compared', level: 4 })).toBeVisible();
  await expect(reply.getByRole('columnheader')).toHaveText([
    'Plan',
    'Price per month',
    'Calls included',
    'Voices',
    'Support',
    'Languages',
  ]);
  await expect(reply.getByRole('row')).toHaveCount(3);
  const nested = reply.getByRole('listitem').filter({ hasText: 'Pick a plan' }).getByRole('listitem');
  await expect(nested).toHaveText(['read the terms', 'check the limits']);
  await expect(reply.locator('blockquote')).toHaveText('Tip: the annual plan saves two months.');
  await expect(reply.locator('pre')).toHaveText(CODE);
  await expect(reply.getByText('bash', { exact: true })).toBeVisible();
  await expect(reply.getByRole('img', { name: 'Done', exact: true })).toBeVisible();
  await expect(reply.getByRole('separator')).toHaveCount(1);
  await expect(reply.locator('del')).toHaveText('old');
  await expect(reply.getByRole('link', { name: 'the guide' })).toHaveAttribute('href', '/knowledgebase');
  await expect(reply.getByRole('link', { name: 'https://example.com/docs' })).toHaveAttribute('target', '_blank');
  // An image is a link to it, never loaded.
  await expect(reply.locator('img')).toHaveCount(0);
  await expect(reply.getByRole('link', { name: 'The BaseBots logo' })).toHaveAttribute(
    'href',
    'https://example.com/logo.png',
  );
  await expect(reply).not.toContainText('**');
  await expect(reply).not.toContainText('| ---');
  await expect(reply).not.toContainText('##');

  // The table scrolls inside its own box; the page itself never scrolls sideways.
  const table = reply.getByRole('group', { name: 'Table' });
  expect(await table.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await reply.getByRole('button', { name: 'Copy bash code' }).click();
  await expect(reply.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${CODE}\n`);

  await expectNoAxeViolations(page);
});

test('the reply is read aloud as words, without its Markdown symbols', async ({ page, upstreamKey }) => {
  const chat = await askForMarkdown(page, upstreamKey);
  const reply = replyOf(chat);
  await expect(reply).toHaveAttribute('data-status', 'received');

  await reply.getByRole('button', { name: 'Read aloud' }).click();
  await expect.poll(async () => (await upstreamRequests({ route: 'speech', key: upstreamKey })).length).toBe(1);
  const [request] = await upstreamRequests({ route: 'speech', key: upstreamKey });
  const spoken = String((request?.json as { input?: unknown } | undefined)?.input);
  expect(spoken).toContain('Plans compared.');
  expect(spoken).toContain('Plan: Starter, Price per month: $10');
  expect(spoken).toContain('Here is how the plans differ, with old prices. See the guide');
  expect(spoken).not.toMatch(/[*_`#|>~[\]]|\]\(|---/);
  expect(spoken).not.toContain('npm install');
});

// How long the page's tasks are while such a reply streams is a figure, not a check: `npm run
// bench` prints it (bench/stream.mjs, longest_task_ms). What bounds each step of the renderer and of
// the sentence splitter is checked in their unit tests, with no clock.
test('an 800 KB hostile reply streams whole, and a click works before it ends', async ({ page, upstreamKey }) => {
  // 800 KB crosses the function and the renderer, on a machine others share.
  test.slow();
  const chat = new ChatPage(page);
  await chat.goto('?bot=gregbot');
  await chat.saveKey(upstreamKey);
  // `[a](` repeated kept the old renderer parsing the growing paragraph again on every frame.
  // Its end is held back until the test releases it, so the reply is still arriving meanwhile.
  await configureUpstream({
    route: 'chat',
    key: upstreamKey,
    reply: `Here goes ${'[a]('.repeat(200_000)}\n\nAnd **the last words**.`,
    tokenChars: 4096,
    hold: true,
  });
  await chat.send('Say something long');
  const reply = chat.assistantMessages().filter({ hasText: 'Here goes' });
  // All 800 KB are on screen and parsed through to the bold words after them, the end held.
  await expect(reply.locator('strong', { hasText: 'the last words' })).toBeVisible({ timeout: 60_000 });
  await expect(reply).toHaveAttribute('data-status', 'streaming');

  // A click takes effect before the reply has ended: the history opens (and closes), the reply
  // still arriving behind it.
  const history = await chat.openHistory();
  await expect(history).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();
  await expect(reply).toHaveAttribute('data-status', 'streaming');

  await releaseUpstream(upstreamKey);
  await expect(reply).toHaveAttribute('data-status', 'received', { timeout: 30_000 });
  await expect(reply.locator('strong', { hasText: 'the last words' })).toBeVisible();
  await expect(reply).toContainText('Here goes [a]([a]([a](');
});
