import { knowledgeTopicPath, paths } from '@/config/paths';
import type { HelpTopicRef } from '@/content/help';
import type { Bot } from '@/content/schema';
import { site } from '@/content/site';
import { replyWithoutModel } from './listen-only';
import { truncateText } from '@/lib/text';

/** How much of each topic the answer quotes before linking to the whole of it. */
const EXCERPT_CHARS = 220;

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
 * An answer from the local help library when the assistant cannot be reached (offline, or the
 * service down), so the visitor still gets help rather than an error: in
 * the bot's voice, quoting the topics found and linking to each. The listen-only bot keeps its
 * rule: a statement gets only its listening reply. Pure, so it is the same offline and in tests.
 */
export function answerOffline(bot: Bot, question: string, topics: readonly HelpTopicRef[]): string {
  const localReply = replyWithoutModel(bot, question);
  if (localReply !== null) return localReply;
  const lines = [opening(bot, topics.length > 0), ''];
  for (const topic of topics) {
    const excerpt = truncateText(topic.content.replace(/\s+/g, ' ').trim(), EXCERPT_CHARS);
    lines.push(`- **${topic.title}**: ${excerpt} [Read "${topic.title}"](${knowledgeTopicPath(topic.id)})`);
  }
  if (topics.length > 0) lines.push('');
  lines.push(
    topics.length > 0
      ? `Ask me again when you're back online for a fuller answer, or browse the [knowledge base](${paths.knowledgebase}).`
      : `Try the [knowledge base](${paths.knowledgebase}), call us on ${site.phone.display}, or ask me again when you're back online.`,
  );
  return lines.join('\n');
}
