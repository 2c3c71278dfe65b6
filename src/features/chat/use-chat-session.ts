import { useCallback, useEffect } from 'react';
import type { Bot } from '@/content/schema';
import { setMessageStatus, type MessageRecord } from '@/lib/db';
import { isOnline } from '@/lib/offline/online-status';
import type { SpeechServices } from '@/lib/speech/speech-services';
import { notify } from '@/lib/toaster';
import { useOutbox } from './outbox/use-outbox';
import { actOnRetry } from './reply-outcome';
import { useLibraryAnswers, type FindHelp } from './use-library-answers';
import { useModelReplies } from './use-model-replies';
import { useSendMessage, type SendHow } from './use-send-message';
import { questionBefore } from './use-streamed-reply';

interface Options {
  readonly bot: Bot;
  /** The conversation on screen; null for a new chat that is not saved yet. */
  readonly conversationId: string | null;
  readonly onConversationCreated: (id: string) => void;
  readonly findHelp: FindHelp;
  readonly services: Omit<SpeechServices, 'speechToText' | 'textToSpeech'>;
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

/**
 * Sending and retrying in one conversation: the visitor's message is saved before any call, the
 * reply (or an offline answer, or a failure mark) after. Requests are cancelled when the visitor
 * switches assistant or leaves the page.
 */
export function useChatSession({
  bot,
  conversationId,
  onConversationCreated,
  findHelp,
  services,
}: Options): ChatSession {
  const outbox = useOutbox(bot, services);
  const library = useLibraryAnswers(bot, findHelp, outbox);
  const { request, waiting, live, replying, stop } = useModelReplies(bot, services, library);

  useEffect(() => {
    // The client loads after the page shows, so the first message does not wait for it.
    services.prepare?.();
  }, [services]);

  const send = useSendMessage({ bot, conversationId, onConversationCreated, services, outbox, library, request });

  const retry = useCallback(
    async (shown: MessageRecord) => {
      // "Try again" under an interrupted reply asks its question again.
      const message = shown.role === 'user' ? shown : await questionBefore(shown);
      const action = actOnRetry(message?.id ?? null, waiting, isOnline());
      if (action.type === 'notify') notify(action.notice);
      if (action.type !== 'ask' || message === null) return;
      const key = await services.ensureSpeechKey('chat');
      if (key === null) return;
      await setMessageStatus(message.id, 'sending');
      await request(message, key);
    },
    [request, services, waiting],
  );

  return { send, retry, waiting, live, replying, stop, cancel: outbox.cancel, giveKey: outbox.giveKey };
}
