/**
 * The site's one retrieval engine, over pages, help topics, guided paths, voice commands and AI
 * assistants. The search dialog (typed or spoken queries), the knowledge browser and the chat's
 * offline answers all rank with it; what is found and how it is ranked is in docs/search.md.
 *
 * It is reached through dynamic imports and lazy chunks only, so MiniSearch never rides on the
 * home page's first load.
 */
import MiniSearch from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import type { HelpTopicRef } from '@/content/help';
import { bestSentences } from './answer-sentences';
import { indexOptions, termQuery } from './index-options';
import { indexedDocuments, type IndexedDocument } from './indexed-documents';
import { defaultCatalogue, type SearchCatalogue, type SearchResult } from './search-catalogue';
import { meaningfulWords, queryTerms, substringQuery, type Vocabulary } from './query-terms';
import { SEARCH_LIMITS } from './search-limits';

export {
  categoryForPath,
  SEARCH_CATEGORIES,
  suggestedPaths,
  voiceCommandFor,
  type SearchCatalogue,
  type SearchResult,
} from './search-catalogue';

interface SearchOptions {
  /** Only these result types. */
  readonly types?: readonly SearchResult['type'][];
  readonly limit?: number;
}

/** What the help library says to a question: the sentences that answer it best, and the topics they are from. */
export interface HelpAnswer {
  /** Whole sentences of the topics, best first. */
  readonly sentences: readonly string[];
  /** The topics answering the question, best first. */
  readonly topics: readonly HelpTopicRef[];
}

export interface SearchIndex {
  /** Everything matching the query, best first; empty for a blank query. */
  search(query: string, options?: SearchOptions): SearchResult[];
  /** Help topics answering a free-text question, best first. */
  findHelpTopics(question: string, limit?: number): HelpTopicRef[];
  /** The chat's answer from the help library: the best topics, and their sentences that answer the question best. */
  answerFromHelp(question: string): HelpAnswer;
  /** Help topics for the knowledge browser, best first; empty below the minimum query length. */
  searchHelpTopics(query: string): HelpTopicRef[];
  /** The documents indexed, for diagnostics and benchmarks. */
  readonly size: number;
}

interface Match {
  readonly doc: IndexedDocument;
  readonly rank: readonly number[];
}

function byRank(a: Match, b: Match): number {
  for (let index = 0; index < a.rank.length; index++) {
    const difference = (a.rank[index] ?? 0) - (b.rank[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The catalogue's documents with the full-text index over them and the words they are written in. */
interface Engine {
  readonly documents: readonly IndexedDocument[];
  readonly byId: ReadonlyMap<string, IndexedDocument>;
  readonly miniSearch: MiniSearch<IndexedDocument>;
  /** Every word of the catalogue as written, for typo correction. */
  readonly vocabulary: Vocabulary;
}

function buildEngine(documents: IndexedDocument[]): Engine {
  // Collected while indexing.
  const catalogueWords = new SearchableMap<true>();
  const miniSearch = new MiniSearch<IndexedDocument>(
    indexOptions(['title', 'keywords', 'text'], (token) => catalogueWords.set(token, true)),
  );
  miniSearch.addAll(documents);
  const vocabulary: Vocabulary = {
    has: (word) => catalogueWords.has(word),
    near: (word, distance) =>
      new Map([...catalogueWords.fuzzyGet(word, distance)].map(([candidate, [, edits]]) => [candidate, edits])),
  };
  return { documents, byId: new Map(documents.map((doc) => [doc.id, doc])), miniSearch, vocabulary };
}

type DocumentFilter = (doc: IndexedDocument) => boolean;

/** Relevance scores of the documents matching the query's meaningful words. */
function relevance(engine: Engine, query: string, filter?: DocumentFilter): Map<string, number> {
  const scores = new Map<string, number>();
  const terms = queryTerms(query, engine.vocabulary);
  if (terms.length === 0) return scores;
  const hits = engine.miniSearch.search(
    termQuery(terms),
    filter ? { filter: (hit) => filter(engine.byId.get(String(hit.id))!) } : {},
  );
  for (const hit of hits) scores.set(String(hit.id), hit.score);
  return scores;
}

/** The score below which a match by relevance alone is left out: far behind the best, or past the last kept. */
function relevanceFloor(scores: ReadonlyMap<string, number>): number {
  const ranked = [...scores.values()].sort((a, b) => b - a);
  return Math.max((ranked[0] ?? 0) * SEARCH_LIMITS.relevanceFloor, ranked[SEARCH_LIMITS.relevanceMaxResults - 1] ?? 0);
}

function rankedDocuments(engine: Engine, rawQuery: string, filter?: DocumentFilter): IndexedDocument[] {
  const query = substringQuery(rawQuery);
  if (!query) return [];
  // A word of one or two letters, as a prefix, would match most of the catalogue; the substring
  // scan alone answers the first keystrokes, which keeps them cheap on a big index.
  const scores =
    query.length >= SEARCH_LIMITS.relevanceMinQueryLength
      ? relevance(engine, rawQuery, filter)
      : new Map<string, number>();
  const floor = relevanceFloor(scores);
  const matches: Match[] = [];
  for (const doc of engine.documents) {
    if (filter && !filter(doc)) continue;
    const whole = doc.haystack.includes(query);
    const score = scores.get(doc.id);
    if (!whole && (score === undefined || score < floor)) continue;
    const rank = [
      doc.categoryLower.includes(query) ? 0 : 1,
      doc.titleLower.includes(query) ? 0 : 1,
      doc.names.has(query) ? 0 : 1,
      whole ? 0 : 1,
      -(score ?? 0),
      doc.order,
    ];
    matches.push({ doc, rank });
  }
  return matches.sort(byRank).map(({ doc }) => doc);
}

const isKnowledge = (doc: IndexedDocument) => doc.result.type === 'knowledge';
const topicsOf = (docs: readonly IndexedDocument[]) => docs.flatMap(({ topic }) => (topic ? [topic] : []));

/** Builds an index over a catalogue (the site's own by default). */
export function createSearchIndex(catalogue: SearchCatalogue = defaultCatalogue()): SearchIndex {
  const engine = buildEngine(indexedDocuments(catalogue));
  const findHelpTopics = (question: string, limit = SEARCH_LIMITS.answerTopics): HelpTopicRef[] =>
    // A question of small words only ("how do I") has nothing to answer from.
    meaningfulWords(question).length === 0
      ? []
      : topicsOf(rankedDocuments(engine, question, isKnowledge).slice(0, limit));
  return {
    size: engine.documents.length,
    search(query, options = {}) {
      const types = options.types;
      const ranked = rankedDocuments(engine, query, types ? (doc) => types.includes(doc.result.type) : undefined);
      const limited = options.limit === undefined ? ranked : ranked.slice(0, options.limit);
      return limited.map((doc) => doc.result);
    },
    searchHelpTopics(query) {
      if (query.trim().length < SEARCH_LIMITS.knowledgeMinQueryLength) return [];
      return topicsOf(rankedDocuments(engine, query, isKnowledge));
    },
    findHelpTopics,
    answerFromHelp(question) {
      const topics = findHelpTopics(question);
      if (topics.length === 0) return { sentences: [], topics };
      const scores = relevance(engine, question, isKnowledge);
      return { sentences: bestSentences(question, topics, scores, engine.vocabulary), topics };
    },
  };
}

let siteIndex: SearchIndex | undefined;

/** The site's index, built once on first use. */
export function getSearchIndex(): SearchIndex {
  siteIndex ??= createSearchIndex();
  return siteIndex;
}
