export { ChatPage, type CallMode, type CallProps, type ChatPageProps, type ReplayProps } from './chat-page';
export type { FindHelp } from './use-chat-session';
export { replyWithoutModel } from './listen-only';
