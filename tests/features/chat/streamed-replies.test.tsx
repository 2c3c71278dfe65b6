// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useInterruptedLeftovers } from '@/features/chat/use-interrupted-leftovers';
import { createConversation } from '@/features/conversation';
import { addMessage, listAllMessages, updateMessage } from '@/lib/db/messages';
import { SpeechError } from '@/lib/speech/speech-error';
import type { ModelChat } from '@/lib/speech/model-chat';
import type { ChatInput } from '@/lib/speech/speech-services';
import { toaster } from '@/lib/toaster';
import { renderChatSession } from '../../helpers/chat-session';
import { freshDatabaseForEachTest } from '../../helpers/database';
import { fakeSpeechServices } from '../../helpers/speech-services';

freshDatabaseForEachTest();

beforeEach(() => {
  toaster.remove();
});

type Chat = ModelChat['chat'];

const core = createConversation({
  services: fakeSpeechServices(),
  findHelp: async () => ({ sentences: [], topics: [] }),
});

/** A reply the test feeds piece by piece, then completes, breaks or leaves to the signal. */
function scriptedReply() {
  let onText: ((piece: string) => void) | undefined;
  let settle: { resolve: (text: string) => void; reject: (error: unknown) => void } | undefined;
  const calls: ChatInput[] = [];
  const chat: Chat = (_key, input, signal, textCallback) => {
    calls.push(input);
    onText = textCallback;
    return new Promise<string>((resolve, reject) => {
      settle = { resolve, reject };
      signal?.addEventListener('abort', () => reject(new SpeechError('aborted', 'The request was cancelled.')));
    });
  };
  return {
    chat,
    calls,
    piece: (text: string) => onText?.(text),
    complete: (text: string) => settle?.resolve(text),
    fail: (error: unknown) => settle?.reject(error),
  };
}

/** Sends a question, waits for the call for its reply, and feeds the reply its first piece. */
async function startReply(send: () => Promise<boolean>, reply: ReturnType<typeof scriptedReply>, first: string) {
  await act(async () => {
    await send();
  });
  await waitFor(() => expect(reply.calls).toHaveLength(1));
  act(() => reply.piece(first));
}

function session(chat: Chat) {
  const rendered = renderChatSession(fakeSpeechServices({ ensureSpeechKey: async () => 'good-key', chat }));
  const saved = async () =>
    (await rendered.messages()).map((message) => [message.role, message.status, message.content]);
  return { ...rendered, saved, records: rendered.messages };
}

describe('a streamed reply in the chat session', () => {
  it('shows each piece, saves the growing reply, and ends received with the whole text', async () => {
    const reply = scriptedReply();
    const { result, saved } = session(reply.chat);
    await act(async () => {
      await result.current.send('Hello?');
    });
    await waitFor(() => expect(reply.calls).toHaveLength(1));
    expect(result.current.waiting.size).toBe(1);
    expect(result.current.replying).toBe(true);
    act(() => reply.piece('Hel'));
    // The typing indicator gives way to the first text.
    expect(result.current.waiting.size).toBe(0);
    expect([...result.current.live.values()]).toEqual(['Hel']);
    act(() => reply.piece('lo'));
    await waitFor(() => expect([...result.current.live.values()]).toEqual(['Hello']));
    await waitFor(async () =>
      expect(await saved()).toEqual([
        ['user', 'sent', 'Hello?'],
        ['assistant', 'streaming', 'Hello'],
      ]),
    );
    await act(async () => reply.complete('Hello'));
    await waitFor(async () =>
      expect(await saved()).toEqual([
        ['user', 'sent', 'Hello?'],
        ['assistant', 'received', 'Hello'],
      ]),
    );
    await waitFor(() => expect(result.current.live.size).toBe(0));
    await waitFor(() => expect(result.current.replying).toBe(false));
  });

  it('keeps the partial text marked stopped when the visitor presses Stop', async () => {
    const reply = scriptedReply();
    const { result, saved } = session(reply.chat);
    await startReply(() => result.current.send('Tell me a story'), reply, 'Once upon');
    act(() => result.current.stop());
    await waitFor(async () =>
      expect(await saved()).toEqual([
        ['user', 'sent', 'Tell me a story'],
        ['assistant', 'stopped', 'Once upon'],
      ]),
    );
    expect(toaster.getVisibleToasts()).toHaveLength(0);
  });

  it('keeps the partial text marked interrupted after a drop, says so, and Try again asks the question again', async () => {
    const first = scriptedReply();
    let chat: Chat = first.chat;
    const { result, saved, records } = session((...args) => chat(...args));
    await startReply(() => result.current.send('How do I pair it?'), first, 'First, open');
    await act(async () => first.fail(new SpeechError('network', 'The reply broke off.')));
    await waitFor(async () =>
      expect(await saved()).toEqual([
        ['user', 'sent', 'How do I pair it?'],
        ['assistant', 'interrupted', 'First, open'],
      ]),
    );
    expect(toaster.getVisibleToasts().map((toast) => toast.title)).toEqual(['Reply interrupted']);

    const second = scriptedReply();
    chat = second.chat;
    const interrupted = (await records()).find((message) => message.status === 'interrupted')!;
    let retried: Promise<void> = Promise.resolve();
    act(() => {
      retried = result.current.retry(interrupted);
    });
    await waitFor(() => expect(second.calls).toHaveLength(1));
    expect(second.calls[0]?.prompt).toBe('How do I pair it?');
    await act(async () => {
      second.piece('Open the app.');
      second.complete('Open the app.');
      await retried;
    });
    await waitFor(async () => expect((await saved()).at(-1)).toEqual(['assistant', 'received', 'Open the app.']));
  });
});

describe('useInterruptedLeftovers', () => {
  it('marks a reply left streaming (its tab closed) as interrupted, but not one that has ended since', async () => {
    const left = await addMessage({
      conversationId: 'c1',
      role: 'assistant',
      content: 'Half',
      status: 'streaming',
      source: 'remote',
    });
    const ended = await addMessage({
      conversationId: 'c1',
      role: 'assistant',
      content: 'Whole',
      status: 'received',
      source: 'remote',
    });
    // The page may still show a row as streaming that another tab has finished meanwhile.
    renderHook(() => useInterruptedLeftovers(core, [left, { ...ended, status: 'streaming' }]));
    await waitFor(async () =>
      expect((await listAllMessages('c1')).map((message) => message.status)).toEqual(['interrupted', 'received']),
    );
  });

  it('leaves a reply this tab is streaming alone, and forgets it once it has ended', async () => {
    const reply = scriptedReply();
    const { result, records } = session(reply.chat);
    await startReply(() => result.current.send('Hello?'), reply, 'Hel');
    const streaming = async () => (await records()).find((message) => message.role === 'assistant');
    await waitFor(async () => expect((await streaming())?.status).toBe('streaming'));
    const shown = (await streaming())!;
    const leftovers = renderHook(({ messages }) => useInterruptedLeftovers(core, messages), {
      initialProps: { messages: [shown] },
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect((await streaming())?.status).toBe('streaming');

    await act(async () => reply.complete('Hello'));
    await waitFor(async () => expect((await streaming())?.status).toBe('received'));
    // As if its last write had been lost: a row still streaming after its reply ended is a leftover.
    await updateMessage(shown.id, { status: 'streaming' });
    leftovers.rerender({ messages: [{ ...shown }] });
    await waitFor(async () => expect((await streaming())?.status).toBe('interrupted'));
  });
});
