export type { OutboxRecord, OutboxRequest } from './database';
export * from './views';
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
export { forgetDeviceSpeechKey, getDeviceSpeechKey, saveDeviceSpeechKey } from './settings';
export { exportConversation, exportSetAside, type ExportFile, type ExportFormat } from './export';
export { exportEverything, resetConversations, setShownConversationAside } from './recovery';
