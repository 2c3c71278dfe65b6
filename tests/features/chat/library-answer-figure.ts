/**
 * How well the chat's answer from the help library leads with what was asked: of the evaluation
 * questions that one fact of the library answers, the share whose answer gives that fact in its
 * first lines (its first 300 characters, read as the visitor reads them: the words without the
 * Markdown). Answered as GregBot, the first assistant, with the assistant unreachable.
 */
import { bots, DEFAULT_BOT_ID } from '@/content/bots';
import { answerOffline } from '@/features/conversation/offline-responder';
import type { SearchIndex } from '@/features/search/search-index';
import { plainTextFromMarkdown } from '@/lib/text';
import { evaluationSet, type EvaluationQuestion } from '../search/evaluation-set';

/** How much of the answer counts as its first lines. */
const LEAD_CHARS = 300;

export interface LibraryAnswerFigure {
  readonly questions: number;
  readonly share: number;
  readonly misses: readonly { readonly question: string; readonly fact: string; readonly lead: string }[];
}

/** The first characters of an answer, as the visitor reads them. */
export function leadOf(answer: string): string {
  return Array.from(plainTextFromMarkdown(answer).replace(/\s+/g, ' ').trim()).slice(0, LEAD_CHARS).join('');
}

export function measureLibraryAnswers(
  index: SearchIndex,
  questions: readonly EvaluationQuestion[] = evaluationSet,
): LibraryAnswerFigure {
  const bot = bots.find((candidate) => candidate.id === DEFAULT_BOT_ID)!;
  const factual = questions.filter((item): item is EvaluationQuestion & { fact: string } => item.fact !== undefined);
  const misses: { question: string; fact: string; lead: string }[] = [];
  for (const { question, fact } of factual) {
    const lead = leadOf(answerOffline(bot, question, index.answerFromHelp(question)));
    if (!lead.toLowerCase().includes(fact.toLowerCase())) misses.push({ question, fact, lead });
  }
  const share = factual.length === 0 ? 0 : (factual.length - misses.length) / factual.length;
  return { questions: factual.length, share, misses };
}

/** The figure as `npm run bench` prints it. */
export function formatLibraryAnswers(figure: LibraryAnswerFigure): string {
  return `library answers=${(figure.share * 100).toFixed(1)}% (n=${figure.questions}, the fact in the first ${LEAD_CHARS} characters)`;
}
