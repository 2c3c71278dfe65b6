// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findBot } from '@/content/bots';
import { useChatSession } from '@/features/chat/use-chat-session';
import { countOutbox, nextOutboxEntry, type MessageRecord } from '@/lib/db';
import { resetDatabase } from '@/lib/db/database';
import { clearMemory } from '@/lib/db/memory-store';
import { listAllMessages } from '@/lib/db/messages';
import { SpeechError } from '@/lib/speech/speech-error';
import type { ChatInput, SpeechServices } from '@/lib/speech/speech-services';
import { toaster } from '@/lib/toaster';

let counter = 0;

beforeEach(() => {
  counter += 1;
  resetDatabase({ name: `chat-session-${counter}-${Date.now()}` });
  clearMemory();
  toaster.remove();
});

afterEach(() => resetDatabase());

/** Speech services that answer like the function would, refusing every key but `good-key`. */
function services(keys: (string | null)[]) {
  const asked: string[] = [];
  let forgotten = 0;
  const fake: Pick<SpeechServices, 'ensureSpeechKey' | 'chat' | 'forgetSpeechKey'> = {
    ensureSpeechKey: async () => keys.shift() ?? null,
    forgetSpeechKey: async () => {
      forgotten += 1;
    },
    chat: async (key: string, input: ChatInput) => {
      asked.push(key);
      if (key !== 'good-key') {
        throw new SpeechError('http', 'Your OpenAI key was refused.', { status: 401, code: 'invalid_api_key' });
      }
      return `Answer to ${input.prompt}`;
    },
  };
  return { fake, asked, forgotten: () => forgotten };
}

function session(fake: Pick<SpeechServices, 'ensureSpeechKey' | 'chat' | 'forgetSpeechKey'>) {
  const bot = findBot('gregbot');
  if (!bot) throw new Error('gregbot is missing');
  let conversationId: string | null = null;
  // The greeting saved with a new conversation is left out: these tests are about the question.
  const messages = async () =>
    conversationId === null
      ? []
      : (await listAllMessages(conversationId)).filter((message) => message.source !== 'greeting');
  const hook = renderHook(() =>
    useChatSession({
      bot,
      conversationId,
      onConversationCreated: (id) => {
        conversationId = id;
      },
      findHelp: async () => [],
      services: fake,
    }),
  );
  return { ...hook, messages };
}

describe('useChatSession: a refused key', () => {
  it('forgets the key, asks again, and sends the kept message with the new key', async () => {
    const { fake, asked, forgotten } = services(['wrong-key', 'good-key']);
    const { result, messages: saved } = session(fake);
    await act(async () => {
      await result.current.send('How do I pair it?');
    });
    await waitFor(async () => {
      const messages = await saved();
      expect(messages.map((message) => [message.role, message.status, message.content])).toEqual([
        ['user', 'sent', 'How do I pair it?'],
        ['assistant', 'received', 'Answer to How do I pair it?'],
      ]);
    });
    expect(asked).toEqual(['wrong-key', 'good-key']);
    expect(forgotten()).toBe(1);
    expect(toaster.getVisibleToasts()[0]?.title).toBe('Your OpenAI key was refused');
  });

  it('without a new key, answers from the help library and keeps the question waiting for a key', async () => {
    const { fake } = services(['wrong-key', null]);
    const { result, messages: saved } = session(fake);
    await act(async () => {
      await result.current.send('Hello?');
    });
    await waitFor(async () => {
      const messages = await saved();
      expect(messages.map((message) => [message.role, message.status, message.source])).toEqual([
        ['user', 'queued', 'typed'],
        ['assistant', 'received', 'library'],
      ]);
    });
    expect((await nextOutboxEntry())?.id).toBe((await saved())[0]?.id);
    await waitFor(() => expect(toaster.getVisibleToasts()[0]?.title).toBe('Your OpenAI key was refused'));
  });
});

describe('useChatSession: no key given', () => {
  /** The fake services, with the device's key as the real ones keep it once the prompt is answered. */
  function withSavedKey(keys: (string | null)[]) {
    const base = services([]);
    let saved: string | null = null;
    const fake = {
      ...base.fake,
      ensureSpeechKey: async () => {
        saved = keys.shift() ?? saved;
        return saved;
      },
      savedSpeechKey: async () => saved,
    };
    return { fake, asked: base.asked };
  }

  it('answers from the help library in persona, keeps the question for a key, and sends it once the key is given', async () => {
    const { fake, asked } = withSavedKey([null, 'good-key']);
    const { result, messages: saved } = session(fake);
    let accepted = false;
    await act(async () => {
      accepted = await result.current.send('How much does it cost?');
    });
    expect(accepted).toBe(true);
    const messages = await saved();
    expect(messages.map((message) => [message.role, message.status, message.source])).toEqual([
      ['user', 'queued', 'typed'],
      ['assistant', 'received', 'library'],
    ]);
    expect(messages[1]?.content).toMatch(/recipe book/);
    expect(messages[1]?.content).toMatch(/help library's answer/);
    expect(messages[1]?.content).toMatch(/Enter key/);
    expect((await nextOutboxEntry())?.id).toBe(messages[0]?.id);
    expect(asked).toEqual([]);

    await act(async () => {
      result.current.giveKey();
    });
    await waitFor(async () => {
      expect((await saved()).map((message) => [message.role, message.status, message.content])).toEqual([
        ['user', 'sent', 'How much does it cost?'],
        ['assistant', 'received', messages[1]?.content],
        ['assistant', 'received', 'Answer to How much does it cost?'],
      ]);
    });
    expect(asked).toEqual(['good-key']);
    expect(await countOutbox()).toBe(0);
  });
});

describe('useChatSession: questions kept for later', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offline, answers from the library at once and keeps the question waiting; Cancel takes it out', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { fake, asked } = services([]);
    const { result, messages: saved } = session(fake);
    await act(async () => {
      await result.current.send('Where is my order?');
    });
    const messages = await saved();
    expect(messages.map((message) => [message.role, message.status, message.source])).toEqual([
      ['user', 'queued', 'typed'],
      ['assistant', 'received', 'offline'],
    ]);
    const question = messages[0] as MessageRecord;
    expect((await nextOutboxEntry())?.id).toBe(question.id);
    expect(asked).toEqual([]);

    await act(async () => {
      await result.current.cancel(question);
    });
    expect((await saved()).map((message) => message.status)).toEqual(['failed', 'received']);
    expect(await countOutbox()).toBe(0);
  });

  it('when the assistant cannot be reached, keeps the question under the id it was first sent with', async () => {
    const inputs: ChatInput[] = [];
    const fake = {
      ...services(['good-key']).fake,
      chat: async (_key: string, input: ChatInput): Promise<string> => {
        inputs.push(input);
        throw new SpeechError('network', 'Could not connect to the assistant.');
      },
    };
    const { result, messages: saved } = session(fake);
    await act(async () => {
      await result.current.send('Are you there?');
    });
    await waitFor(async () => {
      expect((await saved()).map((message) => [message.role, message.status, message.source])).toEqual([
        ['user', 'queued', 'typed'],
        ['assistant', 'received', 'offline'],
      ]);
    });
    const question = (await saved())[0] as MessageRecord;
    expect(inputs.map((input) => input.requestId)).toEqual([question.id]);
    expect((await nextOutboxEntry())?.id).toBe(question.id);
    expect(toaster.getVisibleToasts()[0]?.description).toContain(
      'your question will be sent when the assistant can be reached',
    );
  });
});
