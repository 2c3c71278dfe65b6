import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  holdBack,
  reduceMotion,
  test,
  waitForHydration,
  waitForServiceWorker,
} from './fixtures';
import { configureUpstream } from './fake-upstream/client';
import { ChatPage } from './pages/chat-page';

// GregBot outside /bots: the home page's section and the "Ask GregBot" launcher on other pages,
// answered by the same chat engine and saved in the same conversations as /bots.

let key: string;
/** Whether the visitor cancels the key prompt (a visitor without an OpenAI key). */
let declinePrompt: boolean;

test.beforeEach(async ({ page, upstreamKey }) => {
  key = upstreamKey;
  declinePrompt = false;
  await reduceMotion(page);
  page.on('dialog', (dialog) => void (declinePrompt ? dialog.dismiss() : dialog.accept(key)));
});

/**
 * The home page's section runs a moment after the page's heading; until then Enter in its box is
 * a plain new line. Its Send button is enabled once the section has seen the typed text.
 */
async function expectSeen(section: Locator): Promise<void> {
  await expect(section.getByRole('button', { name: 'Send' })).toBeEnabled();
}

/** Types a question into the home page's GregBot box and presses Enter, once the section has seen it. */
async function askInSection(section: Locator, text: string): Promise<Locator> {
  const input = section.getByRole('textbox', { name: 'Message GregBot' });
  await input.click();
  await input.fill(text);
  await expectSeen(section);
  await input.press('Enter');
  return input;
}

/** Opens the home page and focuses GregBot's message box, which loads the assistant in its place. */
async function focusAssistantOnHome(page: Page): Promise<{ section: Locator; box: Locator }> {
  await page.goto('/');
  const section = page.locator('#gregbot-section');
  const box = section.getByRole('textbox', { name: 'Message GregBot' });
  await box.click();
  await expect(box).toHaveAttribute('aria-describedby', 'chat-input-help');
  return { section, box };
}

/** Opens /pricing and its "Ask GregBot" launcher, and waits until the panel's message box has the focus. */
async function openLauncherPanel(page: Page): Promise<{ launcher: Locator; panel: Locator; input: Locator }> {
  await page.goto('/pricing');
  const launcher = page.getByRole('button', { name: 'Ask GregBot', exact: true });
  await launcher.click();
  const panel = page.getByRole('dialog', { name: 'Ask GregBot' });
  const input = panel.getByRole('textbox', { name: 'Message GregBot' });
  await expect(input).toBeFocused();
  return { launcher, panel, input };
}

