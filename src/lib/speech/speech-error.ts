/**
 * The error every failed call to the speech function becomes. It lives apart from the client so
 * that code which only checks for it (`instanceof SpeechError`) does not load supabase-js.
 */
import type { ReadError } from '@basebots/speech-contract';

export type SpeechErrorKind = 'http' | 'relay' | 'network' | 'invalid-response' | 'timeout' | 'aborted';

type SpeechErrorCode = NonNullable<ReadError['code']>;

/** A failed call to the speech function, with a plain-language message. */
export class SpeechError extends Error {
  override readonly name = 'SpeechError';
  readonly kind: SpeechErrorKind;
  /** The HTTP status, for `http` (and `relay` when the relay sent one). */
  readonly status?: number;
  /**
   * The error code of the answer (e.g. `upstream_unreachable`), read back by the wire contract
   * (`readErrorBody`), when it sent one: `unrecognised` when it is not one of the contract's.
   */
  readonly code?: SpeechErrorCode;

  constructor(kind: SpeechErrorKind, message: string, details: { status?: number; code?: SpeechErrorCode } = {}) {
    super(message);
    this.kind = kind;
    if (details.status !== undefined) this.status = details.status;
    if (details.code !== undefined) this.code = details.code;
  }

  /**
   * Whether the assistant could not be reached at all (network, relay, the function's upstream
   * unreachable or timed out, a gateway error or our own time-out), as opposed to refusing.
   */
  get unreachable(): boolean {
    if (this.kind === 'network' || this.kind === 'timeout') return true;
    // A relay that answers with a 4xx reached us and refused; only its 5xx (or none) is "unreachable".
    if (this.kind === 'relay') return this.status === undefined || this.status >= 500;
    if (this.kind !== 'http') return false;
    if (this.code === 'upstream_unreachable' || this.code === 'upstream_timeout') return true;
    return this.code === undefined && (this.status === 502 || this.status === 503 || this.status === 504);
  }

  /** Whether today's free allowance of the site's key is used (the visitor's, or the whole site's). */
  get allowanceSpent(): boolean {
    return this.kind === 'http' && (this.code === 'allowance_spent' || this.code === 'site_budget_spent');
  }

  /** Whether the OpenAI service refused the visitor's key: they must give another one. */
  get keyRefused(): boolean {
    return this.kind === 'http' && this.code === 'invalid_api_key';
  }
}
