import { useCallback, useEffect, useMemo } from 'react';
import type { Bot } from '@/content/schema';
import { queueMessage, removeFromOutbox, type MessageRecord } from '@/lib/db';
import type { SpeechServices } from '@/lib/speech-services';
import { requestFor } from '../question-request';
import { sendOutboxLater, sendOutboxNow } from './outbox-runner';
import { outboxMayHaveEntries, setOutboxHint } from './pending-hint';

type Services = Pick<SpeechServices, 'chat' | 'savedSpeechKey' | 'forgetSpeechKey'>;

export interface ChatOutbox {
  /**
   * Keeps a visitor's message to send later ("Waiting to send"), with the history it has now.
   * `retrySoon`: the assistant was just unreachable while online, so try again after a pause.
   * Resolves false when it could not be kept.
   */
  readonly keep: (message: MessageRecord, options?: { retrySoon?: boolean }) => Promise<boolean>;
  /** Takes a message out of the outbox; it stays in the conversation, not answered, with Retry. */
  readonly cancel: (message: MessageRecord) => Promise<void>;
  /** Sends what waits now, if anything may (e.g. once the visitor has given a key). */
  readonly sendWaiting: () => void;
}

/** The chat's side of the outbox: keeping and cancelling questions, and sending when the chat opens. */
export function useOutbox(bot: Bot, services: Services): ChatOutbox {
  const sendWaiting = useCallback(() => {
    if (outboxMayHaveEntries()) void sendOutboxNow(services);
  }, [services]);

  useEffect(sendWaiting, [sendWaiting]);

  return useMemo(
    () => ({
      keep: async (message, options = {}) => {
        try {
          await queueMessage({
            id: message.id,
            conversationId: message.conversationId,
            botId: bot.id,
            request: await requestFor(bot, message),
          });
        } catch {
          return false;
        }
        setOutboxHint(true);
        if (options.retrySoon) sendOutboxLater(services);
        return true;
      },
      cancel: async (message) => {
        await removeFromOutbox(message.id);
      },
      sendWaiting,
    }),
    [bot, sendWaiting, services],
  );
}
