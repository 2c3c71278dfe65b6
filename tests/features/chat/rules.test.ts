import { describe, expect, it } from 'vitest';
import { bots, findBot } from '@/content/bots';
import type { Bot } from '@/content/schema';
import { site } from '@/content/site';
import { EMPTY_REPLY_FALLBACK, greetingFor, LISTEN_ONLY_GREETING, LISTENING_REPLY } from '@/content/greetings';
import { isQuestion, replyWithoutModel } from '@/features/conversation/listen-only';

function bot(id: string): Bot {
  const found = findBot(id);
  if (!found) throw new Error(`no bot ${id}`);
  return found;
}

describe('greetingFor', () => {
  it('introduces a chef with its chef title', () => {
    expect(greetingFor(bot('gregbot'))).toMatch(/^Hello! I'm GregBot, your Head Chef\. Welcome to the kitchen!/);
    expect(greetingFor(bot('chefbot'))).toMatch(/^Hello! I'm ChefBot, your Executive Chef\. Tell me what your BaseBot/);
  });

  it('introduces a bot without a chef title as "Assistant"', () => {
    expect(greetingFor(bot('openaibot'))).toMatch(
      /^Hello! I'm OpenAIBot, your Assistant\. I'm your guide to connecting/,
    );
  });

  it('greets with the listen-only message for the listen-only bot', () => {
    expect(greetingFor(bot('listenbot'))).toBe(LISTEN_ONLY_GREETING);
    expect(greetingFor(bot('listenbot'))).toMatch(/listen and learn/);
  });

  it('gives every bot a greeting naming it', () => {
    expect(bots.length).toBeGreaterThan(0);
    for (const each of bots) expect(greetingFor(each)).toContain(each.persona.name);
  });

  it('gives each assistant an opening line of its own, not one template', () => {
    const openings = bots.map((each) => greetingFor(each).replace(/^Hello! I'm [^,.]+(, your [^.]+)?\. /, ''));
    expect(new Set(openings).size).toBe(bots.length);
    for (const opening of openings) expect(opening).not.toBe('How can I help you today?');
  });

  it('introduces a personal assistant as the assistant, not as the person', () => {
    for (const person of site.people) {
      const greeting = greetingFor(bot(person.botId));
      expect(greeting).not.toContain(`I'm ${person.name},`);
      expect(greeting).toContain(`I share ${person.name}'s`);
    }
  });

  it('has a fallback for an empty reply that says the request could not be processed', () => {
    expect(EMPTY_REPLY_FALLBACK).toMatch(/couldn't process/);
  });
});

describe('isQuestion (the listen-only rule)', () => {
  const cases: ReadonlyArray<[string, boolean]> = [
    ['What is a BaseBot', true],
    ['what is a basebot', true],
    ['WHAT IS IT', true],
    ['   how do I start', true],
    ['Why not', true],
    ['When', true],
    ['where are you', true],
    ['Who made you', true],
    ['can you help', true],
    ['Could you', true],
    ['would it work', true],
    ['Will it rain', true],
    ['is it ready', true],
    ['Are we there', true],
    ['am I late', true],
    ['Do it now', true],
    ['does it work', true],
    ['Did it work', true],
    ["What's new", true],
    ['is, it true', true],
    ['I wonder if this works?', true],
    ['Tell me more ? please', true],
    ['?', true],
    ['I had soup today.', false],
    ['Island life is nice', false],
    ['Whatever you say', false],
    ['Doesn’t matter', false],
    ['Canned soup is fine', false],
    ['Amazing', false],
    ['Isolation helps me think', false],
    ['Donuts are great', false],
    ['Howdy partner', false],
    ['I wonder what is next', false],
    ['', false],
    ['   ', false],
  ];
  it.each(cases)('%j is a question: %s', (message, expected) => {
    expect(isQuestion(message)).toBe(expected);
  });
});

describe('replyWithoutModel', () => {
  const listener = bots.find((candidate) => candidate.isListenOnly);

  it('acknowledges a statement to the listen-only bot without the model', () => {
    expect(listener).toBeDefined();
    expect(replyWithoutModel(listener as Bot, 'I like soup')).toBe(LISTENING_REPLY);
  });

  it('leaves questions to the listen-only bot, and everything to the other bots, to the model', () => {
    expect(replyWithoutModel(listener as Bot, 'what soup is best')).toBeNull();
    expect(replyWithoutModel(listener as Bot, 'soup?')).toBeNull();
    expect(replyWithoutModel(bot('gregbot'), 'I like soup')).toBeNull();
  });
});

describe('bot lookups', () => {
  it('has GregBot first and as the default', () => {
    expect(bots[0]?.id).toBe('gregbot');
  });
});
