// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findBot } from '@/content/bots';
import { speechServices } from '@/assistant/speech-services';
import { ChatPage } from '@/features/chat';
import { createConversation, type FindHelp } from '@/features/conversation';
import { findHelpAnswer } from '@/features/search';
import { getDatabase } from '@/lib/db/database';
import { findLatestConversation } from '@/lib/db/conversations';
import { listAllMessages } from '@/lib/db/messages';
import { toaster } from '@/lib/toaster';
import { renderRoute } from '../../helpers/render';
import { freshDatabaseForEachTest } from '../../helpers/database';

// Chakra and emotion in jsdom are slow; each keystroke re-renders styled elements.
configure({ asyncUtilTimeout: 8_000 });

freshDatabaseForEachTest();

beforeEach(() => {
  toaster.remove();
});

function openChat(url: string, findHelp: FindHelp = findHelpAnswer) {
  // The app's own speech services (a cancelled key prompt must show its notice); no call is started here.
  const page = (
    <ChatPage
      conversation={createConversation({ services: speechServices, findHelp })}
      services={speechServices}
      renderCall={() => null}
    />
  );
  const { history } = renderRoute('/bots', page, url);
  return { history, user: userEvent.setup() };
}

async function messageBox(name: RegExp) {
  return screen.findByRole('textbox', { name });
}

/** Opens SilentBot's chat (it answers without a key), waits for its greeting, and types `text`. */
async function typeToSilentBot(text: string) {
  const { user } = openChat('/bots?bot=listenbot');
  const log = await screen.findByRole('log', { name: 'Conversation with SilentBot' });
  await within(log).findByText(/here to listen and learn/);
  const box = await messageBox(/Message SilentBot/);
  await user.type(box, text);
  return { log, box };
}

