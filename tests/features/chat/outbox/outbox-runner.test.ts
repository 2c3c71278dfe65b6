// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markKeyOfferDue } from '@/features/chat/outbox/key-offer';
import { giveOutboxKey, sendOutboxNow } from '@/features/chat/outbox/outbox-runner';
import { countOutbox } from '@/lib/db';
import { resetDatabase } from '@/lib/db/database';
import { clearMemory } from '@/lib/db/memory-store';
import { listAllMessages } from '@/lib/db/messages';
import { SpeechError } from '@/lib/speech/speech-error';
import type { ChatInput } from '@/lib/speech/speech-services';
import { pinnedToaster } from '@/lib/toaster';
import { queuedQuestion } from '../../../lib/db/queued-question';

let counter = 0;

beforeEach(() => {
  counter += 1;
  resetDatabase({ name: `runner-${counter}-${Date.now()}` });
  clearMemory();
  localStorage.clear();
  pinnedToaster.remove();
});

afterEach(() => {
  vi.restoreAllMocks();
  resetDatabase();
});

/** Speech services with no key saved until the prompt is answered with one of `answers`. */
function services(answers: (string | null)[], refuse: (key: string) => boolean = () => false) {
  let saved: string | null = null;
  const asked: string[] = [];
  return {
    asked,
    services: {
      savedSpeechKey: async () => saved,
      forgetSpeechKey: async () => {
        saved = null;
      },
      ensureSpeechKey: async () => {
        saved = answers.shift() ?? saved;
        return saved;
      },
      chat: async (key: string, input: ChatInput) => {
        if (refuse(key))
          throw new SpeechError('http', 'Your OpenAI key was refused.', { status: 401, code: 'invalid_api_key' });
        asked.push(input.prompt);
        return `Answer to ${input.prompt}`;
      },
    },
  };
}

const offers = () => pinnedToaster.getVisibleToasts().map((toast) => toast.title);

describe('the outbox waiting for a key', () => {
  it('offers the key once for questions asked without one, and sends them in order once it is given', async () => {
    const first = await queuedQuestion('First?', []);
    await queuedQuestion('Second?', []);
    markKeyOfferDue();
    const fake = services(['sk-given']);

    expect(await sendOutboxNow(fake.services)).toBe('no-key');
    expect(offers()).toEqual(['2 questions are waiting for your OpenAI key']);
    pinnedToaster.remove();
    // Not on every load: the offer was made.
    expect(await sendOutboxNow(fake.services)).toBe('no-key');
    expect(offers()).toEqual([]);

    await giveOutboxKey(fake.services);
    expect(fake.asked).toEqual(['First?', 'Second?']);
    expect(await countOutbox()).toBe(0);
    expect((await listAllMessages(first.conversationId)).map((message) => message.content)).toContain(
      'Answer to First?',
    );
  });

  it('makes no offer when the visitor was asked as they sent (nothing fell due)', async () => {
    await queuedQuestion('Asked without a key?', []);
    expect(await sendOutboxNow(services([]).services)).toBe('no-key');
    expect(offers()).toEqual([]);
  });

  it('after a refused key, offers a new one, and the new key sends the question', async () => {
    await queuedQuestion('Refused first?', []);
    const wrong = services(['sk-wrong', 'sk-good'], (key) => key === 'sk-wrong');
    // The visitor had saved a key the service refuses.
    await wrong.services.ensureSpeechKey();
    expect(await sendOutboxNow(wrong.services)).toBe('key-refused');
    expect(offers()).toEqual(['Your OpenAI key was refused']);
    await giveOutboxKey(wrong.services);
    expect(wrong.asked).toEqual(['Refused first?']);
    expect(await countOutbox()).toBe(0);
  });
});
