/**
 * The call for a reply to a stored question: streamed, stored as it grows, handed on a sentence at
 * a time, and after a failure whatever recovery.ts decides (with a new key, called again).
 */
import { EMPTY_REPLY_FALLBACK } from '@/content/greetings';
import type { Bot } from '@/content/schema';
import type { MessageRecord } from '@/lib/db';
import type { ReplyEnd, TurnEvents, TurnOptions } from '@/lib/conversation/conversation-port';
import type { ModelChat } from '@/lib/speech/model-chat';
import { notify } from '@/lib/toaster';
import { FAILURE_POLICY, failureKindOf } from './failure-policy';
import { logFailure } from './log-failure';
import { setMessageStatus } from './message-store';
import { askModel, requestFor } from './model-request';
import type { Recover } from './recovery';
import { openReply, type ReplyStream } from './reply-writer';
import { createSentenceSplitter } from './sentences';

export type RequestReply = (bot: Bot, message: MessageRecord, key: string, options: TurnOptions) => Promise<void>;

/** Hands a reply on a sentence at a time, as the sentences complete. */
function sentencesOf(events: TurnEvents) {
  const splitter = createSentenceSplitter();
  return {
    push: (piece: string) => {
      for (const sentence of splitter.push(piece)) events.sentence?.(sentence);
    },
    flush: () => {
      for (const sentence of splitter.flush()) events.sentence?.(sentence);
    },
  };
}

const settleAsIs = async (end: ReplyEnd, text: string) => ({ end, text });

/** Ends a reply that got some text: kept as far as it came (or as the view settles it). */
async function keepPartial(stream: ReplyStream, end: ReplyEnd, options: TurnOptions) {
  const kept = await (options.settle ?? settleAsIs)(end, stream.text());
  await stream.finish(kept.end, kept.text).catch(logFailure('Saving the reply that broke off'));
  options.events?.done?.(kept.end, kept.text);
}

export function createReplyRequest(model: ModelChat, recover: Recover): RequestReply {
  /** One call for `message`; resolves with a new key to try again with, after a refused key. */
  async function attempt(bot: Bot, message: MessageRecord, key: string, options: TurnOptions) {
    const events = options.events ?? {};
    const sentences = sentencesOf(events);
    const stream = openReply(message.conversationId, () => {
      events.started?.(stream.id);
      void setMessageStatus(message.id, 'sent').catch(logFailure('Marking the message sent'));
    });
    try {
      const request = await requestFor(bot, message);
      // The message's id goes with it, so a later resend from the outbox is not answered twice.
      const reply = await askModel(model, key, request, {
        requestId: message.id,
        signal: options.signal,
        onText: (piece) => {
          stream.onText(piece);
          events.text?.(stream.id, stream.text());
          sentences.push(piece);
        },
      });
      const whole = reply.trim() === '' ? EMPTY_REPLY_FALLBACK : reply;
      // A reply that came whole (or empty, as the fallback) is said in sentences all the same.
      if (!stream.started()) sentences.push(whole);
      sentences.flush();
      const kept = await (options.settle ?? settleAsIs)('received', whole);
      await stream.finish(kept.end, kept.text);
      await setMessageStatus(message.id, 'sent');
      events.done?.(kept.end, kept.text);
      return null;
    } catch (error) {
      const kind = failureKindOf(error, { started: stream.started(), stopped: options.stopped?.() ?? false });
      if (stream.started()) {
        await keepPartial(stream, kind === 'stopped' ? 'stopped' : 'interrupted', options);
        const notice = FAILURE_POLICY[kind].notice({ error, botName: bot.persona.name, kept: false });
        if (notice) notify(notice);
        return null;
      }
      await setMessageStatus(message.id, 'failed').catch(logFailure('Marking the message failed'));
      events.failed?.(kind);
      return await recover(kind, error, bot, message, key);
    }
  }

  /** Calls for `message` until it is answered or fails; after a refused key, with the new key. */
  return async (bot, message, key, options) => {
    let next = await attempt(bot, message, key, options);
    while (next !== null) {
      await setMessageStatus(message.id, 'sending');
      next = await attempt(bot, message, next, options);
    }
  };
}
