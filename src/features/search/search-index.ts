/**
 * The one search index of the site (DESIGN 3.6): sitemap entries, help topics, guided paths and
 * voice-command shortcuts. The spec's case-insensitive substring rule decides what must match;
 * MiniSearch adds prefix and typo-tolerant matches on top and supplies relevance for ranking.
 * This is the only module that imports 'minisearch', and it is reached only through dynamic
 * imports or lazy chunks, so the library never rides on the home page's first load.
 */
import MiniSearch, { type SearchResult as MiniSearchHit } from 'minisearch';
import { knowledgeTopicPath } from '@/config/paths';
import { guidedPaths } from '@/content/guided-paths';
import { helpCategories, type HelpTopicRef } from '@/content/help';
import type { GuidedPath, HelpCategory, SitemapEntry, VoiceCommand } from '@/content/schema';
import { sitemap as siteSitemap } from '@/content/sitemap';
import { voiceCommands } from '@/content/voice-commands';
import { truncateText } from '@/lib/text';
import { SEARCH_LIMITS } from './search-limits';

export const SEARCH_CATEGORIES = [
  'Dashboard',
  'BaseBots',
  'Features',
  'Pricing',
  'Affiliate Program',
  'Support',
  'Knowledge Base',
  'Use Cases',
  'Senior Services',
  'About',
  'General',
] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

export type SearchResultType = 'page' | 'knowledge' | 'path' | 'voice-command';

/** A key into the dialog's icon set; the index stays free of UI code. */
export type SearchIconKey = 'page' | 'book' | 'route' | 'mic' | 'phone' | 'heart' | 'users' | 'chef' | 'tag';

export interface SearchResult {
  readonly id: string;
  readonly type: SearchResultType;
  readonly title: string;
  readonly description: string;
  readonly path: string;
  readonly category: SearchCategory;
  readonly icon: SearchIconKey;
  readonly voicePath: readonly string[];
}

export interface SearchCatalogue {
  readonly sitemap: readonly SitemapEntry[];
  readonly helpCategories: readonly HelpCategory[];
  readonly guidedPaths: readonly GuidedPath[];
  readonly voiceCommands: readonly VoiceCommand[];
}

// Ordered: the first rule whose pattern matches the pathname wins, so narrower rules come first
// (an affiliate page under /pricing is about the affiliate program, not about prices).
const CATEGORY_RULES: ReadonlyArray<readonly [RegExp, SearchCategory]> = [
  [/^\/use-cases(\/|$)/, 'Use Cases'],
  [/^\/(knowledgebase|knowledge-base|[a-z0-9-]+-knowledge|[a-z0-9-]+-navigation)(\/|$)/, 'Knowledge Base'],
  [/(^|\/)senior[a-z-]*(\/|$)/, 'Senior Services'],
  [/(^|\/)affiliate[a-z-]*(\/|$)/, 'Affiliate Program'],
  [/^\/(basebot-setup|bots|dashboard\/create-bot|dashboard\/bot-details)(\/|$)/, 'BaseBots'],
  [/^\/(dashboard|account)(\/|$)/, 'Dashboard'],
  [/^\/features(\/|$)/, 'Features'],
  [/^\/pricing(\/|$)/, 'Pricing'],
  [/^\/(support|vip-services)(\/|$)/, 'Support'],
  [/^\/about(\/|$)/, 'About'],
];

