/** The visitor's words, stored before anything is sent; and the conversations they open. */
import { greetingFor } from '@/content/greetings';
import type { Bot } from '@/content/schema';
import { titleFromMessage, type MessageRecord } from '@/lib/db';
import type { Question, ReplyEnd, TurnEvents } from '@/lib/conversation/conversation-port';
import { addMessage, addMessages, createConversation as createConversationRow } from './message-store';

/** Saves a new conversation that opens with the bot's greeting, as the visitor saw it. Returns its id. */
export async function startConversation(bot: Bot, firstMessage: string): Promise<string> {
  const conversation = await createConversationRow(bot.id, titleFromMessage(firstMessage));
  await addMessage({
    conversationId: conversation.id,
    role: 'assistant',
    content: greetingFor(bot),
    status: 'received',
    source: 'greeting',
  });
  return conversation.id;
}

/** Stores the visitor's words, `sending`, before anything is sent. */
export async function storeQuestion(question: Question): Promise<MessageRecord> {
  const conversationId = await question.conversation(question.content);
  const message = await addMessage({
    id: question.id,
    conversationId,
    role: 'user',
    content: question.content,
    status: 'sending',
    source: question.source ?? 'typed',
  });
  question.onSaved?.();
  return message;
}

/** A statement to the listen-only bot: acknowledged on the device, no call and no key needed. */
export async function answerLocally(question: Question, reply: string, events: TurnEvents = {}): Promise<void> {
  const conversationId = await question.conversation(question.content);
  const { content, id, source = 'typed' } = question;
  await addMessages([
    { id, conversationId, role: 'user', content, status: 'sent', source },
    { conversationId, role: 'assistant', content: reply, status: 'received', source: 'local' },
  ]);
  question.onSaved?.();
  events.sentence?.(reply);
  events.done?.('received', reply);
}

/** A spoken exchange answered by the provider itself (a realtime call), stored as it was heard. */
export async function storeSpoken(question: Question, reply: { readonly text: string; readonly end: ReplyEnd }) {
  const conversationId = await question.conversation(question.content);
  const { content, id } = question;
  await addMessages([
    { id, conversationId, role: 'user', content, status: 'sent', source: 'voice' },
    ...(reply.text === ''
      ? []
      : [
          {
            conversationId,
            role: 'assistant' as const,
            content: reply.text,
            status: reply.end,
            source: 'remote' as const,
          },
        ]),
  ]);
  question.onSaved?.();
}
