/**
 * The contract's error answers: every code of the function and of the servers in front of it, how
 * an error becomes an answer, and how a client reads one back.
 */
import { LIMITS } from './contract.ts';

/**
 * Every error and refusal a client can be answered with: by the function (`FunctionError`), by
 * its limits (`limited.ts` on Supabase, `server/function-route.ts` on Node) and by the Node server
 * itself. Each has its HTTP status and the message sent when the place that fails gives none.
 */
export const ERRORS = {
  invalid_json: { status: 400, message: 'The request body is not valid JSON' },
  invalid_request: { status: 400, message: 'The request is not valid' },
  /** The server could not turn the request into a URL (a malformed `Host` or target). */
  bad_request: { status: 400, message: 'The request could not be understood' },
  invalid_path: { status: 400, message: 'This address is not valid' },
  missing_api_key: { status: 401, message: 'Missing API key' },
  /** The upstream refused the visitor's key: they must give another one. */
  invalid_api_key: { status: 401, message: 'The API key was refused' },
  /** A signed-in user's access token that is expired, forged or meant for another project. */
  invalid_token: { status: 401, message: 'Your sign-in has expired. Please sign in again.' },
  /** A signed-in user with no key saved to their account, and no site key to fall back on. */
  no_saved_key: { status: 403, message: 'No OpenAI key is saved to your account' },
  origin_not_allowed: { status: 403, message: 'This origin may not call the speech function' },
  host_not_allowed: { status: 403, message: 'This site is not served under that host name' },
  not_found: { status: 404, message: 'Nothing is served at this address' },
  method_not_allowed: { status: 405, message: 'Only POST is supported' },
  request_timeout: { status: 408, message: 'The request body did not arrive in time' },
  payload_too_large: {
    status: 413,
    message: `The request body is too large (at most ${LIMITS.maxBodyBytes} bytes)`,
  },
  unsupported_media_type: { status: 415, message: 'Content-Type must be application/json' },
  rate_limited: { status: 429, message: 'Too many calls from your address; please wait a moment and try again' },
  /** The client's own calls fill its share of the calls in flight; other clients are still served. */
  too_many_at_once: {
    status: 429,
    message: 'Too many calls from your address at once; please wait for one to finish and try again',
  },
  /** This visitor has used the day's allowance of the site's own key (it has none of its own). */
  allowance_spent: {
    status: 429,
    message: "You have used today's free conversations with our assistants. Please come back tomorrow.",
  },
  /** All visitors together have used the day's budget of the site's own key. */
  site_budget_spent: {
    status: 429,
    message: "Today's free conversations with our assistants have all been used. Please come back tomorrow.",
  },
  internal_error: { status: 500, message: 'Internal error' },
  /**
   * The provider has no realtime calls (it answered 404, 405 or 501): the page falls back to
   * calls made of transcription, chat and speech.
   */
  realtime_unavailable: {
    status: 501,
    message: 'Live voice calls are not available from this speech service; the usual call works instead',
  },
  upstream_error: { status: 502, message: 'The speech service sent an answer that could not be read' },
  upstream_unreachable: { status: 502, message: 'The speech service could not be reached' },
  too_busy: { status: 503, message: 'The speech service is busy; please try again in a moment' },
  upstream_timeout: { status: 504, message: 'The speech service did not answer in time' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** The JSON body of every error answer. `code` lets clients branch without parsing `error`. */
export type ErrorBody = {
  /** Plain language, fit to show a visitor: never the key, markup or a raw upstream body. */
  error: string;
  code: ErrorCode;
  /** Present on upstream failures: the upstream's status (401 wrong key, 429 quota...). */
  upstreamStatus?: number;
};

/** What a failure adds to its code: its own message, and the upstream's status. */
export type ErrorDetails = { message?: string; upstreamStatus?: number };

export function errorBody(code: ErrorCode, { message, upstreamStatus }: ErrorDetails = {}): ErrorBody {
  const error = message ?? ERRORS[code].message;
  return upstreamStatus === undefined ? { error, code } : { error, code, upstreamStatus };
}

const encoder = new TextEncoder();

/** A JSON answer as every part of the service sends one: never cached, never sniffed, its length known. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const bytes = encoder.encode(JSON.stringify(body));
  return new Response(bytes, {
    status,
    headers: {
      ...headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Length': String(bytes.byteLength),
    },
  });
}

/** The one way an error becomes an answer: the code's status and {@link ErrorBody}, plus `headers`. */
export function errorResponse(
  code: ErrorCode,
  { headers = {}, ...details }: ErrorDetails & { headers?: Record<string, string> } = {},
): Response {
  return jsonResponse(ERRORS[code].status, errorBody(code, details), headers);
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

/** An error answer as a client reads it back. */
export type ReadError = {
  /**
   * The answer's code; `unrecognised` when it named a code this contract does not have (something
   * other than the function answered), undefined when it named none (a gateway's bare page).
   */
  code: ErrorCode | 'unrecognised' | undefined;
  /** The `error` text as sent; the client decides whether it is fit to show. */
  message: string | undefined;
  upstreamStatus: number | undefined;
};

/** The one way to read an error answer's parsed JSON (or an `error` event's data) back; never throws. */
export function readErrorBody(value: unknown): ReadError {
  const record = isRecord(value) ? value : {};
  const { code, error, upstreamStatus } = record;
  return {
    code: isErrorCode(code) ? code : typeof code === 'string' ? 'unrecognised' : undefined,
    message: typeof error === 'string' ? error : undefined,
    upstreamStatus: typeof upstreamStatus === 'number' ? upstreamStatus : undefined,
  };
}

/** Whether a parsed JSON value is an object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
