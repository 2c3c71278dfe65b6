import { ChatPage } from '@/features/chat';
import { chatWiring } from '../chat-wiring';

export function Component() {
  return <ChatPage {...chatWiring} />;
}