// Chakra in jsdom is slow to render the first time.
describe('ChatPage', { timeout: 20_000 }, () => {
  it('greets, and the listen-only bot answers a statement itself and saves both turns', async () => {
    const prompt = vi.spyOn(window, 'prompt');
    const { user } = openChat('/bots?bot=listenbot');
    const log = await screen.findByRole('log', { name: 'Conversation with SilentBot' });
    await within(log).findByText(/here to listen and learn/);
    await user.type(await messageBox(/Message SilentBot/), 'I had soup today.{Enter}');
    await within(log).findByText(/listening and learning/);
    expect(prompt).not.toHaveBeenCalled();
    const conversation = await findLatestConversation('listenbot');
    expect(conversation?.title).toBe('I had soup today.');
    const saved = await listAllMessages(conversation!.id);
    expect(saved.map((message) => [message.role, message.source])).toEqual([
      ['assistant', 'greeting'],
      ['user', 'typed'],
      ['assistant', 'local'],
    ]);
  });

  it('shows a question in the log the moment it is sent, before the device has saved it, then once', async () => {
    const { log, box } = await typeToSilentBot('Soup is good.');
    // A key press dispatched synchronously: no IndexedDB request can have finished by the next line.
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(within(log).getByText('Soup is good.')).toBeInTheDocument();
    await within(log).findByText(/listening and learning/);
    expect(within(log).getAllByText('Soup is good.')).toHaveLength(1);
    const conversation = await findLatestConversation('listenbot');
    expect((await listAllMessages(conversation!.id)).filter((message) => message.role === 'user')).toHaveLength(1);
  });

  it('takes a question that cannot be saved back out of the log, keeps it in the box, and says so', async () => {
    const { log, box } = await typeToSilentBot('Soup is good.');
    // Not a full disk (that moves storage to memory): the device refuses the write outright.
    getDatabase().conversations.hook('creating', () => {
      throw new DOMException('The device refused the write.', 'UnknownError');
    });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(within(log).getByText('Soup is good.')).toBeInTheDocument();
    await waitFor(() => expect(toaster.getVisibleToasts()[0]?.title).toBe('Error'));
    expect(within(log).queryByText('Soup is good.')).toBeNull();
    expect(box).toHaveValue('Soup is good.');
    expect(await findLatestConversation('listenbot')).toBeNull();
  });

  it('starts loading the call screen as soon as a call is chosen, and not for a chat', async () => {
    const prepareCall = vi.fn();
    const page = (
      <ChatPage
        conversation={createConversation({ services: speechServices, findHelp: findHelpAnswer })}
        services={speechServices}
        renderCall={() => null}
        prepareCall={prepareCall}
      />
    );
    renderRoute('/bots', page, '/bots');
    await screen.findByRole('log', { name: 'Conversation with GregBot' });
    expect(prepareCall).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Voice call' }));
    await waitFor(() => expect(prepareCall).toHaveBeenCalled());
  });

  it('answers from the help library when offline, marked as an offline answer with topic links', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = openChat('/bots');
    const log = await screen.findByRole('log', { name: 'Conversation with GregBot' });
    await within(log).findByText(/^Hello! I'm GregBot, your Head Chef\. Welcome to the kitchen!/);
    await user.type(await messageBox(/Message GregBot/), 'How much does the Professional plan cost?{Enter}');
    await within(log).findByText('Offline answer');
    const links = within(log).getAllByRole('link');
    expect(links.some((link) => link.getAttribute('href')?.startsWith('/knowledgebase?topic='))).toBe(true);
  });

  it('offline before the help library ever loaded, says it cannot open the library rather than that it has nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // What the lazy search chunk does when it cannot be fetched.
    const { user } = openChat('/bots', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const log = await screen.findByRole('log', { name: 'Conversation with GregBot' });
    await user.type(await messageBox(/Message GregBot/), 'How much does it cost?{Enter}');
    await within(log).findByText(/I can't connect right now, and I can't open the help library either/);
    expect(within(log).queryByText(/nothing on that/)).toBeNull();
  });

  it('says a key is required when the prompt is cancelled, and answers from the help library meanwhile', async () => {
    vi.spyOn(window, 'prompt').mockReturnValue(null);
    const { user } = openChat('/bots?bot=chefbot');
    const log = await screen.findByRole('log', { name: 'Conversation with ChefBot' });
    const input = await messageBox(/Message ChefBot/);
    await user.type(input, 'How much does it cost?{Enter}');
    await waitFor(() => expect(toaster.getVisibleToasts()[0]?.title).toBe('API Key Required'));
    await within(log).findByText('Help library answer');
    await within(log).findByText('Waiting to send: it needs your OpenAI key');
    expect(within(log).getByRole('button', { name: 'Enter key' })).toBeVisible();
    expect(input).toHaveValue('');
    const conversation = await findLatestConversation('chefbot');
    const saved = await listAllMessages(conversation!.id);
    expect(saved.map((message) => [message.role, message.status, message.source])).toEqual([
      ['assistant', 'received', 'greeting'],
      ['user', 'queued', 'typed'],
      ['assistant', 'received', 'library'],
    ]);
  });

  it('does not send blank messages, and Shift+Enter adds a line', async () => {
    const prompt = vi.spyOn(window, 'prompt');
    const { user } = openChat('/bots');
    const input = await messageBox(/Message GregBot/);
    await user.type(input, '   {Enter}');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'one{Shift>}{Enter}{/Shift}two');
    expect(input).toHaveValue('one\ntwo');
    expect(prompt).not.toHaveBeenCalled();
  });

  it('shows the 50-character description with the full text for assistive tech, and switches bot by the selector', async () => {
    const { user, history } = openChat('/bots?bot=gregbot');
    await screen.findByRole('heading', { level: 2, name: 'GregBot' });
    const description = screen.getByTestId('bot-description');
    expect([...(description.querySelector('[aria-hidden="true"]')?.textContent ?? '')].length).toBeLessThanOrEqual(50);
    expect(description.getAttribute('title')).toMatch(/head chef of the BaseBots kitchen/);
    // The whole description is one tap away.
    const more = within(description).getByRole('button', { name: 'More about GregBot' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(description.querySelector('[aria-hidden="true"]')?.textContent).toBe(
      findBot('gregbot')?.persona.description,
    );
    expect(within(description).getByRole('button', { name: 'Less about GregBot' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.selectOptions(screen.getByLabelText('Assistant'), 'supabasebot');
    await screen.findByRole('heading', { level: 2, name: 'SupabaseBot' });
    expect(history.location.search).toBe('?bot=supabasebot');
  });

  it('keeps what is typed right after "New chat" in the new chat, however busy the page is', async () => {
    const { log, box } = await typeToSilentBot('Soup is good.{Enter}');
    await within(log).findByText(/listening and learning/);
    // As a busy phone has it: the press and the first keys land before React's own next task,
    // which is when a switch rendered as a transition would have taken the box to the new chat.
    const reactEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    reactEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      screen.getByRole('button', { name: 'New chat' }).click();
      for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
      const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
      setValue?.call(box, 'And bread?');
      box.dispatchEvent(new Event('input', { bubbles: true }));
    } finally {
      reactEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
    await waitFor(() => expect(within(log).queryByText('Soup is good.')).not.toBeInTheDocument());
    expect(await messageBox(/Message SilentBot/)).toHaveValue('And bread?');
  });
});
