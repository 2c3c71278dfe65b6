import { useLiveQuery } from './use-live-query';
import type { ConversationRecord } from './database';
import { useStorageVersion } from './use-storage-version';

/** The assistant's conversations, newest activity first; undefined while loading. Live across tabs. */
export function useConversations(botId: string): ConversationRecord[] | undefined {
  const version = useStorageVersion();
  return useLiveQuery((store) => store.listConversations(botId), [botId, version]);
}
