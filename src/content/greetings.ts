import type { Bot } from '@/content/schema';

/** The listen-only bot's greeting. */
export const LISTEN_ONLY_GREETING =
  "Hello! I'm SilentBot. I'm here to listen and learn. Share your thoughts, and ask me a question whenever you want an answer.";

/** What the listen-only bot says to anything that is not a question. */
export const LISTENING_REPLY = "I'm listening and learning. Ask me a question whenever you'd like an answer.";

/** Shown when the assistant's reply is empty. */
export const EMPTY_REPLY_FALLBACK = "I'm sorry, I couldn't process that request. Please try rephrasing your question.";

/**
 * The first message of a new chat: the listen-only greeting, or an introduction with the bot's
 * chef title (or "Assistant") followed by the assistant's own opening line.
 */
export function greetingFor(bot: Bot): string {
  const { persona } = bot;
  if (bot.isListenOnly) return LISTEN_ONLY_GREETING.replace('SilentBot', persona.name);
  return `Hello! I'm ${persona.name}, your ${persona.chefTitle ?? 'Assistant'}. ${persona.greeting ?? 'How can I help you today?'}`;
}
