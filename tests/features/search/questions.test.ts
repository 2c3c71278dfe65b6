import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { botPath } from '@/config/paths';
import { bots } from '@/content/bots';
import type { SitemapEntry } from '@/content/schema';
import { site } from '@/content/site';
import { groupByCategory } from '@/features/search/result-groups';
import { createSearchIndex, getSearchIndex, type SearchResult } from '@/features/search/search-index';
import { pageAndTopicTexts } from './catalogue-texts';

const index = getSearchIndex();
const ids = (results: readonly SearchResult[]) => results.map((result) => result.id);
/** The first results as the dialog shows them (grouped by category). */
const shown = (query: string, count = 3) =>
  groupByCategory(index.search(query))
    .flatMap((group) => group.results.map((result) => result.id))
    .slice(0, count);

function catalogueOf(...pages: Omit<SitemapEntry, 'path'>[]) {
  return createSearchIndex({
    sitemap: pages.map((page) => ({ ...page, path: `/about/${page.id}` })),
    helpCategories: [],
    guidedPaths: [],
    voiceCommands: [],
  });
}

describe('questions', () => {
  it('find their answer by the meaningful words when the whole sentence matches nothing', () => {
    expect(shown('how do I install the app on my phone')).toContain('knowledge-install-the-app');
    expect(shown('my microphone is not working')).toContain('knowledge-microphone-permission');
    expect(shown('How much does it cost?')).toContain('knowledge-pricing-plans');
    expect(shown('can I talk to a real person')).toContain('knowledge-senior-connect-operator');
  });

  it('answer contact-style questions with the page or topic that helps', () => {
    expect(shown('talk to a real person')).toContain('page-support-contact');
    expect(shown('speak to someone')).toContain('page-support-contact');
    expect(shown('speak to someone')[0]).not.toBe('knowledge-no-speech-detected');
    expect(shown('refund')).toContain('knowledge-billing-and-subscriptions');
    expect(shown('sign up')).toEqual(
      expect.arrayContaining([expect.stringMatching(/page-login|path-new-user-onboarding/)]),
    );
    expect(shown('is it free')).toEqual(
      expect.arrayContaining([expect.stringMatching(/knowledge-pricing-plans|page-pricing/)]),
    );
  });

  it('match every form of a word (stemming)', () => {
    expect(ids(index.search('installing'))).toContain('knowledge-install-the-app');
    const tiny = catalogueOf({ id: 'a', title: 'Installing the widget', description: 'Steps.' });
    expect(ids(tiny.search('how do I install it'))).toEqual(['page-a']);
    expect(ids(tiny.search('installs'))).toEqual(['page-a']);
  });

  it('use the synonym table: a question in other words finds the page', () => {
    const tiny = catalogueOf(
      { id: 'plans', title: 'Our plans', description: 'Every price, side by side.' },
      { id: 'team', title: 'Our team', description: 'Who we are.' },
    );
    expect(ids(tiny.search('what does it cost'))).toEqual(['page-plans']);
    expect(shown('can it remind my grandma to take her pills')).toContain('knowledge-senior-connect-reminders');
  });

  it('forgive typos, in single words and in sentences', () => {
    expect(ids(index.search('pricng'))).toContain('page-pricing');
    expect(shown('my micrphone isnt working')).toContain('knowledge-microphone-permission');
    expect(shown('how do i cancel my subscripton')).toContain('knowledge-billing-and-subscriptions');
  });

  it('join words a speech-to-text service splits', () => {
    expect(shown('where do I get an Eleven Labs API key')).toContain('knowledge-voice-provider-api-key');
  });

  it('list their answers, not every page sharing one common word', () => {
    const results = index.search('how do I install the app on my phone');
    const wholeMatches = results.filter((result) => /install the app on my phone/i.test(JSON.stringify(result)));
    expect(wholeMatches).toEqual([]);
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(20);
  });

  it('give the chat, the knowledge browser and the dialog the same answers', () => {
    for (const question of ['how much does it cost', 'my microphone is not working', 'is my key safe']) {
      const dialog = ids(index.search(question, { types: ['knowledge'] }));
      expect(index.findHelpTopics(question, 3).map((topic) => `knowledge-${topic.id}`)).toEqual(dialog.slice(0, 3));
      expect(index.searchHelpTopics(question).map((topic) => `knowledge-${topic.id}`)).toEqual(dialog);
    }
  });

  it('find topics in the knowledge browser, which still needs three characters', () => {
    expect(
      index
        .searchHelpTopics('how much does it cost')
        .slice(0, 3)
        .map((topic) => topic.id),
    ).toContain('pricing-plans');
    expect(index.searchHelpTopics('it')).toEqual([]);
  });

  it('that match nothing get nothing, in the dialog, the browser and the chat', () => {
    for (const query of ['zzqxvw', 'qwxz plorf', 'how do I zzqxvw']) {
      expect(index.search(query), query).toEqual([]);
      expect(index.searchHelpTopics(query), query).toEqual([]);
      expect(index.findHelpTopics(query), query).toEqual([]);
    }
  });

  it('that have no meaningful word get no offline answer, however many pages contain them', () => {
    expect(index.search('how do I').length).toBeGreaterThan(0);
    expect(index.findHelpTopics('how do I')).toEqual([]);
  });
});

