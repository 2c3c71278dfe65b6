import { useEffect, useRef } from 'react';
import type { ConversationPort } from '@/lib/conversation/conversation-port';
import type { MessageRecord } from '@/lib/db';

/**
 * Replies left `streaming` by a tab that closed mid-reply (or a reload) are no longer growing:
 * shown on screen, they are marked `interrupted` (once each), so "Try again" is offered.
 */
export function useInterruptedLeftovers(
  conversation: Pick<ConversationPort, 'interruptLeftover'>,
  messages: readonly MessageRecord[],
): void {
  const marked = useRef(new Set<string>());
  useEffect(() => {
    for (const message of messages) {
      if (marked.current.has(message.id)) continue;
      if (conversation.interruptLeftover(message)) marked.current.add(message.id);
    }
  }, [conversation, messages]);
}
