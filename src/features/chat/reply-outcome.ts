/**
 * What the chat session does with each outcome of a question, as pure decisions: where a new
 * question goes, what a failed call for a reply leads to, whether a retry may go ahead. The hooks
 * run the side effects; this module only decides.
 */
import { SpeechError } from '@/lib/speech/speech-error';
import type { Notice } from '@/lib/toaster';
import { REPLY_INTERRUPTED, replyErrorNotice, RETRY_OFFLINE } from './notices';

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

export type FailureAction =
  /** Keep the text that arrived with its final status; `notice` says why it stopped short. */
  | { readonly type: 'keep-partial'; readonly end: 'stopped' | 'interrupted'; readonly notice: Notice | null }
  /** The call was cancelled (the visitor left the chat or switched assistant): nothing to say. */
  | { readonly type: 'drop' }
  /** The saved key was refused: forget it and ask for a new one. */
  | { readonly type: 'replace-key' }
  /** Today's free allowance of the site's key is used: say so, and ask for the visitor's own key. */
  | { readonly type: 'allowance-spent'; readonly error: SpeechError }
  /** The assistant could not be reached: answer from the library and keep the question. */
  | { readonly type: 'answer-from-library'; readonly error: SpeechError }
  | { readonly type: 'report'; readonly notice: Notice };

const isAborted = (error: unknown): boolean => error instanceof SpeechError && error.kind === 'aborted';

/** What follows a call for a reply that failed with `error`. */
export function actOnFailure(error: unknown, progress: ReplyProgress): FailureAction {
  if (progress.started) {
    // Stopped on purpose, or cancelled as the visitor left: no notice for what they did themselves.
    const quiet = progress.stopped || isAborted(error);
    return {
      type: 'keep-partial',
      end: progress.stopped ? 'stopped' : 'interrupted',
      notice: quiet ? null : REPLY_INTERRUPTED,
    };
  }
  if (isAborted(error)) return { type: 'drop' };
  if (error instanceof SpeechError && error.keyRefused) return { type: 'replace-key' };
  if (error instanceof SpeechError && error.allowanceSpent) return { type: 'allowance-spent', error };
  if (error instanceof SpeechError && error.unreachable) return { type: 'answer-from-library', error };
  return { type: 'report', notice: replyErrorNotice(error) };
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
