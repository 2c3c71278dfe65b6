// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drainOutbox, MAX_OUTBOX_ATTEMPTS, OUTBOX_LOCK } from '@/features/conversation/outbox/drain';
import { countOutbox, nextOutboxEntry } from '@/lib/db';
import { listAllMessages } from '@/lib/db/messages';
import { SpeechError } from '@/lib/speech/speech-error';
import type { ChatInput } from '@/lib/speech/speech-services';
import { freshDatabaseForEachTest } from '../../../helpers/database';
import { fakeReply, fakeSpeechServices, keyRefusedError } from '../../../helpers/speech-services';
import { queuedQuestion } from '../../../lib/db/queued-question';

freshDatabaseForEachTest();

afterEach(() => {
  vi.restoreAllMocks();
});

const queued = (prompt: string) => queuedQuestion(prompt, [{ role: 'user', content: 'Earlier' }]);

const contents = async (conversationId: string) =>
  (await listAllMessages(conversationId)).map((message) => [message.role, message.status, message.content]);

const networkDrop = () => new SpeechError('network', 'The connection dropped while the reply was arriving.');

/** Speech services with a key saved, whose chat answers unless `fail` says otherwise. */
function services(fail: (input: ChatInput, call: number) => Error | null = () => null) {
  let call = 0;
  const fake = fakeSpeechServices({
    savedKey: 'sk-saved',
    chat: async (_key, input) => {
      call += 1;
      const error = fail(input, call);
      if (error) throw error;
      return fakeReply(input.prompt);
    },
  });
  return {
    get calls() {
      return fake.chat.mock.calls.map(([, input]) => input);
    },
    forgotten: () => fake.forgetSpeechKey.mock.calls.length,
    services: fake,
  };
}

