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
      // Counted as marked while asked, so that a render meanwhile does not ask again.
      marked.current.add(message.id);
      const askAgain = () => marked.current.delete(message.id);
      void conversation.interruptLeftover(message).then((done) => done || askAgain(), askAgain);
    }
  }, [conversation, messages]);
}
