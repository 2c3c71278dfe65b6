import type { Bot } from '@/content/schema';
import { LISTENING_REPLY } from '@/content/greetings';

const QUESTION_WORDS = [
  'what',
  'how',
  'why',
  'when',
  'where',
  'who',
  'can',
  'could',
  'would',
  'will',
  'is',
  'are',
  'am',
  'do',
  'does',
  'did',
] as const;

// A whole word at the start: "Is it…", "is, it…" and "What's…" count; "Island", "Whatever" and
// "Doesn't" do not (the word must end where the question word ends).
const STARTS_WITH_QUESTION_WORD = new RegExp(`^(?:${QUESTION_WORDS.join('|')})(?![\\p{L}\\p{N}_-])`, 'iu');

/**
 * The listen-only rule: a message is a question when it contains a question
 * mark anywhere or starts, ignoring case and leading spaces, with one of the question words.
 */
export function isQuestion(message: string): boolean {
  if (message.includes('?')) return true;
  return STARTS_WITH_QUESTION_WORD.test(message.trimStart());
}

/**
 * The reply a bot gives without asking the model: the listen-only bot's "listening" reply to a
 * statement. Null when the model must answer.
 */
export function replyWithoutModel(bot: Bot, message: string): string | null {
  return bot.isListenOnly && !isQuestion(message) ? LISTENING_REPLY : null;
}
