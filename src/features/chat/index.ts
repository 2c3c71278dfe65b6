export { ChatPage, type CallProps, type ChatPageProps, type ReplayProps } from './chat-page';
export type { FindHelp } from './use-chat-session';
export { replyWithoutModel } from './listen-only';
export { toModelHistory, MODEL_HISTORY_MESSAGES } from './model-history';