test('on the home page GregBot answers in its section, and the full chat opens the same conversation', async ({
  page,
}) => {
  // Focus loads the assistant, which takes the placeholder's place (typing meanwhile is covered
  // below, with the assistant's code held back); this asks the assistant itself.
  const { section } = await focusAssistantOnHome(page);
  await askInSection(section, 'What does a BaseBot cost?');
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

test.describe(() => {
  // Requests must reach page.route, not be answered by the service worker's precache.
  test.use({ serviceWorkers: 'block' });

  test('text typed into the section before the page runs is taken over, and Enter sends it', async ({ page }) => {
    // The prerendered box is on screen long before the page's script has run.
    const release = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
    await page.goto('/', { waitUntil: 'commit' });
    const section = page.locator('#gregbot-section');
    const input = section.getByRole('textbox', { name: 'Message GregBot' });
    await input.click();
    await input.fill('Typed before the page ran');
    release();
    await expectSeen(section);
    await expect(input).toBeFocused();
    await input.press('Enter');

    await expect(section.getByRole('log').locator('[data-role="user"] [data-content]')).toHaveText([
      'Typed before the page ran',
    ]);
    await expect(section.getByRole('log').locator('[data-role="assistant"]').last()).toHaveText(
      /Fake reply to: Typed before the page ran/,
    );
  });

  test('words typed on while the page and then the assistant take the box over arrive whole, in order', async ({
    page,
  }) => {
    const release = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
    await page.goto('/', { waitUntil: 'commit' });
    const section = page.locator('#gregbot-section');
    const input = section.getByRole('textbox', { name: 'Message GregBot' });
    await input.click();
    await page.keyboard.type('How do I set up reminders ');
    release();
    // Typed on, a key every 30 ms, across the page's takeover and the assistant's.
    await page.keyboard.type('for my medicine? I take three kinds', { delay: 30 });
    await expect(section.getByRole('log')).toBeVisible();
    await page.keyboard.type(' each morning.');
    await expect(input).toHaveValue('How do I set up reminders for my medicine? I take three kinds each morning.');
    await page.keyboard.press('Enter');
    await expect(section.getByRole('log').locator('[data-role="user"] [data-content]')).toHaveText([
      'How do I set up reminders for my medicine? I take three kinds each morning.',
    ]);
    // Answered, so the send (and its key prompt) is over before the test ends: a prompt still
    // open then was accepted as the page closed, which failed the test on a busy machine.
    await expect(section.getByRole('log').locator('[data-role="assistant"]').last()).toContainText(
      'Fake reply to: How do I set up reminders for my medicine? I take three kinds each morning.',
    );
  });

  test('a visitor who tabbed on past the box while the page loaded keeps their place', async ({ page }) => {
    // As on a phone: the page is taken over, and the assistant loaded, while the visitor moves on.
    const session = await page.context().newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/', { waitUntil: 'commit' });
    const section = page.locator('#gregbot-section');
    const input = section.getByRole('textbox', { name: 'Message GregBot' });
    await input.click();
    await page.keyboard.type('Hello');
    // Past the box, its buttons and the link to the full chat, on into the page.
    for (let press = 0; press < 6; press += 1) await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    const name = await focused.textContent();
    expect(await section.locator(':focus').count()).toBe(0);
    // The assistant took the box over (its conversation shows): the focus was not pulled back.
    await expect(section.getByRole('log')).toBeVisible();
    await expect(focused).toHaveText(name ?? '');
    expect(await section.locator(':focus').count()).toBe(0);
    await expect(input).toHaveValue('Hello');
  });

  // The box's placeholder comes with its own Send, call button and link: the assistant may arrive
  // while one of those has the focus, and replaces it.
  for (const [presses, control] of [
    [1, { role: 'button', name: 'Send' }],
    [2, { role: 'button', name: 'Talk to GregBot' }],
    [3, { role: 'link', name: 'Continue in full chat' }],
  ] as const) {
    test(`the focus on the section's "${control.name}" as the assistant arrives stays on "${control.name}"`, async ({
      page,
    }) => {
      const release = await holdBack(page, /\/assets\/compact-assistant-[\w-]+\.js$/);
      await page.goto('/');
      await waitForHydration(page);
      const section = page.locator('#gregbot-section');
      const input = section.getByRole('textbox', { name: 'Message GregBot' });
      await input.click();
      await page.keyboard.type('Hello');
      await expectSeen(section);
      for (let press = 0; press < presses; press += 1) await page.keyboard.press('Tab');
      const target = section.getByRole(control.role, { name: control.name, exact: true });
      await expect(target).toBeFocused();
      const placeholder = await target.elementHandle();
      release();

      await page.waitForFunction((element) => !element?.isConnected, placeholder);
      await expect(target).toBeFocused();
      await expect(input).toHaveValue('Hello');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }

  test('Enter pressed before the assistant has loaded still sends, into the conversation /bots resumes', async ({
    page,
  }) => {
    const chat = new ChatPage(page);
    await chat.goto('?bot=gregbot');
    await chat.send('An earlier question');
    await expect(chat.assistantMessages().last()).toHaveText(/Fake reply to: An earlier question/);

    // The assistant's code arrives well after the visitor has typed and pressed Enter.
    const release = await holdBack(page, /\/assets\/compact-assistant-[\w-]+\.js$/);
    await page.goto('/');
    await waitForHydration(page);
    const section = page.locator('#gregbot-section');
    const input = await askInSection(section, 'Sent before it loaded');
    await expect(input).toHaveValue('Sent before it loaded');
    release();

    await expect(section.getByRole('log').locator('[data-role="assistant"]').last()).toHaveText(
      /Fake reply to: Sent before it loaded/,
    );
    await expect(section.getByRole('log').locator('[data-role="user"] [data-content]')).toHaveText([
      'An earlier question',
      'Sent before it loaded',
    ]);
    await expect(input).toHaveValue('');
  });
});

test('the launcher on /pricing opens GregBot in a panel; Escape closes it; the chat is in /bots history', async ({
  page,
}) => {
  const { launcher, panel, input } = await openLauncherPanel(page);
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

test.describe(() => {
  // It goes offline, so it runs with the service worker (the others block it: see the config).
  test.use({ serviceWorkers: 'allow' });

  test('offline, the embedded GregBot answers from the help library', async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    const section = page.locator('#gregbot-section');
    await askInSection(section, 'How much does the Professional plan cost?');
    const answer = section.getByRole('log').locator('[data-role="assistant"]').last();
    await expect(answer).toContainText('Offline answer');
    await expect(answer.getByRole('link').first()).toHaveAttribute('href', /^\/knowledgebase\?topic=/);
    await context.setOffline(false);
  });
});

test('at 320 px the launcher hides no control a visitor moves to, nor the end of the page, and it can be hidden until the next visit', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/pricing', '/knowledgebase', '/senior-connect']) {
    await page.goto(path);
    const launcher = page.getByRole('complementary', { name: 'Ask GregBot' });
    await expect(launcher).toBeVisible();
    // It floats over the page as it scrolls, like any docked control: what it must never do is
    // hide a control the visitor moves to (the page scrolls it clear), or the page's last lines.
    const hidden = await launcher.evaluate((box) => {
      const area = box.getBoundingClientRect();
      const under = (element: Element) => {
        const rect = element.getBoundingClientRect();
        return (
          rect.width > 0 &&
          rect.left < area.right &&
          rect.right > area.left &&
          rect.top < area.bottom &&
          rect.bottom > area.top
        );
      };
      // The page's controls: not the dock's own, the launcher and the notices stacked above it, which
      // may slide past it as one comes or goes (the layout spec checks them once settled).
      const controls = [...document.querySelectorAll('a[href], button, input, select, textarea, [tabindex="0"]')]
        .filter((control): control is HTMLElement => control instanceof HTMLElement && !control.closest('[data-dock]'))
        .filter((control) => control.getClientRects().length > 0);
      const focused = controls.filter((control) => {
        control.focus();
        return document.activeElement === control && under(control);
      });
      window.scrollTo(0, document.documentElement.scrollHeight);
      const atTheEnd = controls.filter(under);
      return [...focused, ...atTheEnd].map((control) => control.outerHTML.slice(0, 80));
    });
    expect(hidden, path).toEqual([]);
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

/** What a visitor without a key gets: the notice, and the help library's answer, saying how to get GregBot's own. */
async function expectLibraryAnswer(page: Page, log: Locator): Promise<void> {
  await expect(new ChatPage(page).notice('API Key Required')).toContainText(
    'An OpenAI API key is required to chat with the assistant.',
  );
  const answer = log.locator('[data-role="assistant"]').last();
  await expect(answer).toContainText('Help library answer');
  await expect(answer).toContainText('That answer is from our help library.');
  await expect(answer).toContainText('I need an OpenAI key (a kind of password from OpenAI)');
  await expect(answer.getByRole('link').first()).toHaveAttribute('href', /^\/knowledgebase\?topic=/);
  const question = log.locator('[data-role="user"]').last();
  await expect(question).toContainText('How much does it cost?');
  await expect(question).toContainText('Waiting to send: it needs your OpenAI key');
}

test('without a key, GregBot on the home page answers from the help library, with the "API Key Required" notice', async ({
  page,
}) => {
  declinePrompt = true;
  const { section, box } = await focusAssistantOnHome(page);
  await askInSection(section, 'How much does it cost?');
  await expectLibraryAnswer(page, section.getByRole('log'));
  await expect(box).toHaveValue('');
  await expectNoAxeViolations(page, { include: '#gregbot-section' });
});

test('without a key, "Ask GregBot" on /pricing answers from the help library, with the "API Key Required" notice', async ({
  page,
}) => {
  declinePrompt = true;
  const { panel, input } = await openLauncherPanel(page);
  await input.fill('How much does it cost?');
  await input.press('Enter');
  await expectLibraryAnswer(page, panel.getByRole('log'));
  await expectNoAxeViolations(page);
});

test('Escape closes the launcher panel from a link in the reply and from its buttons, with focus back on the launcher', async ({
  page,
}) => {
  await configureUpstream({ route: 'chat', key, reply: 'See [our plans](/pricing) for the details.' });
  await page.goto('/pricing');
  const launcher = page.getByRole('button', { name: 'Ask GregBot', exact: true });
  await launcher.click();
  const panel = page.getByRole('dialog', { name: 'Ask GregBot' });
  const input = panel.getByRole('textbox', { name: 'Message GregBot' });
  await input.fill('Where are the prices?');
  await input.press('Enter');
  const link = panel.getByRole('log').getByRole('link', { name: 'our plans' });
  await link.focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();

  // By keyboard, as the visitor who closed it with Escape goes on (a notice may cover the corner by now).
  await page.keyboard.press('Enter');
  await panel.getByRole('button', { name: 'Talk to GregBot' }).focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();
});

test.describe(() => {
  // Requests must reach page.route, not be answered by the service worker's precache.
  test.use({ serviceWorkers: 'block' });

  test('Escape pressed while the launcher panel is still loading closes it: it does not open afterwards', async ({
    page,
  }) => {
    await page.goto('/pricing');
    const panelCode = /\/assets\/assistant-panel-[\w-]+\.js$/;
    const release = await holdBack(page, panelCode);
    const launcher = page.getByRole('button', { name: 'Ask GregBot', exact: true });
    await launcher.click();
    await page.keyboard.press('Escape');
    const arrived = page.waitForResponse(panelCode);
    release();
    await arrived;
    // Had the panel been left open, it would show as soon as its code has run: give it two frames.
    await page.evaluate(
      () =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))),
    );
    await expect(page.getByRole('dialog', { name: 'Ask GregBot' })).toHaveCount(0);
    await expect(launcher).toBeFocused();

    // The launcher still opens it.
    await launcher.click();
    await expect(page.getByRole('dialog', { name: 'Ask GregBot' }).getByRole('textbox')).toBeFocused();
  });
});

test('Escape closes "Ask GregBot" on /pricing once the reply has arrived, with focus in its message box', async ({
  page,
}) => {
  const { launcher, panel, input } = await openLauncherPanel(page);
  await page.keyboard.type('Is there a plan for two kitchens?');
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('log').locator('[data-role="assistant"]').last()).toHaveText(
    /Fake reply to: Is there a plan for two kitchens\?/,
  );
  await input.click();
  await expect(input).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();
});
