/**
 * The speech function behind its limits as Supabase runs it (`index.ts`): the checks the headers
 * alone decide, then calls per client per minute, then a slot in flight (within the client's share
 * and the cap on all calls), held until the answer has been sent. The Node server applies the
 * same limits with a body deadline of its own (`server/function-route.ts`) and shares `settle`.
 *
 * Refusals have the function's error shape and CORS headers, so a page on an allowed origin can
 * read them: 429 `rate_limited` or `too_many_at_once` and 503 `too_busy`, each with `Retry-After`,
 * as the Node server answers. When the limits' store cannot be reached the call is refused with
 * 503 (fail closed).
 */
import { gatewayClientAddress, rateLimitKey } from './client-key.ts';
import type { HandlerDeps } from './config.ts';
import { errorResponse } from '@basebots/speech-contract';
import { screenRequest, type CallContext } from './handler.ts';
import { corsFor } from './http.ts';
import { LimitsUnavailable, RETRY_AFTER_SECONDS, type CallLimiter, type Release, type SlotVerdict } from './limits.ts';

/**
 * The handler's answer, ready to send. A `text/event-stream` reply keeps the upstream busy until
 * its last byte, so its slot is released when the body ends or the client goes away; any other
 * answer is read whole (a small JSON), which frees the slot at once and lets the server send it
 * with a Content-Length.
 */
export async function settle(response: Response, release: Release | undefined, signal: AbortSignal): Promise<Response> {
  const streaming = (response.headers.get('Content-Type') ?? '').startsWith('text/event-stream');
  if (!streaming || response.body === null) {
    try {
      if (response.body === null) return response;
      const bytes = new Uint8Array(await response.arrayBuffer());
      const headers = new Headers(response.headers);
      headers.set('Content-Length', String(bytes.byteLength));
      return new Response(bytes, { status: response.status, statusText: response.statusText, headers });
    } finally {
      release?.();
    }
  }
  if (!release) return response;
  signal.addEventListener('abort', release, { once: true });
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read().catch((error: unknown) => {
        release();
        throw error;
      });
      if (done) {
        release();
        controller.close();
      } else controller.enqueue(value);
    },
    cancel(reason) {
      release();
      return reader.cancel(reason);
    },
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

function refusal(
  request: Request,
  allowedOrigins: HandlerDeps['allowedOrigins'],
  code: 'rate_limited' | 'too_many_at_once' | 'too_busy',
  retryAfterSeconds: number,
): Response {
  const { headers } = corsFor(request.headers.get('Origin'), allowedOrigins);
  return errorResponse(code, { headers: { ...headers, 'Retry-After': String(retryAfterSeconds) } });
}

/**
 * `handler` behind the limits, counted per client by the address Supabase's gateway reports. What
 * the headers alone decide (origin, method, content type, key) is answered first, by the handler's
 * own checks (`screenRequest`), so such a request is neither counted nor has its body read.
 */
export function withLimits(
  handler: (request: Request, context?: CallContext) => Promise<Response>,
  limiter: CallLimiter,
  deps: HandlerDeps,
): (request: Request) => Promise<Response> {
  const { allowedOrigins } = deps;
  return async (request) => {
    // Preflights are not calls: a page on an allowed origin sends one before each call.
    if (request.method === 'OPTIONS') return await handler(request);
    const screened = screenRequest(request, deps);
    if (screened !== null) return screened;
    const client = rateLimitKey(gatewayClientAddress(request.headers));
    let slot: SlotVerdict;
    try {
      const verdict = await limiter.take(client);
      if (!verdict.allowed) return refusal(request, allowedOrigins, 'rate_limited', verdict.retryAfterSeconds);
      slot = await limiter.acquire(client);
    } catch (error) {
      if (error instanceof LimitsUnavailable) {
        return refusal(request, allowedOrigins, 'too_busy', RETRY_AFTER_SECONDS.storeDown);
      }
      throw error;
    }
    if (!slot.allowed) {
      const code = slot.full === 'client' ? 'too_many_at_once' : 'too_busy';
      return refusal(request, allowedOrigins, code, RETRY_AFTER_SECONDS.busy);
    }
    const { release } = slot;
    try {
      return await settle(await handler(request, { client }), release, request.signal);
    } catch (error) {
      release();
      throw error;
    }
  };
}
