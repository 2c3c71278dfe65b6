export type { ConversationRecord, MessageRecord, MessageRole, MessageSource, MessageStatus } from './database';
export { DATABASE_NAME, SCHEMA_V1, SCHEMA_V2, getDatabase, openDatabaseEarly, resetDatabase } from './database';
export {
  createConversation,
  deleteConversation,
  findLatestConversation,
  getConversation,
  listConversations,
  renameConversation,
  restoreConversation,
  titleFromMessage,
  type DeletedConversation,
} from './conversations';
export {
  addMessage,
  addMessages,
  getMessage,
  listAllMessages,
  listLatestMessages,
  listMessagesBefore,
  setMessageStatus,
  type MessagePage,
  type NewMessage,
} from './messages';
export {
  SETTING_KEYS,
  deleteSetting,
  forgetDeviceSpeechKey,
  getDeviceSpeechKey,
  getSetting,
  maskSpeechKey,
  saveDeviceSpeechKey,
  setSetting,
} from './settings';
export { exportConversation, type ExportFile, type ExportFormat } from './export';
export {
  getStorageMode,
  getStorageProblem,
  onStorageProblem,
  reportStorageProblem,
  resetStorageStatus,
  type StorageMode,
  type StorageProblem,
} from './storage-status';
export { clearMemory } from './memory-store';
export { useConversations } from './use-conversations';
export { useConversationView, type ConversationView } from './use-conversation-view';
export { useDeviceSpeechKey } from './use-device-speech-key';
