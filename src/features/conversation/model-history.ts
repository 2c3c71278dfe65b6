import type { MessageRecord } from '@/lib/db';
import type { ChatTurn } from '@/lib/speech/speech-services';

/**
 * How many of the latest messages before a question are looked at for the model's history. The
 * speech function keeps at most 20 turns as well, so sending more would only cost bandwidth.
 */
export const MODEL_HISTORY_MESSAGES = 20;

/** Replies the visitor saw, complete or cut short (stopped, interrupted): the model said that much. */
const REPLY_SEEN: ReadonlySet<MessageRecord['status']> = new Set(['received', 'stopped', 'interrupted']);

/**
 * Whether a saved message is part of what the model is told was said before: the visitor's
 * messages that went out (typed or spoken), and the model's own replies. Left out are the
 * greeting (canned, not the model's words), the listen-only bot's local acknowledgements, answers
 * quoted from the offline help library (the model did not give them), messages still sending,
 * waiting in the outbox or not answered (a retry sends them as the question), replies still
 * streaming, and empty text.
 */
function isModelHistory(message: MessageRecord): boolean {
  if (message.content.trim() === '') return false;
  if (message.role === 'user') return message.status === 'sent';
  return REPLY_SEEN.has(message.status) && message.source === 'remote';
}

/**
 * The model's history for a question, from the messages saved before it (oldest first): the
 * qualifying ones among the last {@link MODEL_HISTORY_MESSAGES}. Typed chat and calls both use
 * this, so the assistant knows the same conversation whichever way the visitor talks.
 */
export function toModelHistory(earlier: readonly MessageRecord[]): ChatTurn[] {
  return earlier
    .slice(-MODEL_HISTORY_MESSAGES)
    .filter(isModelHistory)
    .map(({ role, content }) => ({ role, content }));
}
