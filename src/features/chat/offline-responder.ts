import { knowledgeTopicPath, paths } from '@/config/paths';
import type { HelpTopicRef } from '@/content/help';
import type { Bot } from '@/content/schema';
import { site } from '@/content/site';
import { replyWithoutModel } from './listen-only';
import { truncateText } from '@/lib/text';

/** How much of each topic the answer quotes before linking to the whole of it. */
const EXCERPT_CHARS = 220;

/**
 * What the help library gave for a question: the topics found (none when nothing matches), or
 * 'unavailable' when the library itself could not be opened (offline before it was ever loaded).
 */
export type LibraryLookup = readonly HelpTopicRef[] | 'unavailable';

/**
 * Why the library answers instead of the assistant: it could not be reached (offline, or the call
 * did not get through), or the visitor has not given an OpenAI key (or the one given was refused).
 */
export type LibraryReason = 'unreachable' | 'no-key';

function unavailable(bot: Bot): string {
  const lead = bot.isChef
    ? "The kitchen line to my AI is down for a moment, and I can't open our recipe book right now either"
    : bot.isListenOnly
      ? "I'm offline, and I can't open the help library right now"
      : "I can't reach my AI service right now, and I can't open the help library either";
  return [
    `${lead}.`,
    '',
    `The help library is kept on your device once it has loaded with a connection. Ask me again when you're back online, or call us on ${site.phone.display}.`,
  ].join('\n');
}

/** Without a key: the library's answer, and how to get the assistant's own. */
function openingWithoutKey(bot: Bot, found: boolean): string {
  const name = bot.persona.name;
  if (bot.isChef) {
    return found
      ? `To cook up my own answer I need your OpenAI key, so I went to our recipe book instead. Here's what ${name} found in the help library:`
      : `To cook up my own answer I need your OpenAI key, and our recipe book has nothing on that yet.`;
  }
  if (bot.isListenOnly) {
    return found
      ? `I need your OpenAI key to answer in my own words, so I looked in the help library for you:`
      : `I need your OpenAI key to answer in my own words, and the help library has nothing on that.`;
  }
  const speciality = bot.persona.specialization ? ` (${bot.persona.specialization})` : '';
  return found
    ? `Without your OpenAI key I can't ask my AI service, so as ${name}${speciality} I answered from the help library:`
    : `Without your OpenAI key I can't ask my AI service, and the help library has nothing on that.`;
}

/** The last line without a key: says whose answer this is, and how to get the assistant's own. */
const GIVE_KEY_LINE =
  "This is the help library's answer. For my own, give your OpenAI key: use **Enter key** under your question (or the key prompt when you next send a message). Your question waits, and is sent as soon as you do.";

function opening(bot: Bot, found: boolean): string {
  const name = bot.persona.name;
  if (bot.isChef) {
    return found
      ? `The kitchen line to my AI is down for a moment, so I went to our recipe book instead. Here's what ${name} found:`
      : `The kitchen line to my AI is down for a moment, and our recipe book has nothing on that yet.`;
  }
  if (bot.isListenOnly) {
    return found
      ? `I'm offline, but I looked in the help library for you:`
      : `I'm offline, and the help library has nothing on that.`;
  }
  const speciality = bot.persona.specialization ? ` (${bot.persona.specialization})` : '';
  return found
    ? `I can't reach my AI service right now, so as ${name}${speciality} I answered from the help library:`
    : `I can't reach my AI service right now, and the help library has nothing on that.`;
}

/**
 * An answer from the local help library when the assistant cannot be reached, or when the visitor
 * has no OpenAI key (`reason`): in the bot's voice, quoting the topics found and linking to each,
 * or saying plainly that the library could not be opened. Without a key it says that this is the
 * library's answer and how to get the assistant's own. The listen-only bot keeps its rule: a
 * statement gets only its listening reply. Pure, so it is the same offline and in tests.
 */
export function answerOffline(
  bot: Bot,
  question: string,
  lookup: LibraryLookup,
  reason: LibraryReason = 'unreachable',
): string {
  const localReply = replyWithoutModel(bot, question);
  if (localReply !== null) return localReply;
  if (lookup === 'unavailable')
    return reason === 'no-key' ? `${unavailable(bot)}\n\n${GIVE_KEY_LINE}` : unavailable(bot);
  const topics = lookup;
  if (reason === 'no-key') return withoutKey(bot, topics);
  const lines = [opening(bot, topics.length > 0), ''];
  lines.push(...quotes(topics));
  lines.push(
    topics.length > 0
      ? `Ask me again when you're back online for a fuller answer, or browse the [knowledge base](${paths.knowledgebase}).`
      : `Try the [knowledge base](${paths.knowledgebase}), call us on ${site.phone.display}, or ask me again when you're back online.`,
  );
  return lines.join('\n');
}

function withoutKey(bot: Bot, topics: readonly HelpTopicRef[]): string {
  const lines = [openingWithoutKey(bot, topics.length > 0), '', ...quotes(topics)];
  if (topics.length === 0) {
    lines.push(`Try the [knowledge base](${paths.knowledgebase}) or call us on ${site.phone.display}.`, '');
  }
  lines.push(GIVE_KEY_LINE);
  return lines.join('\n');
}

/** Each topic found, quoted and linked, then a blank line (nothing when none was found). */
function quotes(topics: readonly HelpTopicRef[]): string[] {
  const lines: string[] = [];
  for (const topic of topics) {
    const excerpt = truncateText(topic.content.replace(/\s+/g, ' ').trim(), EXCERPT_CHARS);
    lines.push(`- **${topic.title}**: ${excerpt} [Read "${topic.title}"](${knowledgeTopicPath(topic.id)})`);
  }
  if (topics.length > 0) lines.push('');
  return lines;
}
