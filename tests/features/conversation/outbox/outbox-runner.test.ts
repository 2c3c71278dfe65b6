// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markKeyOfferDue } from '@/features/conversation/outbox/key-offer';
import { giveOutboxKey, sendOutboxNow } from '@/features/conversation/outbox/outbox-runner';
import { countOutbox } from '@/lib/db';
import { listAllMessages } from '@/lib/db/messages';
import { pinnedToaster } from '@/lib/toaster';
import { freshDatabaseForEachTest } from '../../../helpers/database';
import { fakeReply, fakeSpeechServices } from '../../../helpers/speech-services';
import { queuedQuestion } from '../../../lib/db/queued-question';

freshDatabaseForEachTest();

beforeEach(() => {
  localStorage.clear();
  pinnedToaster.remove();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Speech services with `savedKey` saved, whose key prompt is answered with `typedKeys` in turn. */
function services(
  typedKeys: (string | null)[],
  options: { savedKey?: string; refuses?: (key: string) => boolean } = {},
) {
  const fake = fakeSpeechServices({ typedKeys, ...options });
  const refused = options.refuses ?? (() => false);
  return {
    /** The questions the provider answered. */
    get asked() {
      return fake.chat.mock.calls.filter(([key]) => !refused(key)).map(([, input]) => input.prompt);
    },
    services: fake,
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
      fakeReply('First?'),
    );
  });

  it('makes no offer when the visitor was asked as they sent (nothing fell due)', async () => {
    await queuedQuestion('Asked without a key?', []);
    expect(await sendOutboxNow(services([]).services)).toBe('no-key');
    expect(offers()).toEqual([]);
  });

  it('after a refused key, offers a new one, and the new key sends the question', async () => {
    await queuedQuestion('Refused first?', []);
    // The visitor had saved a key the service refuses.
    const wrong = services(['sk-good'], { savedKey: 'sk-wrong', refuses: (key) => key === 'sk-wrong' });
    expect(await sendOutboxNow(wrong.services)).toBe('key-refused');
    expect(offers()).toEqual(['Your OpenAI key was refused']);
    await giveOutboxKey(wrong.services);
    expect(wrong.asked).toEqual(['Refused first?']);
    expect(await countOutbox()).toBe(0);
  });
});
