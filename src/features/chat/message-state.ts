import type { MessageRecord } from '@/lib/db';

/** A 'sending' message older than this is not waiting for anything any more (tab closed mid-call). */
const STALE_SENDING_MS = 60_000;

/** What a message shows, from what is saved of it and what is going on in this tab. */
export interface MessageState {
  /** The visitor's, not the assistant's. */
  readonly mine: boolean;
  /** A reply growing in this tab now. */
  readonly growing: boolean;
  /** The text to show: the growing reply's, else the saved one. */
  readonly content: string;
  /** A reply that did not arrive in full: Try again. */
  readonly broken: boolean;
  /** Still `sending` long after it was sent, and nothing is sending it. */
  readonly stale: boolean;
  /** A question that got no answer and is not waiting for one: Retry. */
  readonly unanswered: boolean;
  /** The status as shown on the message's element. */
  readonly status: MessageRecord['status'];
}

export interface MessageContext {
  /** The question waits in this tab for its reply. */
  readonly waiting: boolean;
  /** The reply's text as it streams in, when it is growing in this tab. */
  readonly liveText: string | undefined;
}

/** `now`: when the message is rendered, since a question turns stale with time alone. */
export function describeMessage(
  message: MessageRecord,
  { waiting, liveText }: MessageContext,
  now: number = Date.now(),
): MessageState {
  const mine = message.role === 'user';
  const growing = liveText !== undefined;
  // A reply left `streaming` with nothing growing it is one whose tab closed mid-reply.
  const broken = !growing && (message.status === 'interrupted' || message.status === 'streaming');
  const stale = message.status === 'sending' && !waiting && now - message.timestamp > STALE_SENDING_MS;
  return {
    mine,
    growing,
    content: liveText ?? message.content,
    broken,
    stale,
    unanswered: mine && (message.status === 'failed' || stale),
    status: growing ? 'streaming' : broken ? 'interrupted' : message.status,
  };
}
