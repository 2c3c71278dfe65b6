/**
 * The one module that writes conversations, their messages and the outbox: lint allows these
 * functions of the database here only, so every message the app stores passes through the core.
 */
export {
  addMessage,
  addMessages,
  completeOutboxEntry,
  createConversation,
  interruptLeftoverReply,
  markOutboxSending,
  markOutboxWaiting,
  queueMessage,
  removeFromOutbox,
  setMessageStatus,
  updateMessage,
} from '@/lib/db';
