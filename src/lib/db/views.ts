/**
 * What a page may import of the device's store on its first load: the live hooks and plain
 * helpers, none of which imports Dexie. What the hooks read arrives with the database's code,
 * fetched on first use (`use-live-query.ts`). Writes go through `@/lib/db`, loaded when needed.
 */
export type { ConversationRecord, MessageRecord, MessageSource } from './database';
export { newId } from './ids';
export { onRecordsSetAside, type SetAsideCounts } from './set-aside-reports';
export { getStorageProblem, onStorageProblem, type StorageProblem } from './storage-status';
export { useConversations } from './use-conversations';
export { useConversationView } from './use-conversation-view';
export { maskSpeechKey, useDeviceSpeechKey } from './use-device-speech-key';
export { useSetAsideCount } from './use-set-aside-count';
