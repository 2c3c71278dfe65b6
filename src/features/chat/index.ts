export { ChatPage, type CallProps, type ReplayProps } from './chat-page';
export { CompactChat, type CompactChatProps } from './compact-chat';
