/**
 * The server's own refusals, in the speech function's error shape (`{ error, code }`, JSON,
 * never cached), so a client handles them exactly like the function's errors.
 */
import { CACHE_CONTROL } from './headers.ts';

const REFUSALS = {
  bad_request: { status: 400, message: 'The request could not be understood' },
  invalid_path: { status: 400, message: 'This address is not valid' },
  host_not_allowed: { status: 403, message: 'This site is not served under that host name' },
  not_found: { status: 404, message: 'Nothing is served at this address' },
  method_not_allowed: { status: 405, message: 'Only GET and HEAD are supported here' },
  request_timeout: { status: 408, message: 'The request body did not arrive in time' },
  rate_limited: { status: 429, message: 'Too many calls from your address; please wait a moment and try again' },
  internal_error: { status: 500, message: 'Internal error' },
  too_busy: { status: 503, message: 'The speech service is busy; please try again in a moment' },
} as const;

export type RefusalCode = keyof typeof REFUSALS;

/** A JSON answer that is never cached, with its length known (the request log needs no counting). */
export function jsonAnswer(status: number, value: unknown, headers: Record<string, string> = {}): Response {
  const body = new TextEncoder().encode(JSON.stringify(value));
  return new Response(body, {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': CACHE_CONTROL.never,
      'Content-Length': String(body.byteLength),
      ...headers,
    },
  });
}

export function refusal(code: RefusalCode, headers: Record<string, string> = {}): Response {
  const { status, message } = REFUSALS[code];
  return jsonAnswer(status, { error: message, code }, headers);
}
