import type { CallProps, ReplayProps } from '@/features/chat';
import { ReplayButton } from '@/features/voice';
import { CALL_EARLY_CODE, prepareCall } from './load-call-screen';
import { conversation } from './conversation';
import { askForCall, LazyCallScreen } from './lazy-call-screen';
import { speechServices } from './speech-services';

/**
 * What the chat feature is given wherever it runs (/bots and the embedded GregBot): the
 * conversation core, the speech services, the call screen and the read-aloud control.
 * Module-level, so the chat's memoised messages see the same functions on every render.
 */
export const chatWiring = {
  conversation,
  services: speechServices,
  renderCall: (props: CallProps) => <LazyCallScreen {...props} />,
  prepareCall,
  askForCall,
  // Named by the call buttons, so that a call pressed before the page is live loads its code then.
  callEarlyCode: CALL_EARLY_CODE,
  renderReplay: ({ bot, text }: ReplayProps) => (
    <ReplayButton services={speechServices} text={text} voice={bot.persona.voice} />
  ),
};
