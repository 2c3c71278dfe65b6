/**
 * Scores the search engine on the evaluation set, the way a visitor meets it: hit@k counts the
 * results in the order the search dialog shows them (grouped by category), and the offline
 * figure counts the help topics the chat quotes when the assistant cannot be reached.
 */
import { groupByCategory } from '@/features/search/result-groups';
import type { SearchIndex } from '@/features/search/search-index';
import { evaluationSet, type EvaluationQuestion } from './evaluation-set';

/** How many help topics the chat's offline answer quotes. */
const OFFLINE_TOPICS = 3;

export interface EvaluationFigures {
  readonly questions: number;
  readonly hitAt1: number;
  readonly hitAt3: number;
  readonly empty: number;
  /** Questions a help topic answers: the ones the offline answers are scored on. */
  readonly offlineQuestions: number;
  readonly offlineHit: number;
  /** Questions with no right result in the dialog's first three, and what it showed instead. */
  readonly misses: readonly { readonly question: string; readonly shown: readonly string[] }[];
  readonly offlineMisses: readonly { readonly question: string; readonly topics: readonly string[] }[];
}

/** The result ids in the order the search dialog lists them. */
function dialogOrder(index: SearchIndex, query: string): string[] {
  return groupByCategory(index.search(query)).flatMap((group) => group.results.map((result) => result.id));
}

export function evaluate(
  index: SearchIndex,
  questions: readonly EvaluationQuestion[] = evaluationSet,
): EvaluationFigures {
  let hitAt1 = 0;
  let hitAt3 = 0;
  let empty = 0;
  let offlineQuestions = 0;
  let offlineHit = 0;
  const misses: { question: string; shown: string[] }[] = [];
  const offlineMisses: { question: string; topics: string[] }[] = [];
  for (const { question, answers } of questions) {
    const shown = dialogOrder(index, question);
    if (shown.length === 0) empty += 1;
    if (answers.includes(shown[0] ?? '')) hitAt1 += 1;
    if (shown.slice(0, 3).some((id) => answers.includes(id))) hitAt3 += 1;
    else misses.push({ question, shown: shown.slice(0, 3) });
    const topicAnswers = answers.filter((id) => id.startsWith('knowledge-'));
    if (topicAnswers.length === 0) continue;
    offlineQuestions += 1;
    const topics = index.findHelpTopics(question, OFFLINE_TOPICS).map((topic) => `knowledge-${topic.id}`);
    if (topics.some((id) => topicAnswers.includes(id))) offlineHit += 1;
    else offlineMisses.push({ question, topics });
  }
  const share = (count: number, of: number) => (of === 0 ? 0 : count / of);
  return {
    questions: questions.length,
    hitAt1: share(hitAt1, questions.length),
    hitAt3: share(hitAt3, questions.length),
    empty: share(empty, questions.length),
    offlineQuestions,
    offlineHit: share(offlineHit, offlineQuestions),
    misses,
    offlineMisses,
  };
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** The figures as `npm run bench` prints them. */
export function formatFigures(figures: EvaluationFigures): string[] {
  return [
    `questions n=${figures.questions} hit@1=${percent(figures.hitAt1)} hit@3=${percent(figures.hitAt3)} empty=${percent(figures.empty)}`,
    `offline hit=${percent(figures.offlineHit)} (n=${figures.offlineQuestions})`,
  ];
}
