import { useCallback } from 'react';
import type { Bot } from '@/content/schema';
import { addMessage, addMessages, titleFromMessage, type MessageRecord, type MessageSource } from '@/lib/db';
import { isOnline } from '@/lib/offline/online-status';
import type { SpeechServices } from '@/lib/speech/speech-services';
import { notify } from '@/lib/toaster';
import { replyWithoutModel } from './listen-only';
import { SEND_FAILED } from './notices';
import type { ChatOutbox } from './outbox/use-outbox';
import { questionContent } from './question-shown';
import { routeQuestion } from './reply-outcome';
import { startConversation } from './start-conversation';
import type { LibraryAnswers } from './use-library-answers';

/** How the visitor wrote a message. */
type InputSource = Extract<MessageSource, 'typed' | 'voice'>;

interface SendOptions {
  readonly bot: Bot;
  readonly conversationId: string | null;
  readonly onConversationCreated: (id: string) => void;
  readonly services: Pick<SpeechServices, 'ensureSpeechKey'>;
  readonly outbox: ChatOutbox;
  readonly library: LibraryAnswers;
  readonly request: (message: MessageRecord, key: string) => Promise<void>;
}

/**
 * How a message is sent: typed or spoken, the id it is already shown under, if any, and what to
 * do once it is stored (before any key is asked for or any call made).
 */
export interface SendHow {
  readonly source?: InputSource;
  readonly id?: string;
  readonly onSaved?: () => void;
}

/** A statement to the listen-only bot: acknowledged on the device, no call and no key needed. */
async function saveLocalExchange(conversationId: string, content: string, reply: string, how: SendHow) {
  await addMessages([
    { id: how.id, conversationId, role: 'user', content, status: 'sent', source: how.source ?? 'typed' },
    { conversationId, role: 'assistant', content: reply, status: 'received', source: 'local' },
  ]);
  how.onSaved?.();
}

/**
 * Sending a message: saved before any call (in a new conversation if none is open yet), then sent,
 * or answered by the library while it waits in the outbox. Resolves false when it could not be saved.
 */
export function useSendMessage(options: SendOptions): (text: string, how?: SendHow) => Promise<boolean> {
  const { bot, conversationId, onConversationCreated, services, outbox, library, request } = options;

  const ensureConversation = useCallback(
    async (firstMessage: string): Promise<string> => {
      if (conversationId !== null) return conversationId;
      const id = await startConversation(bot, titleFromMessage(firstMessage));
      onConversationCreated(id);
      return id;
    },
    [bot, conversationId, onConversationCreated],
  );

  const ask = useCallback(
    async (content: string, how: SendHow): Promise<void> => {
      // Saved and shown first, then the key is asked for (online): declining it (after its "API
      // Key Required" notice) or being offline makes the question wait in the outbox, "Waiting to
      // send". A question typed before the page was live shows as soon as the page takes it.
      const conversation = await ensureConversation(content);
      const message = await addMessage({
        id: how.id,
        conversationId: conversation,
        role: 'user',
        content,
        status: 'sending',
        source: how.source ?? 'typed',
      });
      how.onSaved?.();
      const online = isOnline();
      // The question is saved: a key that could not be looked up (its code did not load) leaves
      // it waiting for one, as a declined prompt does, and the outbox asks again later.
      const key = online ? await services.ensureSpeechKey('chat').catch(() => null) : null;
      const route = routeQuestion(online, key);
      if (route.type !== 'ask') {
        await library.keepAndAnswer(message, route.type === 'wait-for-key' ? 'no-key' : 'unreachable');
        return;
      }
      outbox.sendWaiting();
      void request(message, route.key);
    },
    [ensureConversation, library, outbox, request, services],
  );

  return useCallback(
    async (text: string, how: SendHow = {}): Promise<boolean> => {
      const content = questionContent(text);
      if (content === '') return false;
      try {
        const localReply = replyWithoutModel(bot, content);
        if (localReply === null) await ask(content, how);
        else await saveLocalExchange(await ensureConversation(content), content, localReply, how);
        return true;
      } catch {
        notify(SEND_FAILED);
        return false;
      }
    },
    [ask, bot, ensureConversation],
  );
}
