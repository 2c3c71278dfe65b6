import { useCallback, useEffect, useState } from 'react';
import type { HelpTopicRef } from '@/content/help';
import type { Bot } from '@/content/schema';
import {
  addMessage,
  addMessages,
  setMessageStatus,
  titleFromMessage,
  type MessageRecord,
  type MessageSource,
} from '@/lib/db';
import { isOnline } from '@/lib/offline/online-status';
import { SpeechError } from '@/lib/speech/speech-error';
import type { SpeechServices } from '@/lib/speech/speech-services';
import { notify } from '@/lib/toaster';
import { CHAT_LIMITS } from './limits';
import { replyWithoutModel } from './listen-only';
import { answerOffline, type LibraryLookup, type LibraryReason } from './offline-responder';
import { useOutbox } from './outbox/use-outbox';
import { requestFor } from './question-request';
import { describe, GENERIC_ERROR, KEY_REFUSED, KEY_REFUSED_KEPT, unreachableNotice } from './session-notices';
import { startConversation } from './start-conversation';
import { useReplyRequests } from './use-reply-requests';
import { endBrokenReply, questionBefore, useStreamedReplies } from './use-streamed-reply';

/** Help topics for a question, best first (the search feature's lookup, passed in by the route). */
export type FindHelp = (question: string, limit: number) => Promise<readonly HelpTopicRef[]>;

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
  readonly send: (text: string, source?: Extract<MessageSource, 'typed' | 'voice'>) => Promise<boolean>;
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

