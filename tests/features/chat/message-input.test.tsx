// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MessageInput } from '@/features/chat/message-input';
import { renderWithChakra } from '../../helpers/render';

beforeEach(() => window.localStorage.clear());

/** An onSend that records what it was given and accepts it. */
function recordingSend() {
  const sent: string[] = [];
  const onSend = async (text: string) => {
    sent.push(text);
    return true;
  };
  return { sent, onSend };
}

describe('MessageInput', () => {
  it('holds a send until the conversation is known, then sends it once into its draft', async () => {
    const { sent, onSend } = recordingSend();
    const user = userEvent.setup();
    const box = (ready: boolean, draftKey?: string) => (
      <MessageInput label="Message GregBot" busy={false} onSend={onSend} ready={ready} draftKey={draftKey} />
    );
    const view = renderWithChakra(box(false));
    const input = screen.getByRole('textbox', { name: 'Message GregBot' });
    await user.type(input, 'Is it open today?{Enter}');
    expect(sent).toEqual([]);
    expect(input).toHaveValue('Is it open today?');

    await act(async () => view.rerender(box(true, 'conversation-1')));
    expect(sent).toEqual(['Is it open today?']);
    expect(input).toHaveValue('');

    // Nothing is left pending: later typing is not sent by itself.
    await user.type(input, 'and tomorrow');
    await act(async () => view.rerender(box(true, 'conversation-1')));
    expect(sent).toEqual(['Is it open today?']);
  });

  it('sends text typed before it existed when asked to, and only once', async () => {
    const { sent, onSend } = recordingSend();
    const box = (ready: boolean) => (
      <MessageInput
        label="Message GregBot"
        busy={false}
        onSend={onSend}
        ready={ready}
        initialText="What does a BaseBot cost?"
        sendInitialText
        draftKey={ready ? 'new:gregbot' : undefined}
      />
    );
    const view = renderWithChakra(box(false));
    expect(sent).toEqual([]);
    await act(async () => view.rerender(box(true)));
    await act(async () => view.rerender(box(true)));
    expect(sent).toEqual(['What does a BaseBot cost?']);
    expect(screen.getByRole('textbox', { name: 'Message GregBot' })).toHaveValue('');
  });

  it('keeps what was typed while the conversation was unknown over the draft kept for it', async () => {
    window.localStorage.setItem('basebots:draft:conversation-1', 'an older draft');
    const user = userEvent.setup();
    const box = (draftKey?: string) => (
      <MessageInput label="Message GregBot" busy={false} onSend={async () => true} draftKey={draftKey} />
    );
    const view = renderWithChakra(box(undefined));
    const input = screen.getByRole('textbox', { name: 'Message GregBot' });
    await user.type(input, 'typed early');
    await act(async () => view.rerender(box('conversation-1')));
    expect(input).toHaveValue('typed early');
  });
});
