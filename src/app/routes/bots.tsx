import { ChatPage } from '@/features/chat';
import { chatWiring } from '@/assistant/chat-wiring';

export function Component() {
  return <ChatPage {...chatWiring} />;
}
