// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { speechServices } from '@/app/speech-services';
import { DEFAULT_BOT_ID, findBot } from '@/content/bots';
import type { Bot } from '@/content/schema';
import { CompactChat } from '@/features/chat';
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

describe('CompactChat', { timeout: 20_000 }, () => {
  it('takes the focus in the commit that shows it, so no keystroke falls between the placeholder and the box', async () => {
    const seen: string[] = [];
    const bot = findBot(DEFAULT_BOT_ID) as Bot;
    renderRoute(
      '/',
      <>
        <CompactChat
          bot={bot}
          conversation={createConversation({ services: speechServices, findHelp: findHelpAnswer })}
          services={speechServices}
          renderCall={() => null}
          focusInput
        />
        <FocusAtCommit seen={seen} />
      </>,
    );
    expect(seen).toEqual(['TEXTAREA']);
    expect(await screen.findByRole('textbox', { name: 'Message GregBot' })).toHaveFocus();
  });
});
