import { Stack } from '@chakra-ui/react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { Bot } from '@/content/schema';
import type { MessageRecord } from '@/lib/db';
import type { ConversationPort } from '@/lib/conversation/conversation-port';
import type { SpeechServices } from '@/lib/speech/speech-services';
import { MessageInput } from './message-input';
import { MessageList } from './message-list';
import { useQuestionShown } from './question-shown';
import { useChatSession } from './use-chat-session';
import { useInterruptedLeftovers } from './use-interrupted-leftovers';

export interface ChatThreadProps {
  readonly bot: Bot;
  /** The conversation on screen; null for a new chat not saved yet; undefined while still being read. */
  readonly conversationId: string | null | undefined;
  readonly onConversationCreated: (id: string) => void;
  readonly messages: readonly MessageRecord[];
  readonly hasEarlier: boolean;
  readonly onShowEarlier: () => void;
  readonly conversation: ConversationPort;
  readonly services: Pick<SpeechServices, 'prepare'>;
  readonly renderReplay?: (props: { bot: Bot; text: string }) => ReactNode;
  /** Text already typed before the chat loaded (the embedded assistant's placeholder input). */
  readonly initialText?: string;
  /** The visitor already asked to send `initialText`: it goes as soon as the conversation is known. */
  readonly sendInitialText?: boolean;
}

/**
 * One conversation's messages and the box to write in, wired to the chat engine: what the /bots
 * page and the embedded assistant both show.
 */
export function ChatThread({
  bot,
  conversationId,
  onConversationCreated,
  messages,
  hasEarlier,
  onShowEarlier,
  conversation,
  services,
  renderReplay,
  initialText,
  sendInitialText,
}: ChatThreadProps) {
  const [sending, setSending] = useState(false);
  const known = conversationId !== undefined;
  // The message being sent shows at once; the saved one takes its place under the same id.
  const question = useQuestionShown(bot.id, conversationId ?? null, messages);
  const session = useChatSession({
    bot,
    conversationId: conversationId ?? null,
    onConversationCreated: (id) => {
      question.created(id);
      onConversationCreated(id);
    },
    conversation,
    services,
  });
  useInterruptedLeftovers(conversation, messages);

  // Stable per bot, so the memoised messages do not all re-render on each keystroke.
  const replay = useMemo(
    () => (renderReplay ? (text: string) => renderReplay({ bot, text }) : undefined),
    [bot, renderReplay],
  );

  // Stable too, for the same reason: each message's footer takes them.
  const { retry, cancel } = session;
  const retryMessage = useCallback((message: MessageRecord) => void retry(message), [retry]);
  const cancelMessage = useCallback((message: MessageRecord) => void cancel(message), [cancel]);

  const send = async (text: string, saved: () => void): Promise<boolean> => {
    const id = question.show(text);
    setSending(true);
    try {
      const sent = await session.send(text, { id, onSaved: saved });
      // Not saved: it leaves the log and stays in the box, with the notice saying why.
      if (!sent) question.forget();
      return sent;
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="3">
      <MessageList
        label={`Conversation with ${bot.persona.name}`}
        messages={question.messages}
        reading={!known}
        hasEarlier={hasEarlier}
        onShowEarlier={onShowEarlier}
        botName={bot.persona.name}
        waiting={session.waiting}
        onRetry={retryMessage}
        onCancel={cancelMessage}
        onGiveKey={session.giveKey}
        renderReplay={replay}
        live={session.live}
      />
      <MessageInput
        key={bot.id}
        label={`Message ${bot.persona.name}`}
        busy={sending}
        onSend={send}
        onStop={session.replying ? session.stop : undefined}
        // No key while the conversation is being read: what is typed meanwhile is kept for it.
        draftKey={known ? (conversationId ?? `new:${bot.id}`) : undefined}
        ready={known}
        initialText={initialText}
        sendInitialText={sendInitialText}
      />
    </Stack>
  );
}