describe('the substring rule holds for single words and phrases', () => {
  const fields = pageAndTopicTexts();

  it('finds the item for any run of one to six whole words of its fields, however it is cased or ended', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: fields.length - 1 }),
        fc.nat(),
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom('', '?', '.', ' '),
        fc.boolean(),
        (fieldIndex, start, length, ending, upper) => {
          const field = fields[fieldIndex]!;
          const words = field.text.split(/\s+/);
          const from = start % words.length;
          const phrase = words.slice(from, from + length).join(' ');
          fc.pre(phrase.trim().length > 0);
          const query = `${upper ? phrase.toUpperCase() : phrase}${ending}`;
          expect(ids(index.search(query))).toContain(field.id);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('finds a phrase that runs across a paragraph break, typed with one space', () => {
    const tiny = catalogueOf({
      id: 'calls',
      title: 'Calls',
      description: 'The timer shows it.\n\nTo talk, press speak.',
    });
    // Only stop words: the substring rule alone must find it.
    expect(ids(tiny.search('it. To'))).toEqual(['page-calls']);
  });
});

describe('ranking', () => {
  const tiny = catalogueOf(
    { id: 'tips', title: 'Kitchen tips', description: 'Soup, bread and the kitchen garden.' },
    { id: 'zebra', title: 'Zebra', description: 'The soup kitchen opens at noon.' },
    { id: 'apple', title: 'Apple', description: 'The soup kitchen closes at six.' },
    { id: 'soup', title: 'Soup kitchen', description: 'Where we cook.' },
    { id: 'bread', title: 'Bread', description: 'A soup recipe.' },
  );

  it('puts title matches first, then items containing the whole query, then items with its words', () => {
    // Apple and Zebra contain the phrase equally: alphabetical. Bread has one word of two, too
    // weak next to the others to be listed.
    expect(ids(tiny.search('soup kitchen'))).toEqual(['page-soup', 'page-apple', 'page-zebra', 'page-tips']);
    expect(ids(tiny.search('soup'))).toContain('page-bread');
  });

  it('puts the item the query names (its title or a keyword) first among equals', () => {
    expect(shown('chat', 1)).toEqual(['page-bots']);
    expect(shown('talk to a person', 1)).toEqual(['page-support-contact']);
  });

  it('ranks the results of a sentence by relevance: more of its words first', () => {
    expect(ids(tiny.search('where is the soup kitchen garden')).slice(0, 2)).toEqual(['page-tips', 'page-soup']);
  });

  it('puts results of the category named by the query first', () => {
    const results = index.search('support');
    const firstOther = results.findIndex((result) => result.category !== 'Support');
    expect(firstOther).toBeGreaterThan(0);
    expect(results.slice(firstOther).some((result) => result.category === 'Support')).toBe(false);
  });
});

describe('AI assistants', () => {
  it('offer the chat page for "chat", "bots" and "talk to an assistant"', () => {
    for (const query of ['chat', 'bots', 'talk to an assistant']) {
      expect(shown(query, 3), query).toContain('page-bots');
    }
    const page = index.search('bots').find((result) => result.id === 'page-bots')!;
    expect(page).toMatchObject({ path: '/bots', category: 'AI Assistants', icon: 'chat', type: 'page' });
  });

  it('find every assistant by name, opening the chat with that assistant', () => {
    for (const bot of bots) {
      // GregBot also names the home page's GregBot section, which may come first.
      const assistant = index
        .search(bot.persona.name)
        .slice(0, 2)
        .find((result) => result.type === 'assistant');
      expect(assistant, bot.persona.name).toMatchObject({
        id: `assistant-${bot.id}`,
        type: 'assistant',
        title: bot.persona.name,
        path: botPath(bot.id),
        category: 'AI Assistants',
        icon: 'chat',
      });
    }
    expect(shown(`talk to ${site.people[0].name}`, 1)).toEqual([`assistant-${site.people[0].botId}`]);
  });
});
