/**
 * A reply as it streams in, written to the device: saved as a `streaming` message at its first
 * piece, its text written at least every 500 ms (so a reload in the middle shows what had
 * arrived), and finally its whole text with how it ended.
 */
import { EMPTY_REPLY_FALLBACK } from '@/content/greetings';
import type { ReplyEnd } from '@/lib/conversation/conversation-port';
import { listMessagesBefore, type MessageRecord } from '@/lib/db';
import { addMessage, interruptLeftoverReply, updateMessage } from './message-store';
import { createReplySaver } from './reply-saver';

/**
 * Replies streaming in this tab now, by id: never taken for ones left over by a closed tab. Each
 * leaves once it has ended, so the set stays as small as what is streaming.
 */
const ownReplies = new Set<string>();

/** One reply as it streams in. */
export interface ReplyStream {
  /** The id its message is (or will be) saved under. */
  readonly id: string;
  /** Takes the next piece of text (the client's `onText`). */
  readonly onText: (piece: string) => void;
  /** Whether any text arrived, so that the reply is on screen and saved. */
  readonly started: () => boolean;
  /** What arrived so far. */
  readonly text: () => string;
  /**
   * Writes the whole text (`text` when given, else what arrived) with its final status. A reply
   * that never streamed (a whole answer) is saved here as received, an empty one as the fallback.
   */
  readonly finish: (end: ReplyEnd, text?: string) => Promise<void>;
}

/** Starts a reply in a conversation; `onFirstText` runs when its first piece arrives. */
export function openReply(conversationId: string, onFirstText: () => void): ReplyStream {
  // Known before the row is saved, so a view never sees the row without its live text.
  const id = crypto.randomUUID();
  let text = '';
  let row: Promise<MessageRecord> | null = null;
  const saver = createReplySaver(async (value) => {
    // `streaming` again, in case another tab took the row for one left over from a closed tab.
    if (await row?.catch(() => null)) await updateMessage(id, { content: value, status: 'streaming' });
  });
  return {
    id,
    onText(piece) {
      text += piece;
      if (row !== null) return saver.update(text);
      ownReplies.add(id);
      onFirstText();
      row = addMessage({ id, conversationId, role: 'assistant', content: text, status: 'streaming', source: 'remote' });
      // Handled where it is awaited: `finish` and the saver take a failed save as no row to update.
      row.catch(() => undefined);
    },
    started: () => row !== null,
    text: () => text,
    async finish(end, whole) {
      if (row === null && end === 'received') {
        const content = (whole ?? '').trim() === '' ? EMPTY_REPLY_FALLBACK : (whole ?? '');
        await addMessage({ id, conversationId, role: 'assistant', content, status: 'received', source: 'remote' });
        return;
      }
      try {
        const saved = await row?.catch(() => null);
        if (saved) await saver.close(() => updateMessage(id, { content: whole ?? text, status: end }));
      } finally {
        // From now on a row of it still `streaming` (its last write lost) is a leftover like any other.
        ownReplies.delete(id);
      }
    },
  };
}

/** The visitor's message a reply answered: the latest one saved before it. */
export async function questionBefore(reply: MessageRecord): Promise<MessageRecord | null> {
  const earlier = await listMessagesBefore(reply.conversationId, reply.timestamp, 20);
  return earlier.findLast((message) => message.role === 'user') ?? null;
}

/**
 * Marks a reply left `streaming` by a tab that closed mid-reply (or a reload) `interrupted`, so
 * "Try again" is offered; false for one still streaming in this tab.
 */
export function interruptLeftover(message: MessageRecord): boolean {
  if (message.status !== 'streaming' || ownReplies.has(message.id)) return false;
  // Left unmarked, it only keeps showing as streaming; the next visit tries again.
  void interruptLeftoverReply(message.id).catch(() => undefined);
  return true;
}
