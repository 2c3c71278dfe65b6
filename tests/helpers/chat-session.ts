import { renderHook } from '@testing-library/react';
import { findBot } from '@/content/bots';
import { useChatSession } from '@/features/chat/use-chat-session';
import { createConversation, type ConversationDeps, type FindHelp } from '@/features/conversation';
import { listAllMessages } from '@/lib/db/messages';

type SessionServices = ConversationDeps['services'];

const findNothing: FindHelp = async () => ({ sentences: [], topics: [] });

/**
 * Renders the chat session with GregBot on a new conversation, as the chat page does. `messages`
 * reads what is saved in it, without the greeting a new conversation starts with: these tests are
 * about the questions and their replies.
 */
export function renderChatSession(services: SessionServices, findHelp: FindHelp = findNothing) {
  const conversation = createConversation({ services, findHelp });
  const bot = findBot('gregbot');
  if (!bot) throw new Error('gregbot is missing');
  let conversationId: string | null = null;
  const messages = async () =>
    conversationId === null
      ? []
      : (await listAllMessages(conversationId)).filter((message) => message.source !== 'greeting');
  const hook = renderHook(() =>
    useChatSession({
      bot,
      conversationId,
      onConversationCreated: (id) => {
        conversationId = id;
      },
      conversation,
      services,
    }),
  );
  return { ...hook, messages };
}