async function topicsFor(findHelp: FindHelp, question: string): Promise<LibraryLookup> {
  try {
    return await findHelp(question, 3);
  } catch {
    // The lookup rejects when the library could not be loaded (offline on a first visit): that is
    // not the same as "nothing found", and the answer must not pretend it is.
    return 'unavailable';
  }
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
  const { begin, end, stop, wasStopped, busy } = useReplyRequests(bot.id);
  const [waiting, setWaiting] = useState<ReadonlySet<string>>(() => new Set());
  const replies = useStreamedReplies();
  const { open } = replies;
  const answered = useCallback((id: string) => {
    setWaiting((current) => new Set([...current].filter((other) => other !== id)));
  }, []);
  const outbox = useOutbox(bot, services);

  useEffect(() => {
    // The client loads after the page shows, so the first message does not wait for it.
    services.prepare?.();
  }, [services]);

  const ensureConversation = useCallback(
    async (firstMessage: string): Promise<string> => {
      if (conversationId !== null) return conversationId;
      const id = await startConversation(bot, titleFromMessage(firstMessage));
      onConversationCreated(id);
      return id;
    },
    [bot, conversationId, onConversationCreated],
  );

  const answerFromLibrary = useCallback(
    async (conversation: string, question: string, reason: LibraryReason = 'unreachable') => {
      const topics = await topicsFor(findHelp, question);
      await addMessage({
        conversationId: conversation,
        role: 'assistant',
        content: answerOffline(bot, question, topics, reason),
        status: 'received',
        // Offline (or unreachable) the badge says "Offline answer"; without a key, "Help library answer".
        source: reason === 'no-key' ? 'library' : 'offline',
      });
    },
    [bot, findHelp],
  );

  /**
   * The visitor has no key to give (they declined the prompt): the help library answers now, and
   * the question waits in the outbox for a key, so giving one later brings the assistant's own answer.
   */
  const answerWithoutKey = useCallback(
    async (message: MessageRecord) => {
      if (!(await outbox.keep(message, { keyDeclined: true }))) await setMessageStatus(message.id, 'failed');
      await answerFromLibrary(message.conversationId, message.content, 'no-key');
    },
    [answerFromLibrary, outbox],
  );

  /** One call for `message`; resolves with a new key to try again with, after a refused key. */
  const attempt = useCallback(
    async (message: MessageRecord, key: string): Promise<string | null> => {
      const controller = begin();
      setWaiting((current) => new Set(current).add(message.id));
      const stream = open(message.conversationId, () => {
        // The first text has arrived: the typing indicator gives way to it.
        answered(message.id);
        void setMessageStatus(message.id, 'sent').catch(() => undefined);
      });
      try {
        // The message's id goes with it, so a later resend from the outbox is not answered twice.
        const input = { ...(await requestFor(bot, message)), requestId: message.id };
        const reply = await services.chat(key, input, controller.signal, stream.onText);
        await stream.finish('received', reply);
        await setMessageStatus(message.id, 'sent');
        return null;
      } catch (error) {
        if (stream.started()) return await endBrokenReply(stream, wasStopped(controller), error);
        await setMessageStatus(message.id, 'failed').catch(() => undefined);
        if (error instanceof SpeechError && error.kind === 'aborted') return null;
        if (error instanceof SpeechError && error.keyRefused) {
          // The saved key is wrong: forget it and ask again; a new key sends the message at once.
          notify(KEY_REFUSED);
          await services.forgetSpeechKey?.().catch(() => undefined);
          const fresh = await services.ensureSpeechKey('chat');
          if (fresh !== null && fresh !== key) return fresh;
          notify({ ...KEY_REFUSED, description: KEY_REFUSED_KEPT });
          await answerWithoutKey(message).catch(() => undefined);
          return null;
        }
        if (error instanceof SpeechError && error.unreachable) {
          await answerFromLibrary(message.conversationId, message.content).catch(() => undefined);
          const kept = await outbox.keep(message, { retrySoon: true });
          notify(unreachableNotice(error, bot.persona.name, kept));
          return null;
        }
        notify({ title: 'Error', description: describe(error), variant: 'destructive' });
        return null;
      } finally {
        end(controller);
        answered(message.id);
      }
    },
    [answerFromLibrary, answerWithoutKey, answered, begin, bot, end, open, outbox, services, wasStopped],
  );

  /** Calls for `message` until it is answered or fails; after a refused key, with the new key. */
  const request = useCallback(
    async (message: MessageRecord, key: string): Promise<void> => {
      let next = await attempt(message, key);
      while (next !== null) {
        await setMessageStatus(message.id, 'sending');
        next = await attempt(message, next);
      }
    },
    [attempt],
  );

  const send = useCallback(
    async (text: string, source: Extract<MessageSource, 'typed' | 'voice'> = 'typed'): Promise<boolean> => {
      const content = text.trim().slice(0, CHAT_LIMITS.maxMessageChars);
      if (content === '') return false;
      try {
        const localReply = replyWithoutModel(bot, content);
        if (localReply !== null) {
          // A statement to the listen-only bot: acknowledged locally, no call and no key needed.
          const conversation = await ensureConversation(content);
          await addMessages([
            { conversationId: conversation, role: 'user', content, status: 'sent', source },
            {
              conversationId: conversation,
              role: 'assistant',
              content: localReply,
              status: 'received',
              source: 'local',
            },
          ]);
          return true;
        }
        // Offline no key is needed: the question waits in the outbox and the library answers now.
        // Online without a key (the prompt declined, after its "API Key Required" notice), the same:
        // the question waits for a key, and the library answers now.
        const online = isOnline();
        const key = online ? await services.ensureSpeechKey('chat') : null;
        const conversation = await ensureConversation(content);
        const message = await addMessage({
          conversationId: conversation,
          role: 'user',
          content,
          status: 'sending',
          source,
        });
        if (key === null && online) {
          await answerWithoutKey(message);
          return true;
        }
        if (key === null) {
          // Shown "Waiting to send"; if it cannot be kept, "Not answered" with Retry.
          if (!(await outbox.keep(message))) await setMessageStatus(message.id, 'failed');
          await answerFromLibrary(conversation, content);
          return true;
        }
        outbox.sendWaiting();
        void request(message, key);
        return true;
      } catch {
        notify({ title: 'Error', description: GENERIC_ERROR, variant: 'destructive' });
        return false;
      }
    },
    [answerFromLibrary, answerWithoutKey, bot, ensureConversation, outbox, request, services],
  );

  const retry = useCallback(
    async (shown: MessageRecord) => {
      // "Try again" under an interrupted reply asks its question again.
      const message = shown.role === 'user' ? shown : await questionBefore(shown);
      if (message === null || waiting.has(message.id)) return;
      if (!isOnline()) {
        notify({
          title: 'Error',
          description: "You're offline. Retry when you're back online.",
          variant: 'destructive',
        });
        return;
      }
      const key = await services.ensureSpeechKey('chat');
      if (key === null) return;
      await setMessageStatus(message.id, 'sending');
      await request(message, key);
    },
    [request, services, waiting],
  );

  return {
    send,
    retry,
    waiting,
    live: replies.live,
    replying: busy,
    stop,
    cancel: outbox.cancel,
    giveKey: outbox.giveKey,
  };
}
