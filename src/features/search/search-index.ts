/**
 * The site's one retrieval engine, over pages, help topics, guided paths, voice commands and AI
 * assistants. The search dialog (typed or spoken queries), the knowledge browser and the chat's
 * offline answers all rank with it.
 *
 * What is found:
 * - every item containing the whole query (case-insensitive substring of its title, description,
 *   keywords, content or examples), always, as the site's search rules require;
 * - items matching the query's meaningful words (see query-terms.ts), ranked by MiniSearch's BM25
 *   with titles and keywords boosted. Of those, only the ones scoring at least a fraction of the
 *   best are kept, so a question lists its answers rather than every page sharing one word.
 *
 * How it is ranked (the same rule for a keyword and for a question):
 * 1. items whose category contains the query, then items whose title contains it (the rules' order);
 * 2. within each of those, items the query names (it equals their title or one of their keywords:
 *    "Maya", "chat" for the chat page), then items containing the whole query, then items matching
 *    only its words;
 * 3. then by relevance, best first, and alphabetically by title when relevance ties.
 * A typed keyword ("pricing") is found whole in its pages, so they lead as before. A question is
 * almost never found whole, so its best-scoring answers lead; the rare item that does contain the
 * whole sentence is the best answer there is, and rightly goes first.
 *
 * The chat's answers from the help library go one step further: within the best help topics, the
 * same engine ranks their whole sentences (split by src/lib/sentences.ts), so an answer can lead
 * with the one that says what was asked ("$14.95/month") rather than with the start of a topic.
 *
 * This is the only module that imports 'minisearch'. It is reached through dynamic imports and lazy
 * chunks only, so the library never rides on the home page's first load.
 */
import MiniSearch, { type Options, type Query } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import type { HelpTopicRef } from '@/content/help';
import { splitWholeSentences } from '@/lib/sentences';
import { indexedDocuments, type IndexedDocument } from './indexed-documents';
import { defaultCatalogue, type SearchCatalogue, type SearchResult } from './search-catalogue';
import {
  indexTerm,
  indexWords,
  meaningfulWords,
  queryTerms,
  substringQuery,
  type QueryTerm,
  type Vocabulary,
} from './query-terms';
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

/**
 * How every full-text index here reads text: the same words and stems as the queries (see
 * query-terms.ts), titles and keywords boosted. `onWord` sees each word that is indexed.
 */
function indexOptions<T>(fields: string[], onWord: (token: string) => void = () => undefined): Options<T> {
  return {
    fields,
    storeFields: [],
    tokenize: indexWords,
    processTerm: (token) => {
      const term = indexTerm(token);
      if (term !== null) onWord(token);
      return term;
    },
    // Queries arrive as terms already analysed by queryTerms, one term per leaf.
    searchOptions: { processTerm: (term) => term, boost: SEARCH_LIMITS.fieldBoosts },
  };
}

/** A query's weighted terms as one MiniSearch query: any of them matches, each counting its weight. */
function termQuery(terms: readonly QueryTerm[]): Query {
  return {
    combineWith: 'OR',
    queries: terms.map(({ term, weight, prefix }) => ({ queries: [term], prefix, boostTerm: () => weight })),
  };
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

/** One sentence of a help topic, indexed with its topic's title. */
interface SentenceDocument {
  readonly id: number;
  readonly title: string;
  readonly text: string;
  /** Its topic's relevance to the question, as a share of the best topic's. */
  readonly topicWeight: number;
}

type SentenceHit = ReturnType<MiniSearch<SentenceDocument>['search']>[number];

/** The question's terms a sentence itself says (not only its topic's title). */
const termsSaid = (hit: SentenceHit): string[] =>
  Object.entries(hit.match).flatMap(([term, fields]) => (fields.includes('text') ? [term] : []));

/**
 * The sentences of `topics` that answer the question best, ranked by the engine that ranked the
 * topics (the same words, stems, synonyms and typos), over those sentences alone, each with its
 * topic's title and counting as much as its topic. The best, then a second: the best of the
 * others that says something of the question the first did not, or else one scoring nearly as
 * well. When no sentence shares a word with the question, the first sentence of the best topic.
 */
function bestSentences(engine: Engine, question: string, topics: readonly HelpTopicRef[]): string[] {
  const scores = relevance(engine, question, isKnowledge);
  const best = Math.max(0, ...scores.values());
  const sentences: SentenceDocument[] = topics
    .flatMap((topic) => {
      const score = scores.get(`knowledge-${topic.id}`);
      const topicWeight = score === undefined || best === 0 ? 1 : score / best;
      return splitWholeSentences(topic.content).map((text) => ({ title: topic.title, text, topicWeight }));
    })
    .map((sentence, id) => ({ id, ...sentence }));
  const miniSearch = new MiniSearch<SentenceDocument>(indexOptions(['title', 'text']));
  miniSearch.addAll(sentences);
  const hits = miniSearch.search(termQuery(queryTerms(question, engine.vocabulary)), {
    boostDocument: (id) => sentences[id as number]!.topicWeight,
  });
  const [first, ...others] = hits;
  if (!first) return sentences.slice(0, 1).map((sentence) => sentence.text);
  const { newWordsShare, closeShare } = SEARCH_LIMITS.answerSecondSentence;
  const said = new Set(termsSaid(first));
  const second =
    others.find((hit) => hit.score >= first.score * newWordsShare && termsSaid(hit).some((term) => !said.has(term))) ??
    others.find((hit) => hit.score >= first.score * closeShare);
  return [first, ...(second ? [second] : [])].map((hit) => sentences[hit.id as number]!.text);
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
      return { sentences: topics.length === 0 ? [] : bestSentences(engine, question, topics), topics };
    },
  };
}

let siteIndex: SearchIndex | undefined;

/** The site's index, built once on first use. */
export function getSearchIndex(): SearchIndex {
  siteIndex ??= createSearchIndex();
  return siteIndex;
}
