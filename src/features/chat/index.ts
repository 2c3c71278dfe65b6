export { ChatPage, type CallProps, type ReplayProps } from './chat-page';
export { CompactChat } from './compact-chat';
export { replyWithoutModel } from './listen-only';
export { toModelHistory, MODEL_HISTORY_MESSAGES } from './model-history';
