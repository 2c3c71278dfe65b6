import { describe, expect, it } from 'vitest';
import { findBot } from '@/content/bots';
import type { Bot } from '@/content/schema';
import type { TurnContext } from '@/features/voice/call-steps';
import { keptExchange, sayReply } from '@/features/voice/hands-free-turn';
import type { ReplySpeaker } from '@/features/voice/reply-speaker';
import { fakeSpeechServices } from '../../helpers/speech-services';

const greg = findBot('gregbot') as Bot;

/** A speaker that only notes the sentences it is given. */
function notingSpeaker(): ReplySpeaker & { readonly said: string[] } {
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
    done: Promise.resolve('finished'),
    spoken: said,
  };
}

function context(overrides: Partial<TurnContext> = {}): TurnContext {
  return {
    bot: greg,
    services: fakeSpeechServices(),
    history: [],
    onTurn: () => undefined,
    speakerMuted: false,
    ...overrides,
  };
}

describe('sayReply', () => {
  it('hands the streamed reply to the speaker sentence by sentence', async () => {
    const services = fakeSpeechServices({
      chat: async (_key, _input, _signal, onText) => {
        for (const piece of ['First one. Sec', 'ond one.']) onText?.(piece);
        return 'First one. Second one.';
      },
    });
    const speaker = notingSpeaker();
    const said = await sayReply(speaker, 'Hi', context({ services }), 'sk-test', new AbortController().signal);
    expect(said).toEqual({ reply: 'First one. Second one.', failed: false });
    expect(speaker.said).toEqual(['First one.', 'Second one.']);
  });

  it('says the local answer without asking the model', async () => {
    const services = fakeSpeechServices();
    const speaker = notingSpeaker();
    const said = await sayReply(
      speaker,
      'noted',
      context({ services, answerLocally: () => 'Got it. Noted.' }),
      'sk-test',
      new AbortController().signal,
    );
    expect(said.reply).toBe('Got it. Noted.');
    expect(speaker.said).toEqual(['Got it.', 'Noted.']);
    expect(services.chat).not.toHaveBeenCalled();
  });

  it('says the fallback when the reply has no words', async () => {
    const speaker = notingSpeaker();
    const services = fakeSpeechServices({ chat: async () => '  ' });
    const said = await sayReply(speaker, 'Hi', context({ services }), 'sk-test', new AbortController().signal);
    expect(said.reply).toMatch(/could not process that request/);
    expect(speaker.said).toEqual([said.reply]);
  });

  it('reports a failed request, but not an aborted one', async () => {
    const services = fakeSpeechServices({
      chat: async () => {
        throw new Error('The assistant service is not answering right now.');
      },
    });
    const failed = await sayReply(
      notingSpeaker(),
      'Hi',
      context({ services }),
      'sk-test',
      new AbortController().signal,
    );
    expect(failed.failed).toBe(true);
    const controller = new AbortController();
    controller.abort();
    const aborted = await sayReply(notingSpeaker(), 'Hi', context({ services }), 'sk-test', controller.signal);
    expect(aborted.failed).toBe(false);
  });
});

describe('keptExchange', () => {
  const reply = 'One thing. Another thing. A third thing.';

  it('keeps the whole reply when it was heard to the end', () => {
    expect(keptExchange('Hi', reply, ['One thing.'], false)).toEqual({ user: 'Hi', assistant: reply });
  });

  it('keeps what was spoken before the visitor talked over it, marked interrupted', () => {
    expect(keptExchange('Hi', reply, ['One thing.', 'Another thing.'], true)).toEqual({
      user: 'Hi',
      assistant: 'One thing. Another thing.',
      interrupted: true,
    });
  });

  it('keeps nothing when nothing was said', () => {
    expect(keptExchange('Hi', reply, [], true)).toBeNull();
    expect(keptExchange('Hi', '   ', [], false)).toBeNull();
  });
});
