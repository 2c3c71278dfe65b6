import { useMemo } from 'react';
import { MODEL_HISTORY_MESSAGES, replyWithoutModel, toModelHistory, type CallProps } from '@/features/chat';
import { CallModal, type CallTurn } from '@/features/voice/call';
import { addMessages, useConversationView } from '@/lib/db';
import type { CallAudio } from '@/lib/media/call-audio';
import { speechServices } from './speech-services';

/**
 * A voice or video call saved into the conversation it was started from: each spoken exchange is
 * stored like typed chat (a new chat is saved at the first exchange), and the conversation so far
 * is the call's context, chosen by the same rule as typed chat's.
 */
export function CallScreen({
  bot,
  mode,
  conversationId,
  ensureConversation,
  onEnd,
  audio,
}: CallProps & { readonly audio: () => CallAudio | null | undefined }) {
  const view = useConversationView(bot.id, conversationId, MODEL_HISTORY_MESSAGES);
  const history = useMemo(() => toModelHistory(view?.page.messages ?? []), [view]);

  const saveTurn = async (turn: CallTurn): Promise<void> => {
    // The listen-only bot's acknowledgement is made on the device, as in typed chat.
    const local = replyWithoutModel(bot, turn.user) !== null;
    // A call from a chat not saved yet saves it now, at its first exchange: a call that ends
    // before anyone spoke leaves no empty conversation behind.
    const conversationId = await ensureConversation();
    await addMessages([
      { conversationId, role: 'user', content: turn.user, status: 'sent', source: 'voice' },
      {
        conversationId,
        role: 'assistant',
        content: turn.assistant,
        // Talked over (or hung up on): what was said is kept, marked as cut short.
        status: turn.interrupted ? 'interrupted' : 'received',
        source: local ? 'local' : 'remote',
      },
    ]);
  };

  return (
    <CallModal
      bot={bot}
      mode={mode}
      services={speechServices}
      history={history}
      onTurn={saveTurn}
      onEnd={onEnd}
      audio={audio}
      answerLocally={(prompt) => replyWithoutModel(bot, prompt)}
    />
  );
}
