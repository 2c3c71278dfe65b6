import { useMemo } from 'react';
import { replyWithoutModel, type CallProps } from '@/features/chat';
import { CallModal, type CallTurn, type ChatTurn } from '@/features/voice';
import { addMessages, useConversationView } from '@/lib/db';
import { voiceServices } from './voice-services';

/** How many earlier messages a call sends with each question, as the text chat does. */
const CALL_HISTORY_MESSAGES = 20;

/**
 * A voice or video call saved into the conversation it was started from: each spoken exchange is
 * stored like typed chat, and the conversation so far is the call's context.
 */
export function CallScreen({ bot, mode, conversationId, onEnd }: CallProps) {
  const view = useConversationView(bot.id, conversationId, CALL_HISTORY_MESSAGES);
  const history = useMemo<ChatTurn[]>(
    () =>
      (view?.page.messages ?? [])
        .filter((message) => message.status === 'sent' || message.status === 'received')
        .map((message) => ({ role: message.role, content: message.content })),
    [view],
  );

  const saveTurn = async (turn: CallTurn): Promise<void> => {
    await addMessages([
      { conversationId, role: 'user', content: turn.user, status: 'sent', source: 'voice' },
      { conversationId, role: 'assistant', content: turn.assistant, status: 'received', source: 'remote' },
    ]);
  };

  return (
    <CallModal
      bot={bot}
      mode={mode}
      services={voiceServices}
      history={history}
      onTurn={saveTurn}
      onEnd={onEnd}
      answerLocally={(prompt) => replyWithoutModel(bot, prompt)}
    />
  );
}
