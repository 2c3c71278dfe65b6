import type { Bot } from '@/content/schema';
import { listMessagesBefore, type MessageRecord, type OutboxRequest } from '@/lib/db';
import type { ModelChat } from '@/lib/speech/model-chat';
import { MODEL_HISTORY_MESSAGES, toModelHistory } from './model-history';

/**
 * What is sent to the assistant for a visitor's message: the message, the persona, and the
 * history as it was when the message was asked (the messages saved before it, by the one rule in
 * model-history.ts). The same for a direct call and for a question sent later from the outbox.
 */
export async function requestFor(bot: Bot, message: MessageRecord): Promise<OutboxRequest> {
  const earlier = await listMessagesBefore(message.conversationId, message.timestamp, MODEL_HISTORY_MESSAGES);
  return { prompt: message.content, system: bot.persona.systemPrompt, history: toModelHistory(earlier) };
}

interface AskOptions {
  /** The client's id for the question, kept across retries so it is answered once (the outbox). */
  readonly requestId: string;
  readonly signal?: AbortSignal;
  /** Each piece of the reply as it arrives; without it the reply comes whole. */
  readonly onText?: (piece: string) => void;
}

/** The one call that asks the model for a reply, for a typed question, a spoken one or the outbox. */
export function askModel(model: ModelChat, key: string, request: OutboxRequest, options: AskOptions) {
  return model.chat(key, { ...request, requestId: options.requestId }, options.signal, options.onText);
}
