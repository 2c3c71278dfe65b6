import { useLiveQuery } from './use-live-query';
import type { MessagePage } from './messages';
import { useStorageVersion } from './use-storage-version';

const EMPTY: MessagePage = { messages: [], total: 0, hasEarlier: false };

/** The conversation shown and its newest page of messages. */
export interface ConversationView {
  readonly botId: string;
  /** Null for a new chat that has no saved conversation yet. */
  readonly conversationId: string | null;
  readonly page: MessagePage;
}

/**
 * The newest `limit` messages (oldest first) of the chosen conversation, or of the assistant's
 * latest one when `chosen` is undefined; null chooses a new, empty chat. One live query does both
 * steps, so opening the page waits for one database round trip, not two. Undefined while loading.
 */
export function useConversationView(
  botId: string,
  chosen: string | null | undefined,
  limit: number,
): ConversationView | undefined {
  const version = useStorageVersion();
  return useLiveQuery(
    async (store) => {
      const conversationId = chosen !== undefined ? chosen : ((await store.findLatestConversation(botId))?.id ?? null);
      return {
        botId,
        conversationId,
        page: conversationId === null ? EMPTY : await store.listLatestMessages(conversationId, limit),
      };
    },
    [botId, chosen, limit, version],
  );
}
