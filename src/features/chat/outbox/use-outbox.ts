import { useCallback, useEffect, useMemo } from 'react';
import type { Bot } from '@/content/schema';
import { queueMessage, removeFromOutbox, useDeviceSpeechKey, type MessageRecord } from '@/lib/db';
import type { SpeechServices } from '@/lib/speech/speech-services';
import { requestFor } from '../question-request';
import { clearKeyOffer, markKeyOfferDue } from './key-offer';
import { giveOutboxKey, sendOutboxLater, sendOutboxNow } from './outbox-runner';
import { outboxMayHaveEntries, setOutboxHint } from './pending-hint';
import { noteDrainOutcome } from './wait-reason';

type Services = Pick<SpeechServices, 'chat' | 'savedSpeechKey' | 'forgetSpeechKey' | 'ensureSpeechKey'>;

interface KeepOptions {
  /** The assistant was just unreachable while online, so try again after a pause. */
  readonly retrySoon?: boolean;
  /**
   * The visitor has just declined to give a key (or a new one after a refusal): the question
   * waits for one, and they are not offered it again when they come back.
   */
  readonly keyDeclined?: boolean;
}

export interface ChatOutbox {
  /**
   * Keeps a visitor's message to send later ("Waiting to send"), with the history it has now.
   * Resolves false when it could not be kept.
   */
  readonly keep: (message: MessageRecord, options?: KeepOptions) => Promise<boolean>;
  /** Takes a message out of the outbox; it stays in the conversation, not answered, with Retry. */
  readonly cancel: (message: MessageRecord) => Promise<void>;
  /** Sends what waits now, if anything may (e.g. once the visitor has given a key). */
  readonly sendWaiting: () => void;
  /** Asks the visitor for the key (the browser prompt), then sends what waits. */
  readonly giveKey: () => void;
}

/**
 * The chat's side of the outbox: keeping and cancelling questions, and sending when the chat opens
 * or a key is saved on the device (the key settings, the prompt, another tab).
 */
export function useOutbox(bot: Bot, services: Services): ChatOutbox {
  const sendWaiting = useCallback(() => {
    if (outboxMayHaveEntries()) void sendOutboxNow(services);
  }, [services]);

  useEffect(sendWaiting, [sendWaiting]);

  const deviceKey = useDeviceSpeechKey();
  useEffect(() => {
    if (deviceKey) sendWaiting();
  }, [deviceKey, sendWaiting]);

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
        if (options.keyDeclined) {
          noteDrainOutcome('no-key');
          clearKeyOffer();
        } else {
          markKeyOfferDue();
        }
        if (options.retrySoon) sendOutboxLater(services);
        return true;
      },
      cancel: async (message) => {
        await removeFromOutbox(message.id);
      },
      sendWaiting,
      giveKey: () => void giveOutboxKey(services),
    }),
    [bot, sendWaiting, services],
  );
}
