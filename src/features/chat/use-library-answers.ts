import { useCallback, useMemo } from 'react';
import type { HelpTopicRef } from '@/content/help';
import type { Bot } from '@/content/schema';
import { addMessage, setMessageStatus, type MessageRecord } from '@/lib/db';
import { answerOffline, type LibraryLookup, type LibraryReason } from './offline-responder';
import type { ChatOutbox } from './outbox/use-outbox';

/** Help topics for a question, best first (the search feature's lookup, passed in by the route). */
export type FindHelp = (question: string, limit: number) => Promise<readonly HelpTopicRef[]>;

async function topicsFor(findHelp: FindHelp, question: string): Promise<LibraryLookup> {
  try {
    return await findHelp(question, 3);
  } catch {
    // The lookup rejects when the library could not be loaded (offline on a first visit): that is
    // not the same as "nothing found", and the answer must not pretend it is.
    return 'unavailable';
  }
}

export interface LibraryAnswers {
  /** Saves the help library's answer to `question` in the assistant's words. */
  readonly answerFromLibrary: (conversationId: string, question: string, reason?: LibraryReason) => Promise<void>;
  /**
   * Keeps `message` in the outbox (marked failed, with Retry, when it cannot be kept) and lets the
   * library answer it now: offline it waits for the connection, after `no-key` for a key.
   */
  readonly keepAndAnswer: (message: MessageRecord, reason: LibraryReason) => Promise<void>;
}

/** The help library's answers while the assistant's own cannot be had. */
export function useLibraryAnswers(bot: Bot, findHelp: FindHelp, outbox: ChatOutbox): LibraryAnswers {
  const answerFromLibrary = useCallback(
    async (conversationId: string, question: string, reason: LibraryReason = 'unreachable') => {
      const topics = await topicsFor(findHelp, question);
      await addMessage({
        conversationId,
        role: 'assistant',
        content: answerOffline(bot, question, topics, reason),
        status: 'received',
        // Offline (or unreachable) the badge says "Offline answer"; without a key, "Help library answer".
        source: reason === 'no-key' ? 'library' : 'offline',
      });
    },
    [bot, findHelp],
  );

  const keepAndAnswer = useCallback(
    async (message: MessageRecord, reason: LibraryReason) => {
      // A visitor who declined the key is not offered it again when they come back.
      const kept = await outbox.keep(message, reason === 'no-key' ? { keyDeclined: true } : {});
      if (!kept) await setMessageStatus(message.id, 'failed');
      await answerFromLibrary(message.conversationId, message.content, reason);
    },
    [answerFromLibrary, outbox],
  );

  return useMemo(() => ({ answerFromLibrary, keepAndAnswer }), [answerFromLibrary, keepAndAnswer]);
}
