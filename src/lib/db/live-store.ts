/**
 * What the live hooks read, with Dexie's `liveQuery`: fetched on first use (`use-live-query.ts`),
 * so that the database's code is not part of any page's first load.
 */
export { liveQuery } from 'dexie';
export { findLatestConversation, listConversations } from './conversations';
export { listLatestMessages } from './messages';
export { getDeviceSpeechKey } from './settings';
export { countSetAside } from './set-aside-records';
