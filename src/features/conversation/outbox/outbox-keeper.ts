/**
 * The chat's side of the outbox: keeping and cancelling questions, and sending what waits. Plain
 * functions; the chat's hook calls {@link sendWaiting} when it opens or a key is saved.
 */
import type { Bot } from '@/content/schema';
import type { MessageRecord } from '@/lib/db';
import { noteDrainOutcome } from '@/lib/offline/outbox-wait';
import { queueMessage, removeFromOutbox } from '../message-store';
import { requestFor } from '../model-request';
import { clearKeyOffer, markKeyOfferDue } from './key-offer';
import { giveOutboxKey, sendOutboxLater, sendOutboxNow, type OutboxServices } from './outbox-runner';
import { outboxMayHaveEntries, setOutboxHint } from './pending-hint';

interface KeepOptions {
  /** The assistant was just unreachable while online, so try again after a pause. */
  readonly retrySoon?: boolean;
  /**
   * The visitor has just declined to give a key (or a new one after a refusal): the question
   * waits for one, and they are not offered it again when they come back.
   */
  readonly keyDeclined?: boolean;
}

export interface OutboxKeeper {
  /**
   * Keeps a visitor's message to send later ("Waiting to send"), with the history it has now.
   * Resolves false when it could not be kept.
   */
  readonly keep: (bot: Bot, message: MessageRecord, options?: KeepOptions) => Promise<boolean>;
  /** Takes a message out of the outbox; it stays in the conversation, not answered, with Retry. */
  readonly cancel: (message: MessageRecord) => Promise<void>;
  /** Sends what waits now, if anything may (e.g. once the visitor has given a key). */
  readonly sendWaiting: () => void;
  /** Asks the visitor for the key (the browser prompt), then sends what waits. */
  readonly giveKey: () => void;
}

export function createOutboxKeeper(services: OutboxServices): OutboxKeeper {
  return {
    keep: async (bot, message, options = {}) => {
      try {
        const request = await requestFor(bot, message);
        await queueMessage({ id: message.id, conversationId: message.conversationId, botId: bot.id, request });
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
    sendWaiting: () => {
      if (outboxMayHaveEntries()) void sendOutboxNow(services);
    },
    giveKey: () => void giveOutboxKey(services),
  };
}
