import { addMessage, createConversation, queueMessage } from '@/lib/db';

type Turn = { role: 'user' | 'assistant'; content: string };

/** A visitor's question saved in a new conversation of GregBot and kept in the outbox. */
export async function queuedQuestion(prompt: string, history: Turn[] = []) {
  const conversation = await createConversation('gregbot', prompt);
  const message = await addMessage({
    conversationId: conversation.id,
    role: 'user',
    content: prompt,
    status: 'sending',
    source: 'typed',
  });
  await queueMessage({
    id: message.id,
    conversationId: conversation.id,
    botId: 'gregbot',
    request: { prompt, system: 'You are GregBot.', history },
  });
  return { conversationId: conversation.id, id: message.id };
}
