import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { knowledgeTopicPath } from '@/config/paths';
import { bots } from '@/content/bots';
import { guidedPaths } from '@/content/guided-paths';
import { helpCategories, listHelpTopics } from '@/content/help';
import { flattenSitemap } from '@/content/sitemap';
import { voiceCommands } from '@/content/voice-commands';
import {
  categoryForPath,
  createSearchIndex,
  getSearchIndex,
  SEARCH_CATEGORIES,
  suggestedPaths,
  voiceCommandFor,
  type SearchResult,
} from '@/features/search/search-index';
import { pageAndTopicTexts } from './catalogue-texts';

const index = getSearchIndex();
const ids = (results: readonly SearchResult[]) => results.map((result) => result.id);

describe('categoryForPath', () => {
  it.each([
    ['/', 'General'],
    ['/getting-started', 'General'],
    ['/#gregbot-section', 'General'],
    ['/login', 'General'],
    ['/sign-in', 'General'],
    ['/dashboard', 'Dashboard'],
    ['/dashboard/api-keys', 'Dashboard'],
    ['/account', 'Dashboard'],
    ['/dashboard/create-bot', 'BaseBots'],
    ['/dashboard/bot-details/elevenlabs-setup', 'BaseBots'],
    ['/basebot-setup', 'BaseBots'],
    ['/basebot-setup/vip', 'BaseBots'],
    ['/bots', 'AI Assistants'],
    ['/bots?bot=mayabot', 'AI Assistants'],
    ['/features', 'Features'],
    ['/features/voice-technology', 'Features'],
    ['/pricing', 'Pricing'],
    ['/pricing/enterprise', 'Pricing'],
    ['/pricing/affiliate-program', 'Affiliate Program'],
    ['/affiliate', 'Affiliate Program'],
    ['/dashboard/affiliate', 'Affiliate Program'],
    ['/support', 'Support'],
    ['/support/vip', 'Support'],
    ['/vip-services', 'Support'],
    ['/knowledge-base', 'Knowledge Base'],
    ['/knowledge-base/api-docs', 'Knowledge Base'],
    ['/knowledgebase', 'Knowledge Base'],
    [knowledgeTopicPath('choosing-a-voice'), 'Knowledge Base'],
    ['/knowledgebase#voice-integration', 'Knowledge Base'],
    ['/elevenlabs-knowledge', 'Knowledge Base'],
    ['/elevenlabs-navigation', 'Knowledge Base'],
    ['/use-cases', 'Use Cases'],
    ['/use-cases/affiliate-marketing', 'Use Cases'],
    ['/senior-connect', 'Senior Services'],
    ['/templates/senior-services', 'Senior Services'],
    ['/about', 'About'],
    ['/about/team', 'About'],
  ] as const)('puts %s under %s', (path, category) => {
    expect(categoryForPath(path)).toBe(category);
  });

  it('agrees with the category each guided path declares', () => {
    for (const guided of guidedPaths) expect(categoryForPath(guided.path), guided.id).toBe(guided.category);
  });
});

describe('search results', () => {
  it('indexes every sitemap entry, help topic, guided path, voice command and assistant once', () => {
    const expected = [
      ...flattenSitemap().map((entry) => `page-${entry.id}`),
      'page-bots',
      ...bots.map((bot) => `assistant-${bot.id}`),
      ...listHelpTopics().map((topic) => `knowledge-${topic.id}`),
      ...guidedPaths.map((guided) => `path-${guided.id}`),
      ...voiceCommands.map((command) => `command-${command.id}`),
    ];
    expect(index.size).toBe(expected.length);
    expect(new Set(expected).size).toBe(expected.length);
  });

  it('prefixes ids by type and fills the whole result model', () => {
    const prefixes = {
      page: 'page-',
      knowledge: 'knowledge-',
      path: 'path-',
      'voice-command': 'command-',
      assistant: 'assistant-',
    } as const;
    const results = index.search('e');
    expect(new Set(results.map((result) => result.type))).toEqual(
      new Set(['page', 'knowledge', 'path', 'voice-command', 'assistant']),
    );
    for (const result of results) {
      expect(result.id.startsWith(prefixes[result.type])).toBe(true);
      expect(SEARCH_CATEGORIES).toContain(result.category);
      expect(result.title).not.toBe('');
      expect(result.icon).not.toBe('');
      expect(Array.isArray(result.voicePath)).toBe(true);
      if (result.type !== 'voice-command') expect(result.path.startsWith('/')).toBe(true);
    }
  });

  it('points knowledge results into the browser with descriptions of at most 100 characters', () => {
    const knowledge = index.search('voice', { types: ['knowledge'] });
    expect(knowledge.length).toBeGreaterThan(3);
    for (const result of knowledge) {
      const topicId = result.id.replace(/^knowledge-/, '');
      expect(result.path).toBe(knowledgeTopicPath(topicId));
      expect(result.category).toBe('Knowledge Base');
      expect(result.description.length).toBeLessThanOrEqual(100);
    }
    const long = listHelpTopics().find((topic) => topic.content.length > 100)!;
    const result = index.search(long.title).find((item) => item.id === `knowledge-${long.id}`)!;
    expect(result.description.length).toBeLessThanOrEqual(100);
    expect(result.description.length).toBeGreaterThan(90);
    expect(result.description.endsWith('…')).toBe(true);
    expect(long.content.replace(/\s+/g, ' ').startsWith(result.description.slice(0, -1))).toBe(true);
  });

  it('returns nothing for an empty or blank query', () => {
    expect(index.search('')).toEqual([]);
    expect(index.search('   \t')).toEqual([]);
  });

  it('matches case-insensitively', () => {
    expect(ids(index.search('PRICING'))).toEqual(ids(index.search('pricing')));
    expect(ids(index.search('PrIcInG'))).toContain('page-pricing');
  });

  it('forgives a typo and finishes a prefix', () => {
    expect(ids(index.search('pricng'))).toContain('page-pricing');
    expect(ids(index.search('telephny'))).toContain('page-basebot-setup-integrations');
    expect(ids(index.search('testimon'))).toContain('page-about-testimonials');
  });

  it('finds a sitemap entry by a keyword only', () => {
    expect(ids(index.search('white glove'))).toContain('page-basebot-setup-vip');
  });

  it('finds a help topic by a phrase in one of its examples', () => {
    const topic = listHelpTopics().find((item) => item.examples && item.examples.length > 0)!;
    const example = topic.examples![0]!;
    expect(ids(index.search(example.slice(5, 25)))).toContain(`knowledge-${topic.id}`);
  });

  it('finds guided paths and voice commands by title and description', () => {
    expect(ids(index.search('manage your api keys'))[0]).toBe('path-api-keys');
    expect(ids(index.search('billing information'))).toContain('command-billing-information');
    expect(ids(index.search('speak your search instead'))).toContain('command-search-by-voice');
  });

  it('can be narrowed to result types and limited', () => {
    const results = index.search('voice', { types: ['path', 'voice-command'], limit: 2 });
    expect(results.length).toBeLessThanOrEqual(2);
    for (const result of results) expect(['path', 'voice-command']).toContain(result.type);
  });
});

