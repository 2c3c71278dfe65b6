import type { CallProps } from '@/features/chat';
import { CallModal } from '@/features/voice/call-modal';
import type { CallAudio } from '@/lib/media/call-audio';
import { conversation } from './conversation';
import { speechServices } from './speech-services';

/**
 * A voice or video call in the conversation it was started from: the conversation core stores and
 * answers each spoken exchange as it does typed chat (a new chat is saved at the first exchange).
 */
export function CallScreen({
  bot,
  mode,
  ensureConversation,
  onEnd,
  audio,
}: CallProps & { readonly audio: () => CallAudio | null | undefined }) {
  return (
    <CallModal
      bot={bot}
      mode={mode}
      services={speechServices}
      conversation={conversation}
      ensureConversation={ensureConversation}
      onEnd={onEnd}
      audio={audio}
    />
  );
}
