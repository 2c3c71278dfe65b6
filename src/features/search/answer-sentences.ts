import MiniSearch from 'minisearch';
import type { HelpTopicRef } from '@/content/help';
import { splitWholeSentences } from '@/lib/sentences';
import { indexOptions, termQuery } from './index-options';
import { queryTerms, type Vocabulary } from './query-terms';
import { SEARCH_LIMITS } from './search-limits';

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
 * The sentences of `topics` that answer the question best, ranked with the words, stems,
 * synonyms and typos that ranked the topics (`topicScores`, by document id), over those sentences
 * alone, each with its topic's title and counting as much as its topic. The best, then a second:
 * the best of the others that says something of the question the first did not, or else one
 * scoring nearly as well. When no sentence shares a word with the question, the first sentence of
 * the best topic.
 */
export function bestSentences(
  question: string,
  topics: readonly HelpTopicRef[],
  topicScores: ReadonlyMap<string, number>,
  vocabulary: Vocabulary,
): string[] {
  const best = Math.max(0, ...topicScores.values());
  const sentences: SentenceDocument[] = topics
    .flatMap((topic) => {
      const score = topicScores.get(`knowledge-${topic.id}`);
      const topicWeight = score === undefined || best === 0 ? 1 : score / best;
      return splitWholeSentences(topic.content).map((text) => ({ title: topic.title, text, topicWeight }));
    })
    .map((sentence, id) => ({ id, ...sentence }));
  const miniSearch = new MiniSearch<SentenceDocument>(indexOptions(['title', 'text']));
  miniSearch.addAll(sentences);
  const hits = miniSearch.search(termQuery(queryTerms(question, vocabulary)), {
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