describe('drainOutbox', () => {
  it('sends every waiting question oldest first, with its id and the history kept with it', async () => {
    const first = await queued('First?');
    const second = await queued('Second?');
    const answered: string[] = [];
    const fake = services();
    expect(await drainOutbox({ services: fake.services, onAnswered: (entry) => answered.push(entry.id) })).toBe('done');
    expect(fake.calls.map((input) => [input.prompt, input.requestId])).toEqual([
      ['First?', first.id],
      ['Second?', second.id],
    ]);
    expect(fake.calls[0]?.history).toEqual([{ role: 'user', content: 'Earlier' }]);
    expect(answered).toEqual([first.id, second.id]);
    expect(await contents(first.conversationId)).toEqual([
      ['user', 'sent', 'First?'],
      ['assistant', 'received', fakeReply('First?')],
    ]);
    expect(await countOutbox()).toBe(0);
  });

  it('does nothing when asked again while it is running, so each question is sent once', async () => {
    await queued('Only once?');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fake = services();
    const slow = {
      ...fake.services,
      chat: async (key: string, input: ChatInput) => {
        await gate;
        return fake.services.chat(key, input);
      },
    };
    const first = drainOutbox({ services: slow });
    expect(await drainOutbox({ services: slow })).toBe('busy');
    release();
    expect(await first).toBe('done');
    expect(fake.calls).toHaveLength(1);
  });

  it('marks a question as sending before its call, and resends a lost answer with the same id', async () => {
    const { conversationId, id } = await queued('Lost on the way back?');
    const seen: string[] = [];
    const fake = services((_input, call) => (call === 1 ? networkDrop() : null));
    const watching = {
      ...fake.services,
      chat: async (key: string, input: ChatInput) => {
        seen.push((await nextOutboxEntry())?.state ?? 'gone');
        return fake.services.chat(key, input);
      },
    };
    expect(await drainOutbox({ services: watching })).toBe('unreachable');
    expect(seen).toEqual(['sending']);
    expect(await nextOutboxEntry()).toMatchObject({ id, state: 'waiting', attempts: 1 });
    expect(await contents(conversationId)).toEqual([['user', 'queued', 'Lost on the way back?']]);

    expect(await drainOutbox({ services: watching })).toBe('done');
    expect(fake.calls.map((input) => input.requestId)).toEqual([id, id]);
    expect(await contents(conversationId)).toEqual([
      ['user', 'sent', 'Lost on the way back?'],
      ['assistant', 'received', fakeReply('Lost on the way back?')],
    ]);
  });

  it('keeps the order: a question that cannot get through holds back the ones after it', async () => {
    await queued('Blocked?');
    await queued('Behind it?');
    const fake = services(() => new SpeechError('http', 'Not available.', { status: 503 }));
    expect(await drainOutbox({ services: fake.services })).toBe('unreachable');
    expect(fake.calls.map((input) => input.prompt)).toEqual(['Blocked?']);
    expect(await countOutbox()).toBe(2);
  });

  it('gives up on a refused question (marked failed, Retry offered) and goes on with the next', async () => {
    const refused = await queued('Too long?');
    const next = await queued('Fine?');
    const gaveUp: string[] = [];
    const fake = services((input) =>
      input.prompt === 'Too long?' ? new SpeechError('http', 'That message is too long.', { status: 413 }) : null,
    );
    expect(await drainOutbox({ services: fake.services, onGaveUp: (entry) => gaveUp.push(entry.id) })).toBe('done');
    expect(gaveUp).toEqual([refused.id]);
    expect(await contents(refused.conversationId)).toEqual([['user', 'failed', 'Too long?']]);
    expect(await contents(next.conversationId)).toEqual([
      ['user', 'sent', 'Fine?'],
      ['assistant', 'received', fakeReply('Fine?')],
    ]);
  });

  it(`gives up after ${MAX_OUTBOX_ATTEMPTS} calls that could not get through`, async () => {
    const { conversationId } = await queued('Never through?');
    const fake = services(() => networkDrop());
    for (let attempt = 1; attempt < MAX_OUTBOX_ATTEMPTS; attempt += 1) {
      expect(await drainOutbox({ services: fake.services })).toBe('unreachable');
    }
    expect(await drainOutbox({ services: fake.services })).toBe('done');
    expect(fake.calls).toHaveLength(MAX_OUTBOX_ATTEMPTS);
    expect(await contents(conversationId)).toEqual([['user', 'failed', 'Never through?']]);
  });

  it('on a refused key, forgets it and keeps every question waiting', async () => {
    await queued('With a wrong key?');
    let refused = 0;
    const fake = services(() => keyRefusedError());
    expect(await drainOutbox({ services: fake.services, onKeyRefused: () => (refused += 1) })).toBe('key-refused');
    expect(fake.forgotten()).toBe(1);
    expect(refused).toBe(1);
    expect(await nextOutboxEntry()).toMatchObject({ state: 'waiting' });
  });

  it('sends nothing offline, or without a saved key', async () => {
    await queued('Offline?');
    const fake = services();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await drainOutbox({ services: fake.services })).toBe('offline');
    vi.restoreAllMocks();
    expect(await drainOutbox({ services: { ...fake.services, savedSpeechKey: async () => null } })).toBe('no-key');
    expect(fake.calls).toHaveLength(0);
    expect(await countOutbox()).toBe(1);
  });

  it('saves nothing when the question was cancelled while its call was in flight', async () => {
    const { conversationId, id } = await queued('Cancelled mid-call?');
    const { removeFromOutbox } = await import('@/lib/db');
    const fake = services();
    const cancelling = {
      ...fake.services,
      chat: async (key: string, input: ChatInput) => {
        await removeFromOutbox(id);
        return fake.services.chat(key, input);
      },
    };
    expect(await drainOutbox({ services: cancelling })).toBe('done');
    expect(await contents(conversationId)).toEqual([['user', 'failed', 'Cancelled mid-call?']]);
  });

  it('leaves the outbox to the tab that holds the Web Lock', async () => {
    await queued('Which tab?');
    const requested: string[] = [];
    // Another tab holds the lock: `ifAvailable` grants nothing.
    const locks = {
      request: async (name: string, _options: LockOptions, callback: (lock: Lock | null) => unknown) => {
        requested.push(name);
        return callback(null);
      },
    };
    // jsdom has no Web Locks (the other tests run the fallback); this one gives it some.
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      const fake = services();
      expect(await drainOutbox({ services: fake.services })).toBe('busy');
      expect(requested).toEqual([OUTBOX_LOCK]);
      expect(fake.calls).toHaveLength(0);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });
});
