import { ChatPage } from '@/features/chat';
import { chatWiring } from '../chat-wiring';
import { routeTitles } from '../page-titles';
import { PageTitle } from '../page-title';

export function Component() {
  return (
    <>
      <PageTitle title={routeTitles.bots} />
      <ChatPage {...chatWiring} />
    </>
  );
}
