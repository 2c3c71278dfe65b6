export type { ConversationRecord, MessageRecord, MessageSource, OutboxRecord, OutboxRequest } from './database';
export { newId, openDatabaseEarly } from './database';
export {
  createConversation,
  deleteConversation,
  renameConversation,
  restoreConversation,
  titleFromMessage,
  type DeletedConversation,
} from './conversations';
export {
  addMessage,
  addMessages,
  interruptLeftoverReply,
  listMessagesBefore,
  setMessageStatus,
  updateMessage,
} from './messages';
export {
  completeOutboxEntry,
  countOutbox,
  markOutboxSending,
  markOutboxWaiting,
  nextOutboxEntry,
  queueMessage,
  removeFromOutbox,
} from './outbox';
export { forgetDeviceSpeechKey, getDeviceSpeechKey, maskSpeechKey, saveDeviceSpeechKey } from './settings';
export { exportConversation, exportSetAside, type ExportFile, type ExportFormat } from './export';
export { onRecordsSetAside, type SetAsideCounts } from './set-aside-reports';
export { exportEverything, resetConversations, setShownConversationAside } from './recovery';
export { getStorageProblem, onStorageProblem, type StorageProblem } from './storage-status';
export { useConversations } from './use-conversations';
export { useConversationView } from './use-conversation-view';
export { useDeviceSpeechKey } from './use-device-speech-key';
export { useSetAsideCount } from './use-set-aside-count';
