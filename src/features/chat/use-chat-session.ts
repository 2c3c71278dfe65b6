import { useCallback, useEffect } from 'react';
import type { Bot } from '@/content/schema';
import type { ConversationPort } from '@/lib/conversation/conversation-port';
import { useDeviceSpeechKey, type MessageRecord, type MessageSource } from '@/lib/db/views';
import { nextTask } from '@/lib/startup/next-task';
import type { SpeechServices } from '@/lib/speech/speech-services';
import { questionContent } from './question-shown';
import { useModelReplies } from './use-model-replies';

interface Options {
  readonly bot: Bot;
  /** The conversation on screen; null for a new chat that is not saved yet. */
  readonly conversationId: string | null;
  readonly onConversationCreated: (id: string) => void;
  readonly conversation: ConversationPort;
  readonly services: Pick<SpeechServices, 'prepare'>;
}

/**
 * How a message is sent: typed or spoken, the id it is already shown under, if any, and what to
 * do once it is stored (before any key is asked for or any call made).
 */
interface SendHow {
  readonly source?: Extract<MessageSource, 'typed' | 'voice'>;
  readonly id?: string;
  readonly onSaved?: () => void;
}

export interface ChatSession {
  /** Sends a message; resolves false when it was not accepted (it could not be saved), so the input keeps it. */
  readonly send: (text: string, how?: SendHow) => Promise<boolean>;
  /** Asks again for a message that was not answered. */
  readonly retry: (message: MessageRecord) => Promise<void>;
  /** Ids of the visitor's messages whose reply this tab is waiting for (until its first text). */
  readonly waiting: ReadonlySet<string>;
  /** The text of replies streaming in now, by message id (rendered once per frame). */
  readonly live: ReadonlyMap<string, string>;
  /** Whether a reply is being asked for or streaming; {@link stop} then ends it. */
  readonly replying: boolean;
  /** Stops the replies in progress: what arrived is kept, marked as stopped. */
  readonly stop: () => void;
  /** Takes a message waiting in the outbox out of it. */
  readonly cancel: (message: MessageRecord) => Promise<void>;
  /** Asks for the OpenAI key the waiting questions need, then sends them. */
  readonly giveKey: () => void;
}

/** Sends what waits in the outbox when the chat opens and when a key is saved on the device. */
function useOutboxSending(conversation: ConversationPort): void {
  const { sendWaiting } = conversation.outbox;
  useEffect(sendWaiting, [sendWaiting]);
  const deviceKey = useDeviceSpeechKey();
  useEffect(() => {
    if (deviceKey) sendWaiting();
  }, [deviceKey, sendWaiting]);
}

/**
 * One conversation's chat, as a view of the conversation core: it forwards what the visitor sends
 * and retries, and shows the replies the core streams in. Requests are cancelled when the visitor
 * switches assistant or leaves the page.
 */
export function useChatSession({
  bot,
  conversationId,
  onConversationCreated,
  conversation,
  services,
}: Options): ChatSession {
  useOutboxSending(conversation);
  const { request, waiting, live, replying, stop } = useModelReplies(bot, conversation);

  useEffect(() => {
    // The client loads after the page shows, so the first message does not wait for it.
    services.prepare?.();
  }, [services]);

  const startIfNew = useCallback(
    async (firstMessage: string): Promise<string> => {
      if (conversationId !== null) return conversationId;
      const id = await conversation.startConversation(bot, firstMessage);
      // The page shows the new conversation in a task of its own, not inside the database's
      // callback: the two together held a slow phone's main thread past a frame's budget.
      await nextTask();
      onConversationCreated(id);
      return id;
    },
    [bot, conversation, conversationId, onConversationCreated],
  );

  const send = useCallback(
    async (text: string, how: SendHow = {}): Promise<boolean> => {
      const content = questionContent(text);
      if (content === '') return false;
      return conversation.send({ bot, conversation: startIfNew, content, ...how }, request);
    },
    [bot, conversation, request, startIfNew],
  );

  const retry = useCallback(
    async (shown: MessageRecord) => {
      const ask = await conversation.retry(shown, waiting);
      if (ask !== null) await request(ask.message, ask.key);
    },
    [conversation, request, waiting],
  );

  return {
    send,
    retry,
    waiting,
    live,
    replying,
    stop,
    cancel: conversation.outbox.cancel,
    giveKey: conversation.outbox.giveKey,
  };
}
