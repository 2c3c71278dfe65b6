export { ChatPage, type CallProps, type ReplayProps } from './chat-page';
export { CompactChat } from './compact-chat';
