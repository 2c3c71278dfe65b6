// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { speechServices } from '@/assistant/speech-services';
import { DEFAULT_BOT_ID, findBot } from '@/content/bots';
import type { Bot } from '@/content/schema';
import { CompactChat, type CompactChatProps } from '@/features/chat';
import { createConversation } from '@/features/conversation';
import { findHelpAnswer } from '@/features/search';
import { renderRoute } from '../../helpers/render';
import { freshDatabaseForEachTest } from '../../helpers/database';

freshDatabaseForEachTest();

/** Notes where the focus is when the commit that mounts it ends, before the browser gets a turn. */
function FocusAtCommit({ seen }: { readonly seen: string[] }) {
  useLayoutEffect(() => {
    seen.push(document.activeElement?.tagName ?? 'none');
  }, [seen]);
  return null;
}

/** The embedded chat with GregBot and the app's own conversation core; `beside` renders after it. */
function renderCompactChat(props: Partial<CompactChatProps>, beside?: ReactNode) {
  renderRoute(
    '/',
    <>
      <CompactChat
        bot={findBot(DEFAULT_BOT_ID) as Bot}
        conversation={createConversation({ services: speechServices, findHelp: findHelpAnswer })}
        services={speechServices}
        renderCall={() => null}
        {...props}
      />
      {beside}
    </>,
  );
}

describe('CompactChat', { timeout: 20_000 }, () => {
  it('takes the focus in the commit that shows it, so no keystroke falls between the placeholder and the box', async () => {
    const seen: string[] = [];
    renderCompactChat({ focusInput: true }, <FocusAtCommit seen={seen} />);
    expect(seen).toEqual(['TEXTAREA']);
    expect(await screen.findByRole('textbox', { name: 'Message GregBot' })).toHaveFocus();
  });

  it('keeps a press on Talk to made before the conversation is read: the call shows once it is', async () => {
    renderCompactChat({
      renderCall: ({ conversationId }) => <p>Call in conversation {String(conversationId)}</p>,
      askForCall: () => true,
    });
    // In the render's own task: the conversation is read from IndexedDB later.
    fireEvent.click(screen.getByRole('button', { name: 'Talk to GregBot' }));
    expect(await screen.findByText('Call in conversation null')).toBeInTheDocument();
  });
});
