// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countOutbox, nextOutboxEntry, type MessageRecord } from '@/lib/db';
import { setReadingMode } from '@/lib/reading-mode/reading-mode';
import { SpeechError } from '@/lib/speech/speech-error';
import type { ChatInput } from '@/lib/speech/speech-services';
import { toaster } from '@/lib/toaster';
import { renderChatSession } from '../../helpers/chat-session';
import { freshDatabaseForEachTest } from '../../helpers/database';
import { fakeReply, fakeSpeechServices } from '../../helpers/speech-services';

freshDatabaseForEachTest();

beforeEach(() => {
  toaster.remove();
});

/** Speech services that answer like the function would, refusing every key but `good-key`. */
function services(keys: (string | null)[]) {
  const fake = fakeSpeechServices({ typedKeys: keys, refuses: (key) => key !== 'good-key' });
  const asked = () => fake.chat.mock.calls.map(([key]) => key);
  return { fake, asked, forgotten: () => fake.forgetSpeechKey.mock.calls.length };
}

/** Renders the session over `fake` and sends `text`, expecting the session to take it. */
async function sendAccepted(fake: Parameters<typeof renderChatSession>[0], text: string) {
  const session = renderChatSession(fake);
  let accepted = false;
  await act(async () => {
    accepted = await session.result.current.send(text);
  });
  expect(accepted).toBe(true);
  return session;
}

describe('useChatSession: a refused key', () => {
  it('forgets the key, asks again, and sends the kept message with the new key', async () => {
    const { fake, asked, forgotten } = services(['wrong-key', 'good-key']);
    const { result, messages: saved } = renderChatSession(fake);
    await act(async () => {
      await result.current.send('How do I pair it?');
    });
    await waitFor(async () => {
      const messages = await saved();
      expect(messages.map((message) => [message.role, message.status, message.content])).toEqual([
        ['user', 'sent', 'How do I pair it?'],
        ['assistant', 'received', fakeReply('How do I pair it?')],
      ]);
    });
    expect(asked()).toEqual(['wrong-key', 'good-key']);
    expect(forgotten()).toBe(1);
    expect(toaster.getVisibleToasts()[0]?.title).toBe('Your OpenAI key was refused');
  });

  it('without a new key, answers from the help library and keeps the question waiting for a key', async () => {
    const { fake } = services(['wrong-key', null]);
    const { result, messages: saved } = renderChatSession(fake);
    await act(async () => {
      await result.current.send('Do you open on Sundays?');
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
  it('answers from the help library in persona, keeps the question for a key, and sends it once the key is given', async () => {
    const { fake, asked } = services([null, 'good-key']);
    const { result, messages: saved } = await sendAccepted(fake, 'How much does it cost?');
    const messages = await saved();
    expect(messages.map((message) => [message.role, message.status, message.source])).toEqual([
      ['user', 'queued', 'typed'],
      ['assistant', 'received', 'library'],
    ]);
    expect(messages[1]?.content).toMatch(/straight from the kitchen, I need an OpenAI key/);
    expect(messages[1]?.content).toMatch(/Our help library has nothing on that yet/);
    expect(messages[1]?.content).toMatch(/Enter key/);
    expect((await nextOutboxEntry())?.id).toBe(messages[0]?.id);
    expect(asked()).toEqual([]);

    await act(async () => {
      result.current.giveKey();
    });
    await waitFor(async () => {
      expect((await saved()).map((message) => [message.role, message.status, message.content])).toEqual([
        ['user', 'sent', 'How much does it cost?'],
        ['assistant', 'received', messages[1]?.content],
        ['assistant', 'received', fakeReply('How much does it cost?')],
      ]);
    });
    expect(asked()).toEqual(['good-key']);
    expect(await countOutbox()).toBe(0);
  });
});

describe('useChatSession: small talk, and the key said once', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('greets a greeting without a key, and does not keep it waiting for one', async () => {
    const { fake } = services([null]);
    const { result, messages: saved } = renderChatSession(fake);
    await act(async () => {
      await result.current.send('Hi chef');
    });
    const messages = await saved();
    expect(messages.map((message) => [message.role, message.status, message.source])).toEqual([
      ['user', 'sent', 'typed'],
      ['assistant', 'received', 'local'],
    ]);
    expect(messages[1]?.content).toMatch(/^Hello! I'm GregBot, your Head Chef\./);
    expect(await countOutbox()).toBe(0);
  });

  it('says what a key is for under the first question waiting for one, and only points back to it after', async () => {
    const { fake } = services([null, null]);
    const { result, messages: saved } = renderChatSession(fake);
    await act(async () => {
      await result.current.send('Do you open on Sundays?');
    });
    await act(async () => {
      await result.current.send('And on Mondays?');
    });
    const answers = (await saved()).filter((message) => message.role === 'assistant');
    expect(answers[0]?.content).toMatch(/a kind of password from OpenAI/);
    expect(answers[1]?.content).toMatch(/Like your earlier question, this one waits for an OpenAI key/);
    expect(answers[1]?.content).not.toMatch(/password/);
    expect(await countOutbox()).toBe(2);
  });

  it('answers in the plainest words while the reading mode is on', async () => {
    setReadingMode({ textSize: 150 });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { fake } = services([]);
    const { result, messages: saved } = renderChatSession(fake);
    await act(async () => {
      await result.current.send('Where is my order?');
    });
    const [, answer] = await saved();
    expect(answer?.content).toMatch(/I can't connect right now\. Our help pages have nothing on that\./);
    expect(answer?.content).not.toMatch(/kitchen|Sorry/);
  });
});

describe('useChatSession: the question comes first', () => {
  it('saves the question before the key is asked for, so it is on screen while the visitor answers', async () => {
    // Stored, in order: it is said to be saved (the box lets go of its kept copy), then the key is asked for.
    const seen: string[] = [];
    const fake = fakeSpeechServices({
      ensureSpeechKey: async () => {
        seen.push(`key asked, stored: ${(await messages()).map((message) => message.content).join()}`);
        return 'good-key';
      },
    });
    const { result, messages } = renderChatSession(fake);
    const onSaved = () => seen.push('saved');
    await act(async () => {
      await result.current.send('Is there a senior plan?', { onSaved });
    });
    expect(seen).toEqual(['saved', 'key asked, stored: Is there a senior plan?']);
  });

  it('keeps the question waiting for a key, answered from the library, when the key cannot be looked up', async () => {
    const fake = fakeSpeechServices({
      ensureSpeechKey: async () => {
        throw new Error('The key code did not load');
      },
    });
    const { messages: saved } = await sendAccepted(fake, 'How much does it cost?');
    expect((await saved()).map((message) => [message.role, message.status, message.source])).toEqual([
      ['user', 'queued', 'typed'],
      ['assistant', 'received', 'library'],
    ]);
    expect(fake.chat).not.toHaveBeenCalled();
  });
});

describe('useChatSession: questions kept for later', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offline, answers from the library at once and keeps the question waiting; Cancel takes it out', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { fake, asked } = services([]);
    const { result, messages: saved } = renderChatSession(fake);
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
    expect(asked()).toEqual([]);

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
    const { result, messages: saved } = renderChatSession(fake);
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