describe('ranking', () => {
  it('puts results of the matching category first', () => {
    const results = index.search('pricing');
    const firstOther = results.findIndex((result) => result.category !== 'Pricing');
    const lastPricing = results.map((result) => result.category).lastIndexOf('Pricing');
    expect(firstOther).toBeGreaterThan(0);
    expect(lastPricing).toBeLessThan(firstOther);
  });

  it('puts title matches before other matches within the same category rank', () => {
    const results = index.search('voice');
    const titleMatch = (result: SearchResult) => result.title.toLowerCase().includes('voice');
    const categoryMatch = (result: SearchResult) => result.category.toLowerCase().includes('voice');
    const ranks = results.map((result) => (categoryMatch(result) ? 0 : titleMatch(result) ? 1 : 2));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(ranks).toContain(1);
    expect(ranks).toContain(2);
  });

  it('breaks ties alphabetically by title', () => {
    const tiny = createSearchIndex({
      sitemap: [
        { id: 'b', title: 'Bravo soup', description: 'x', path: '/a/b' },
        { id: 'a', title: 'Alpha soup', description: 'x', path: '/a/a' },
        { id: 'c', title: 'Charlie soup', description: 'x', path: '/a/c' },
      ],
      helpCategories: [],
      guidedPaths: [],
      voiceCommands: [],
    });
    expect(tiny.search('soup').map((result) => result.title)).toEqual(['Alpha soup', 'Bravo soup', 'Charlie soup']);
  });
});

describe('the substring rule is never lost (property)', () => {
  type Field = { id: string; text: string };
  const fields: Field[] = [
    ...pageAndTopicTexts(),
    ...guidedPaths.flatMap((guided) =>
      [guided.title, guided.description].map((text) => ({ id: `path-${guided.id}`, text })),
    ),
    ...voiceCommands.flatMap((command) =>
      [command.title, command.description].map((text) => ({ id: `command-${command.id}`, text })),
    ),
  ];

  it('returns the item for any non-blank substring of its searched fields, in any letter case', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: fields.length - 1 }),
        fc.nat(),
        fc.integer({ min: 1, max: 30 }),
        fc.boolean(),
        (fieldIndex, start, length, upper) => {
          const field = fields[fieldIndex]!;
          const from = start % field.text.length;
          const slice = field.text.slice(from, from + length);
          fc.pre(slice.trim().length > 0 && !/\n/.test(slice));
          const query = upper ? slice.toUpperCase() : slice;
          expect(ids(index.search(query))).toContain(field.id);
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('suggested paths and voice commands', () => {
  it('suggests the first five guided paths, with their trails', () => {
    const suggestions = suggestedPaths();
    expect(suggestions.map((result) => result.id)).toEqual(
      guidedPaths.slice(0, 5).map((guided) => `path-${guided.id}`),
    );
    expect(suggestions[3]?.voicePath).toEqual(['Dashboard', 'API Keys']);
  });

  it('maps a voice-command result back to its notice', () => {
    const result = index.search('billing information').find((item) => item.type === 'voice-command')!;
    expect(voiceCommandFor(result)?.notice.description).toBe('Go to Dashboard, then Billing & Subscriptions.');
    expect(voiceCommandFor(index.search('pricing')[0]!)).toBeUndefined();
  });
});

describe('knowledge browser search', () => {
  it('runs only from three characters (trimmed)', () => {
    expect(index.searchHelpTopics('vo')).toEqual([]);
    expect(index.searchHelpTopics('  vo  ')).toEqual([]);
    expect(index.searchHelpTopics('voi').length).toBeGreaterThan(0);
  });

  it('returns help topics only, each with its category', () => {
    const topics = index.searchHelpTopics('widget');
    expect(topics.length).toBeGreaterThan(0);
    const categoryIds = new Set(helpCategories.map((category) => category.id));
    for (const topic of topics) expect(categoryIds.has(topic.categoryId)).toBe(true);
  });
});

describe('categories of knowledge results', () => {
  it('are Knowledge Base whatever the topic id says', () => {
    for (const topic of listHelpTopics()) {
      expect(categoryForPath(knowledgeTopicPath(topic.id)), topic.id).toBe('Knowledge Base');
    }
  });
});
