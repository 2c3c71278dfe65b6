// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findBot } from '@/content/bots';
import { ChatThread } from '@/features/chat/chat-thread';
import { createConversation } from '@/features/conversation';
import type { MessageRecord } from '@/lib/db';
import { loadStreamParser } from '@/lib/markdown/on-demand';
import { freshDatabaseForEachTest } from '../../helpers/database';
import { renderWithChakra } from '../../helpers/render';
import { fakeSpeechServices } from '../../helpers/speech-services';

freshDatabaseForEachTest();

const bot = findBot('gregbot');
if (!bot) throw new Error('gregbot is missing');
const services = fakeSpeechServices();
const conversation = createConversation({ services, findHelp: async () => ({ sentences: [], topics: [] }) });

const saved: readonly MessageRecord[] = [
  {
    id: 'q1',
    conversationId: 'c1',
    role: 'user',
    content: 'When do you open?',
    timestamp: 1,
    status: 'sent',
    source: 'typed',
  },
  {
    id: 'a1',
    conversationId: 'c1',
    role: 'assistant',
    content: 'At nine, every day.',
    timestamp: 2,
    status: 'received',
    source: 'remote',
  },
];

describe('ChatThread', () => {
  // Each read of the log from storage gives new objects, and the page renders the thread again as
  // the address or the stored conversation settles: a long conversation was drawn whole each time.
  it('draws a message again only when what it shows changes, not for a new read of it', async () => {
    const drawn: string[] = [];
    const renderReplay = ({ text }: { text: string }) => {
      drawn.push(text);
      return <button type="button">Listen</button>;
    };
    const thread = (messages: readonly MessageRecord[], hasEarlier: boolean) => (
      <ChatThread
        bot={bot}
        conversationId="c1"
        onConversationCreated={() => {}}
        messages={messages}
        hasEarlier={hasEarlier}
        onShowEarlier={() => {}}
        conversation={conversation}
        // Nothing to load ahead of a first message here.
        services={{}}
        renderReplay={renderReplay}
      />
    );
    // The Markdown parser in first: its arrival draws the replies again, which is not what is measured.
    await loadStreamParser();
    const view = await act(async () => renderWithChakra(thread(saved, false)));
    expect(await screen.findByText('At nine, every day.')).toBeInTheDocument();
    const first = drawn.length;

    await act(async () =>
      view.rerender(
        thread(
          saved.map((message) => ({ ...message })),
          true,
        ),
      ),
    );
    expect(screen.getByRole('button', { name: 'Show earlier messages' })).toBeInTheDocument();
    expect(drawn).toHaveLength(first);

    const edited = saved.map((message) => (message.id === 'a1' ? { ...message, content: 'At ten now.' } : message));
    await act(async () => view.rerender(thread(edited, true)));
    expect(screen.getByText('At ten now.')).toBeInTheDocument();
    expect(drawn.at(-1)).toBe('At ten now.');
  });

  // A call waits for the conversation to be read; a reader in the log is told it is not yet all there.
  it('marks the log busy until it is known which conversation it shows', async () => {
    const thread = (conversationId: string | undefined) => (
      <ChatThread
        bot={bot}
        conversationId={conversationId}
        onConversationCreated={() => {}}
        messages={conversationId ? saved : []}
        hasEarlier={false}
        onShowEarlier={() => {}}
        conversation={conversation}
        services={{}}
        renderReplay={() => null}
      />
    );
    const view = await act(async () => renderWithChakra(thread(undefined)));
    const log = screen.getByRole('log', { name: 'Conversation with GregBot' });
    expect(log).toHaveAttribute('aria-busy', 'true');

    await act(async () => view.rerender(thread('c1')));
    expect(await screen.findByText('At nine, every day.')).toBeInTheDocument();
    expect(log).toHaveAttribute('aria-busy', 'false');
  });
});
