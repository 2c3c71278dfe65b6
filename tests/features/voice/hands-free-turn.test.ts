// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { TurnContext } from '@/features/voice/call-steps';
import { answerAloud } from '@/features/voice/hands-free-turn';
import type { ReplySpeaker } from '@/features/voice/reply-speaker';
import { listAllMessages } from '@/lib/db/messages';
import { notify } from '@/lib/toaster';
import {
  conversationWithoutHelp,
  fakeSpeechServices,
  greg,
  keyRefusedError,
  setUpVoiceCallTests,
} from '../../helpers/voice-calls';

vi.mock('@/lib/toaster', () => ({ notify: vi.fn(), removeNotice: vi.fn() }));

setUpVoiceCallTests();

/** A speaker that notes the sentences it is given; `talkedOver` cancels it after the first. */
function notingSpeaker(talkedOver = false): ReplySpeaker & { readonly said: string[] } {
  const said: string[] = [];
  const nothing = () => undefined;
  return {
    said,
    say: (sentence) => said.push(sentence),
    sayAudio: nothing,
    end: nothing,
    hold: nothing,
    resume: nothing,
    cancel: nothing,
    done: Promise.resolve(talkedOver ? 'cancelled' : 'finished'),
    get spoken() {
      return talkedOver ? said.slice(0, 1) : said;
    },
  };
}

function context(services = fakeSpeechServices()): TurnContext & { stored: () => Promise<string[][]> } {
  const conversation = conversationWithoutHelp(services);
  let id: Promise<string> | null = null;
  const ensureConversation = () => (id ??= conversation.startConversation(greg, 'Voice call'));
  return {
    bot: greg,
    services,
    conversation,
    ensureConversation,
    speakerMuted: false,
    stored: async () =>
      (await listAllMessages(await ensureConversation()))
        .filter((message) => message.source !== 'greeting')
        .map((message) => [message.role, message.status, message.content, message.source]),
  };
}

/** A model that streams its reply in pieces. */
const streaming = fakeSpeechServices({
  chat: async (_key, _input, _signal, onText) => {
    for (const piece of ['First one. ', 'Second one. ', 'Third.']) onText?.(piece);
    return 'First one. Second one. Third.';
  },
});

describe('answerAloud', () => {
  it('streams the reply into the speaker sentence by sentence, and the core stores the exchange', async () => {
    const say = notingSpeaker();
    const turn = context(streaming);
    await answerAloud(say, 'pricing', turn, 'sk-test', new AbortController().signal);
    expect(say.said).toEqual(['First one.', 'Second one.', 'Third.']);
    expect(streaming.chat).toHaveBeenCalledWith(
      'sk-test',
      expect.objectContaining({ prompt: 'pricing', system: greg.persona.systemPrompt }),
      expect.any(AbortSignal),
      expect.any(Function),
    );
    expect(await turn.stored()).toEqual([
      ['user', 'sent', 'pricing', 'voice'],
      ['assistant', 'received', 'First one. Second one. Third.', 'remote'],
    ]);
  });

  it('keeps what was heard before the visitor talked over it, marked interrupted', async () => {
    const turn = context(streaming);
    await answerAloud(notingSpeaker(true), 'pricing', turn, 'sk-test', new AbortController().signal);
    expect((await turn.stored())[1]).toEqual(['assistant', 'interrupted', 'First one.', 'remote']);
  });

  it('tells of a refused key in the words the chat uses, and offers a new key', async () => {
    const services = fakeSpeechServices({
      typedKeys: [null],
      chat: async () => Promise.reject(keyRefusedError()),
    });
    await answerAloud(notingSpeaker(), 'pricing', context(services), 'sk-old', new AbortController().signal);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Your OpenAI key was refused',
        description: 'Your message is kept: enter a new key, then use Retry to send it.',
      }),
    );
    expect(services.forgetSpeechKey).toHaveBeenCalled();
    expect(services.ensureSpeechKey).toHaveBeenCalledWith('chat');
  });
});
