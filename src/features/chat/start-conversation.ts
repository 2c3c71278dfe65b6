import { useCallback, useEffect, useRef } from 'react';
import type { Bot } from '@/content/schema';
import type { ConversationPort } from '@/lib/conversation/conversation-port';

/**
 * For a call: the conversation on screen, or, for a chat not saved yet, one saved when first
 * needed (the first spoken exchange), so a call that ends before anyone spoke leaves nothing
 * behind. Calls made before the new conversation shows up share it.
 */
export function useConversationOnDemand(
  conversation: Pick<ConversationPort, 'startConversation'>,
  bot: Bot,
  conversationId: string | null,
  title: string,
  onStarted: (id: string) => void,
): () => Promise<string> {
  const latest = useRef({ bot, conversationId, title, onStarted });
  const pending = useRef<Promise<string> | null>(null);
  useEffect(() => {
    latest.current = { bot, conversationId, title, onStarted };
    // Once the new conversation is on screen (or another one is chosen), the next new chat starts afresh.
    if (conversationId !== null) pending.current = null;
  });
  return useCallback(() => {
    const { bot: owner, conversationId: id, title: name, onStarted: started } = latest.current;
    if (id !== null) return Promise.resolve(id);
    pending.current ??= conversation.startConversation(owner, name).then((created) => {
      started(created);
      return created;
    });
    return pending.current;
  }, [conversation]);
}
