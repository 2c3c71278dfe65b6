import { ChatPage, type CallProps, type ReplayProps } from '@/features/chat';
import { findHelpTopics } from '@/features/search';
import { ReplayButton } from '@/features/voice';
import { CallScreen } from '../call-screen';
import { fixedPages } from '../page-titles';
import { PageTitle } from '../page-title';
import { voiceServices } from '../voice-services';

// Module-level, so the chat's memoised messages see the same functions on every render.
const renderCall = (props: CallProps) => <CallScreen {...props} />;
const renderReplay = ({ bot, text }: ReplayProps) => (
  <ReplayButton services={voiceServices} text={text} voice={bot.persona.voice} />
);

export function Component() {
  return (
    <>
      <PageTitle title={fixedPages.bots.title} />
      <ChatPage findHelp={findHelpTopics} renderCall={renderCall} renderReplay={renderReplay} />
    </>
  );
}
