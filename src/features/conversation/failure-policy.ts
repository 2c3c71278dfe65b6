/**
 * What follows each outcome of a question, as pure decisions: where a new question goes, what a
 * failed call for a reply leads to (one table, the same in a chat, a call, the home page's box and
 * the launcher), whether a retry may go ahead. `exchange.ts` runs the side effects.
 */
import { SpeechError } from '@/lib/speech/speech-error';
import type { FailureKind } from '@/lib/conversation/conversation-port';
import type { Notice } from '@/lib/toaster';
import { KEY_REFUSED, REPLY_INTERRUPTED, replyErrorNotice, RETRY_OFFLINE, unreachableNotice } from './notices';

/** Where a question that needs the model goes, given the connection and the key (if one was asked for). */
export type QuestionRoute =
  | { readonly type: 'ask'; readonly key: string }
  /** Online without a key (the prompt declined): the library answers, the question waits for a key. */
  | { readonly type: 'wait-for-key' }
  /** Offline no key is needed yet: the library answers, the question waits for the connection. */
  | { readonly type: 'wait-for-connection' };

export function routeQuestion(online: boolean, key: string | null): QuestionRoute {
  if (key !== null) return { type: 'ask', key };
  return online ? { type: 'wait-for-key' } : { type: 'wait-for-connection' };
}

/** How far the reply got before the call failed. */
export interface ReplyProgress {
  /** Some text arrived, so the reply is on screen and saved. */
  readonly started: boolean;
  /** The visitor pressed Stop. */
  readonly stopped: boolean;
}

/**
 * What the visitor is offered: the text that arrived, kept (`keep-partial`); to give a new key; to
 * give their own key once the site's free allowance is used (`own-key`); the help library's answer
 * while the question waits in the outbox; Retry on the question; nothing.
 */
type FailureOffer = 'keep-partial' | 'new-key' | 'own-key' | 'library-answer' | 'retry' | 'nothing';

/** What a notice may say about the failure. */
interface FailureContext {
  readonly error: unknown;
  readonly botName: string;
  /** The question waits in the outbox (for `unreachable`). */
  readonly kept: boolean;
}

interface FailurePolicy {
  readonly offer: FailureOffer;
  readonly notice: (context: FailureContext) => Notice | null;
}

const quiet = (): null => null;

/** The one table from a failure to what the visitor is told and offered, whichever view they use. */
export const FAILURE_POLICY: Readonly<Record<FailureKind, FailurePolicy>> = {
  stopped: { offer: 'keep-partial', notice: quiet },
  cancelled: { offer: 'nothing', notice: quiet },
  'broke-off': { offer: 'keep-partial', notice: () => REPLY_INTERRUPTED },
  'key-refused': { offer: 'new-key', notice: () => KEY_REFUSED },
  'allowance-spent': {
    offer: 'own-key',
    notice: ({ error }) => ({
      title: 'Free conversations used for today',
      description: error instanceof Error ? error.message : String(error),
    }),
  },
  unreachable: {
    offer: 'library-answer',
    notice: ({ error, botName, kept }) =>
      error instanceof SpeechError ? unreachableNotice(error, botName, kept) : replyErrorNotice(error),
  },
  refused: { offer: 'retry', notice: ({ error }) => replyErrorNotice(error) },
};

const isAborted = (error: unknown): boolean => error instanceof SpeechError && error.kind === 'aborted';

/** Which failure a call for a reply met, given how far the reply got. */
export function failureKindOf(error: unknown, progress: ReplyProgress): FailureKind {
  if (progress.started) {
    if (progress.stopped) return 'stopped';
    return isAborted(error) ? 'cancelled' : 'broke-off';
  }
  // Stop pressed before any text aborts the call like leaving does: nothing to keep or say.
  if (isAborted(error)) return 'cancelled';
  if (error instanceof SpeechError && error.keyRefused) return 'key-refused';
  if (error instanceof SpeechError && error.allowanceSpent) return 'allowance-spent';
  if (error instanceof SpeechError && error.unreachable) return 'unreachable';
  return 'refused';
}

/** The key to send again with after a refusal: the new one, or null when none different was given. */
export function keyAfterRefusal(refused: string, fresh: string | null): string | null {
  return fresh !== null && fresh !== refused ? fresh : null;
}

export type RetryAction =
  { readonly type: 'ignore' } | { readonly type: 'notify'; readonly notice: Notice } | { readonly type: 'ask' };

/**
 * Retry asks the question again, unless there is none (a reply without a question before it), its
 * reply is already on its way, or the device is offline (then the visitor is told).
 */
export function actOnRetry(questionId: string | null, waiting: ReadonlySet<string>, online: boolean): RetryAction {
  if (questionId === null || waiting.has(questionId)) return { type: 'ignore' };
  if (!online) return { type: 'notify', notice: RETRY_OFFLINE };
  return { type: 'ask' };
}
