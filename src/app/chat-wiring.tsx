import type { CallProps, ReplayProps } from '@/features/chat';
import { findHelpTopics } from '@/features/search';
import { ReplayButton } from '@/features/voice';
import { isOnline } from '@/lib/offline/online-status';
import { LazyCallScreen, loadCallScreen } from './lazy-call-screen';
import { speechServices } from './speech-services';

/**
 * What the chat feature is given wherever it runs (/bots and the embedded GregBot): the help
 * library for offline answers, the speech services, the call screen and the read-aloud control.
 * Module-level, so the chat's memoised messages see the same functions on every render.
 */
export const chatWiring = {
  findHelp: findHelpTopics,
  services: speechServices,
  renderCall: (props: CallProps) => <LazyCallScreen {...props} />,
  // Offline a call only says so: nothing to load. A failed load is tried again by the screen.
  prepareCall: () => {
    if (isOnline()) loadCallScreen().catch(() => undefined);
  },
  renderReplay: ({ bot, text }: ReplayProps) => (
    <ReplayButton services={speechServices} text={text} voice={bot.persona.voice} />
  ),
};
