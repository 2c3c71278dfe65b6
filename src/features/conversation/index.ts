export { createConversation, type ConversationDeps } from './exchange';
export type { FindHelp } from './library-answers';