/** The result category a path belongs to (spec section 3, "Search result"); only the pathname counts. */
export function categoryForPath(path: string): SearchCategory {
  const pathname = path.replace(/[?#].*$/, '');
  for (const [pattern, category] of CATEGORY_RULES) if (pattern.test(pathname)) return category;
  return 'General';
}

const pageIcons: Partial<Record<SearchCategory, SearchIconKey>> = {
  Support: 'phone',
  'Senior Services': 'heart',
  About: 'users',
  BaseBots: 'chef',
  Pricing: 'tag',
  'Affiliate Program': 'tag',
  'Knowledge Base': 'book',
};

interface IndexedDocument {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  /** Lower-cased fields the substring rule looks at, joined by a character no query contains. */
  readonly haystack: string;
  readonly titleLower: string;
  readonly categoryLower: string;
  readonly result: SearchResult;
  /** Position in the alphabetical order of titles, the last tie-breaker. */
  order: number;
}

const FIELD_SEPARATOR = '\u0000';

function toDocument(result: SearchResult, substringFields: readonly string[], extraText: readonly string[] = []) {
  const fields = substringFields.filter(Boolean);
  return {
    id: result.id,
    title: result.title,
    text: [...fields.slice(1), ...extraText].join('\n'),
    haystack: fields.join(FIELD_SEPARATOR).toLowerCase(),
    titleLower: result.title.toLowerCase(),
    categoryLower: result.category.toLowerCase(),
    result,
    order: 0,
  } satisfies IndexedDocument;
}

function sitemapDocuments(entries: readonly SitemapEntry[], trail: readonly string[] = []): IndexedDocument[] {
  return entries.flatMap((entry) => {
    const category = categoryForPath(entry.path);
    const voicePath = [...trail, entry.title];
    const result: SearchResult = {
      id: `page-${entry.id}`,
      type: 'page',
      title: entry.title,
      description: entry.description,
      path: entry.path,
      category,
      icon: pageIcons[category] ?? 'page',
      voicePath,
    };
    return [
      toDocument(result, [entry.title, entry.description, ...(entry.keywords ?? [])]),
      ...sitemapDocuments(entry.children ?? [], voicePath),
    ];
  });
}

function knowledgeDocument(topic: HelpTopicRef, categoryTitle: string): IndexedDocument {
  const path = knowledgeTopicPath(topic.id);
  const result: SearchResult = {
    id: `knowledge-${topic.id}`,
    type: 'knowledge',
    title: topic.title,
    description: truncateText(topic.content.replace(/\s+/g, ' '), SEARCH_LIMITS.knowledgeDescriptionLength),
    path,
    category: categoryForPath(path),
    icon: 'book',
    voicePath: ['Knowledge Base', categoryTitle, topic.title].filter(Boolean),
  };
  return toDocument(result, [topic.title, topic.content, ...(topic.examples ?? [])]);
}

function guidedPathDocument(guided: GuidedPath): IndexedDocument {
  const result: SearchResult = {
    id: `path-${guided.id}`,
    type: 'path',
    title: guided.title,
    description: guided.description,
    path: guided.path,
    category: categoryForPath(guided.path),
    icon: 'route',
    voicePath: guided.voicePath,
  };
  return toDocument(result, [guided.title, guided.description], [guided.voicePath.join(' ')]);
}

function voiceCommandDocument(command: VoiceCommand): IndexedDocument {
  // A command has no page of its own: it answers with a notice, so it keeps its declared category.
  const category = (SEARCH_CATEGORIES as readonly string[]).includes(command.category)
    ? (command.category as SearchCategory)
    : 'General';
  const result: SearchResult = {
    id: `command-${command.id}`,
    type: 'voice-command',
    title: command.title,
    description: command.description,
    path: '',
    category,
    icon: 'mic',
    voicePath: [],
  };
  return toDocument(result, [command.title, command.description]);
}

export interface SearchOptions {
  /** Only these result types. */
  readonly types?: readonly SearchResultType[];
  readonly limit?: number;
}

export interface SearchIndex {
  /** Everything matching the query, ranked (spec section 5); empty for a blank query. */
  search(query: string, options?: SearchOptions): SearchResult[];
  /** Help topics answering a free-text question, best first (the chat's offline answers). */
  findHelpTopics(question: string, limit?: number): HelpTopicRef[];
  /** Help topics for the knowledge browser; empty below the minimum query length. */
  searchHelpTopics(query: string): HelpTopicRef[];
  /** The documents indexed, for diagnostics and benchmarks. */
  readonly size: number;
}

// Words that say nothing about a topic; dropped from chat questions so "how do I…" does not
// match every page that contains "how".
const STOP_WORDS = new Set(
  'a an and are am as at be by can could did do does for from get got had has have how i if in into is it its me my of on or our should so that the their them then there this to was we what when where which who why will with would you your'.split(
    ' ',
  ),
);

const MIN_RELEVANCE_QUERY = 3;

function fuzziness(term: string): number | false {
  // Short words have too many one-letter neighbours for fuzzy matching to help.
  return term.length >= 4 ? 0.2 : false;
}

interface Match {
  readonly doc: IndexedDocument;
  /** 0: category and title match … 3: neither (spec: category match first, then title match). */
  readonly group: number;
  readonly score: number;
}

function byRank(a: Match, b: Match): number {
  return a.group - b.group || b.score - a.score || a.doc.order - b.doc.order;
}

/** The catalogue the site ships. */
export function defaultCatalogue(): SearchCatalogue {
  return { sitemap: siteSitemap, helpCategories, guidedPaths, voiceCommands };
}

/** Builds an index over a catalogue (the site's own by default). */
export function createSearchIndex(catalogue: SearchCatalogue = defaultCatalogue()): SearchIndex {
  const helpTopics: HelpTopicRef[] = catalogue.helpCategories.flatMap((category) =>
    category.topics.map((topic) => ({ ...topic, categoryId: category.id })),
  );
  const categoryTitles = new Map(catalogue.helpCategories.map((category) => [category.id, category.title]));
  const documents: IndexedDocument[] = [
    ...sitemapDocuments(catalogue.sitemap),
    ...helpTopics.map((topic) => knowledgeDocument(topic, categoryTitles.get(topic.categoryId) ?? '')),
    ...catalogue.guidedPaths.map(guidedPathDocument),
    ...catalogue.voiceCommands.map(voiceCommandDocument),
  ];
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  [...documents]
    .sort((a, b) => collator.compare(a.title, b.title))
    .forEach((doc, position) => {
      doc.order = position;
    });
  const byId = new Map(documents.map((doc) => [doc.id, doc]));
  const topicsById = new Map(helpTopics.map((topic) => [`knowledge-${topic.id}`, topic]));

  const miniSearch = new MiniSearch<IndexedDocument>({
    fields: ['title', 'text'],
    storeFields: [],
    // Prefix expansion of one- and two-letter terms walks most of a large index; those terms are
    // matched exactly, and the substring rule still sees them.
    searchOptions: { boost: { title: 3 }, prefix: (term) => term.length >= 3, fuzzy: fuzziness, maxFuzzy: 2 },
  });
  miniSearch.addAll(documents);

  function relevance(query: string, combineWith: 'AND' | 'OR', filter?: (doc: IndexedDocument) => boolean) {
    const scores = new Map<string, number>();
    // A lone letter while typing the next word ("pricing p") would match almost everything.
    const terms = (query.match(/[\p{L}\p{N}]+/gu) ?? []).filter((term) => term.length >= 2);
    if (terms.length === 0) return scores;
    const hits: MiniSearchHit[] = miniSearch.search(terms.join(' '), {
      combineWith,
      ...(filter ? { filter: (hit) => filter(byId.get(String(hit.id)) as IndexedDocument) } : {}),
    });
    for (const hit of hits) scores.set(String(hit.id), hit.score);
    return scores;
  }

  function rankedDocuments(rawQuery: string, filter?: (doc: IndexedDocument) => boolean) {
    const query = rawQuery.trim().toLowerCase();
    if (!query) return [];
    // One or two characters get neither prefix nor fuzzy matching, so MiniSearch could only find
    // what the substring scan finds; skipping it keeps the first keystrokes cheap on a big index.
    const scores = query.length >= MIN_RELEVANCE_QUERY ? relevance(query, 'AND', filter) : new Map<string, number>();
    const matches: Match[] = [];
    for (const doc of documents) {
      if (filter && !filter(doc)) continue;
      const score = scores.get(doc.id);
      if (score === undefined && !doc.haystack.includes(query)) continue;
      const group = (doc.categoryLower.includes(query) ? 0 : 2) + (doc.titleLower.includes(query) ? 0 : 1);
      matches.push({ doc, group, score: score ?? 0 });
    }
    return matches.sort(byRank);
  }

  return {
    size: documents.length,
    search(query, options = {}) {
      const types = options.types;
      const ranked = rankedDocuments(query, types ? (doc) => types.includes(doc.result.type) : undefined);
      const limited = options.limit === undefined ? ranked : ranked.slice(0, options.limit);
      return limited.map(({ doc }) => doc.result);
    },
    searchHelpTopics(query) {
      if (query.trim().length < SEARCH_LIMITS.knowledgeMinQueryLength) return [];
      return rankedDocuments(query, (doc) => doc.result.type === 'knowledge').flatMap(({ doc }) => {
        const topic = topicsById.get(doc.id);
        return topic ? [topic] : [];
      });
    },
    findHelpTopics(question, limit = 3) {
      const words = (question.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(
        (word) => word.length > 1 && !STOP_WORDS.has(word),
      );
      if (words.length === 0) return [];
      const isKnowledge = (doc: IndexedDocument) => doc.result.type === 'knowledge';
      const scores = relevance(words.join(' '), 'OR', isKnowledge);
      const phrase = question.trim().toLowerCase();
      return documents
        .filter(isKnowledge)
        .map((doc) => ({
          doc,
          // A topic containing the whole question verbatim is the best answer there is.
          score: (scores.get(doc.id) ?? 0) + (phrase.length >= 3 && doc.haystack.includes(phrase) ? 1000 : 0),
        }))
        .filter((entry) => entry.score > 0)
        .sort((a, b) => b.score - a.score || a.doc.order - b.doc.order)
        .slice(0, limit)
        .flatMap(({ doc }) => {
          const topic = topicsById.get(doc.id);
          return topic ? [topic] : [];
        });
    },
  };
}

let siteIndex: SearchIndex | undefined;

/** The site's index, built once on first use. */
export function getSearchIndex(): SearchIndex {
  siteIndex ??= createSearchIndex();
  return siteIndex;
}

/** The guided paths suggested while the query is empty: the first few, in catalogue order. */
export function suggestedPaths(paths: readonly GuidedPath[] = guidedPaths): SearchResult[] {
  return paths.slice(0, SEARCH_LIMITS.suggestedPaths).map((guided) => guidedPathDocument(guided).result);
}

/** The voice command a result stands for, if it is one. */
export function voiceCommandFor(result: SearchResult): VoiceCommand | undefined {
  if (result.type !== 'voice-command') return undefined;
  return voiceCommands.find((command) => `command-${command.id}` === result.id);
}
