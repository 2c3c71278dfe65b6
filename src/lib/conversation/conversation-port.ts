/**
 * What the views (the chat, a call, the home page's box, the launcher) are given of the
 * conversation core (`src/features/conversation/`, built by the app): one exchange with an
 * assistant end to end, and the events of each turn. Types only, so that features, which never
 * import each other, can name it.
 */
import type { Bot } from '@/content/schema';
import type { MessageRecord, MessageSource } from '@/lib/db';
import type { KeyPurpose } from '@/lib/speech/speech-services';

/** How a streamed reply ended. */
export type ReplyEnd = Extract<MessageRecord['status'], 'received' | 'stopped' | 'interrupted'>;

/**
 * Every way a call for a reply can fail: stopped by the visitor, cancelled (the chat left, the
 * call hung up or talked over), broken off after some text, the key refused, the assistant out of
 * reach, or refused for another reason.
 */
export type FailureKind =
  'stopped' | 'cancelled' | 'broke-off' | 'key-refused' | 'allowance-spent' | 'unreachable' | 'refused';

/** What a view hears of one turn, in order: started, text (and sentences), then done or failed. */
export interface TurnEvents {
  /** The first text arrived: the question is answered, the reply is on its way under `replyId`. */
  readonly started?: (replyId: string) => void;
  /** The reply so far, after each piece. */
  readonly text?: (replyId: string, text: string) => void;
  /** A sentence of the reply is complete (a call speaks it). */
  readonly sentence?: (sentence: string) => void;
  /** The reply ended: received, or kept as far as it came. */
  readonly done?: (end: ReplyEnd, text: string) => void;
  /** No reply: the visitor was told and offered what the failure table says. */
  readonly failed?: (kind: FailureKind) => void;
}

export interface TurnOptions {
  readonly signal: AbortSignal;
  /** Whether the visitor pressed Stop (rather than leaving, or the connection dropping). */
  readonly stopped?: () => boolean;
  readonly events?: TurnEvents;
  /**
   * What of the reply to keep once it has ended, and how (a call keeps what was heard before
   * the visitor talked over it); by default what arrived, as it ended.
   */
  readonly settle?: (end: ReplyEnd, text: string) => Promise<{ readonly end: ReplyEnd; readonly text: string }>;
}

export interface Question {
  readonly bot: Bot;
  /** The conversation to store it in, created when asked for the first time. */
  readonly conversation: (firstMessage: string) => Promise<string>;
  /** Trimmed and cut to length by the view. */
  readonly content: string;
  readonly source?: Extract<MessageSource, 'typed' | 'voice'>;
  /** The id it is already shown under, if any. */
  readonly id?: string;
  /** The question is stored (before any key is asked for or any call made). */
  readonly onSaved?: () => void;
  /** Which view asks for the key, for the wording of its prompt. */
  readonly purpose?: KeyPurpose;
}

/** The chat's side of the outbox. */
interface OutboxControls {
  /** Takes a message out of the outbox; it stays in the conversation, not answered, with Retry. */
  readonly cancel: (message: MessageRecord) => Promise<void>;
  /** Sends what waits now, if anything may (e.g. once the visitor has given a key). */
  readonly sendWaiting: () => void;
  /** Asks the visitor for the key (the browser prompt), then sends what waits. */
  readonly giveKey: () => void;
}

export interface ConversationPort {
  /** Saves a new conversation that opens with the bot's greeting, titled after its first message. */
  readonly startConversation: (bot: Bot, firstMessage: string) => Promise<string>;
  /**
   * A typed question: stored, then sent (`reply` runs the call for its reply), or answered by the
   * help library while it waits in the outbox. Resolves false when it could not be stored.
   */
  readonly send: (
    question: Question,
    reply: (message: MessageRecord, key: string) => Promise<void>,
  ) => Promise<boolean>;
  /** Calls for the reply to `message` until it is answered or fails; after a refused key, with the new key. */
  readonly request: (bot: Bot, message: MessageRecord, key: string, options: TurnOptions) => Promise<void>;
  /** A spoken question in a call, answered with the call's key and streamed sentence by sentence. */
  readonly speak: (question: Question, key: string, options: TurnOptions) => Promise<void>;
  /**
   * An exchange a realtime call's provider answered itself: the visitor's words and what of the
   * reply was heard (none when talked over at once), stored together. Resolves false when it
   * could not be stored.
   */
  readonly keepSpoken: (
    question: Question,
    reply: { readonly text: string; readonly end: ReplyEnd },
  ) => Promise<boolean>;
  /** "Try again": the question and key to ask with, or null when it may not (the visitor was told why). */
  readonly retry: (
    shown: MessageRecord,
    waiting: ReadonlySet<string>,
  ) => Promise<{ readonly message: MessageRecord; readonly key: string } | null>;
  readonly outbox: OutboxControls;
  /** Marks a reply left `streaming` by a closed tab interrupted; false for one streaming in this tab. */
  readonly interruptLeftover: (message: MessageRecord) => Promise<boolean>;
}
