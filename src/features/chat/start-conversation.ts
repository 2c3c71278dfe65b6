import type { Bot } from '@/content/schema';
import { addMessage, createConversation } from '@/lib/db';
import { greetingFor } from './greeting';

/** Saves a new conversation that opens with the bot's greeting, as the visitor saw it. Returns its id. */
export async function startConversation(bot: Bot, title: string): Promise<string> {
  const conversation = await createConversation(bot.id, title);
  await addMessage({
    conversationId: conversation.id,
    role: 'assistant',
    content: greetingFor(bot),
    status: 'received',
    source: 'greeting',
  });
  return conversation.id;
}
