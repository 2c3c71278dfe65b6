import { knowledgeTopicPath } from '@/config/paths';
import type { HelpTopicRef } from '@/content/help';
import type { Bot } from '@/content/schema';
import {
  afterFindings,
  libraryUnavailable,
  moreLabel,
  nothingFound,
  type LibraryReason,
  type Wording,
} from './library-wording';
import { replyWithoutModel } from './listen-only';
import { replyToSmallTalk, smallTalkOf } from './small-talk';

export type { LibraryReason } from './library-wording';

/**
 * What the help library says to a question: the whole sentences of its topics that answer it
 * best, best first, and the topics they come from (the search feature's answer).
 */
export interface LibraryFindings {
  readonly sentences: readonly string[];
  readonly topics: readonly HelpTopicRef[];
}

/**
 * What the help library gave for a question, or 'unavailable' when the library itself could not
 * be opened (offline before it was ever loaded).
 */
export type LibraryLookup = LibraryFindings | 'unavailable';

export interface AnswerOptions {
  readonly reason?: LibraryReason;
  /** The reading mode is on: the plainest wording. */
  readonly plain?: boolean;
  /** The question waits in the outbox, to be sent by itself (true unless it could not be kept). */
  readonly waiting?: boolean;
  /** An earlier question of this conversation waits for a key, and its answer said what that needs. */
  readonly toldAboutKey?: boolean;
}

/** Links to the topics, each labelled with its title (a title in quotes keeps its own quotes only). */
function topicLinks(topics: readonly HelpTopicRef[]): string {
  const links = topics.map((topic) => `[${topic.title}](${knowledgeTopicPath(topic.id)})`);
  const last = links.pop();
  return links.length > 0 ? `${links.join(', ')} and ${last}` : (last ?? '');
}

/**
 * An answer from the local help library when the assistant cannot be reached, or when the visitor
 * has no OpenAI key: it leads with the library's sentences that answer the question, links to the
 * topics they come from, then says in plain words where the answer comes from and what the visitor
 * can do. Small talk gets a friendly line instead, and the listen-only bot keeps its rule: a
 * statement gets only its listening reply. Pure, so it is the same offline and in tests.
 */
export function answerOffline(bot: Bot, question: string, lookup: LibraryLookup, options: AnswerOptions = {}): string {
  const localReply = replyWithoutModel(bot, question);
  if (localReply !== null) return localReply;
  const smallTalk = smallTalkOf(bot, question);
  if (smallTalk !== null) return replyToSmallTalk(bot, smallTalk);
  const wording: Wording = {
    bot,
    reason: options.reason ?? 'unreachable',
    plain: options.plain ?? false,
    waiting: options.waiting ?? true,
    toldAboutKey: options.toldAboutKey ?? false,
  };
  if (lookup === 'unavailable') return libraryUnavailable(wording);
  if (lookup.topics.length === 0) return nothingFound(wording);
  const blocks = [`${moreLabel(wording)} ${topicLinks(lookup.topics)}.`, afterFindings(wording)];
  if (lookup.sentences.length > 0) blocks.unshift(lookup.sentences.join(' '));
  return blocks.join('\n\n');
}
