/**
 * The limits in front of the speech function's handler (the same `handler.ts` Supabase runs):
 * calls per client per minute, a deadline for the request body, and calls in flight. The handler
 * itself still checks the origin against ALLOWED_ORIGINS, the body and the key.
 *
 * A call takes an in-flight slot only once its body has arrived: a client that stalls halfway
 * through its body holds a socket until the deadline, never a slot that others need.
 *
 * The counters are the limiter's (`CallLimiter`): this process's memory by default, or Postgres
 * shared by several instances. When that store cannot be reached, calls are refused with 503 and
 * `Retry-After` rather than let through uncounted.
 */
import { settle } from '../supabase/functions/openai/limited.ts';
import { LimitsUnavailable, type CallLimiter, type Release } from '../supabase/functions/openai/limits.ts';
import { refusal } from './refusals.ts';

export type FunctionLimits = {
  /** The whole request body must arrive within this time (`BODY_TIMEOUT_MS`). */
  bodyTimeoutMs: number;
  /** Calls being answered at once (`FUNCTION_MAX_IN_FLIGHT`). */
  maxInFlight: number;
  /** Calls per client address per minute (`FUNCTION_RATE_PER_MINUTE`). */
  ratePerMinute: number;
};

type FunctionCaller = {
  /** The key the caller is counted under (see client-address.ts). */
  key: string;
  /** The request comes from a page of this very site; then it needs no CORS grant. */
  sameOrigin: boolean;
};

/** Seconds a client is asked to wait when every slot is taken. */
const BUSY_RETRY_AFTER_SECONDS = 2;
/** Seconds a client is asked to wait when the limits' store cannot be reached. */
const STORE_DOWN_RETRY_AFTER_SECONDS = 5;

type FunctionRoute = {
  call: (request: Request, caller: FunctionCaller) => Promise<Response>;
};

const busy = () => refusal('too_busy', { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) });
const storeDown = () => refusal('too_busy', { 'Retry-After': String(STORE_DOWN_RETRY_AFTER_SECONDS) });

/**
 * Passes the body on to the handler as it arrives, under a deadline; takes a slot when the last
 * byte is in. Resolves with the handler's answer, or with a 408 or 503 refusal.
 */
async function callWithLimits(
  request: Request,
  headers: Headers,
  handler: (request: Request) => Promise<Response>,
  limiter: CallLimiter,
  bodyTimeoutMs: number,
): Promise<Response> {
  const init = { method: request.method, headers, signal: request.signal };
  if (request.body === null) return settle(await handler(new Request(request.url, init)), undefined, request.signal);

  const source = request.body.getReader();
  // An object, so that the checks below see what the stream's callbacks changed.
  const flow: { state: 'reading' | 'complete' | 'refused' } = { state: 'reading' };
  let release: Release | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let refuse: (response: Response) => void = () => undefined;
  const refused = new Promise<Response>((resolve) => (refuse = resolve));

  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        timer = setTimeout(() => {
          if (flow.state !== 'reading') return;
          flow.state = 'refused';
          // The client is still sending: close the connection after answering rather than wait for it.
          refuse(refusal('request_timeout', { Connection: 'close' }));
          controller.error(new Error('The request body did not arrive in time'));
        }, bodyTimeoutMs);
      },
      async pull(controller) {
        const { done, value } = await source.read();
        if (flow.state !== 'reading') return;
        if (!done) {
          controller.enqueue(value);
          return;
        }
        clearTimeout(timer);
        try {
          release = (await limiter.acquire()) ?? undefined;
        } catch (error) {
          if (!(error instanceof LimitsUnavailable)) throw error;
          flow.state = 'refused';
          refuse(storeDown());
          controller.error(new Error('The limits cannot be checked'));
          return;
        }
        if (!release) {
          flow.state = 'refused';
          refuse(busy());
          controller.error(new Error('Too many calls in flight'));
          return;
        }
        flow.state = 'complete';
        controller.close();
      },
      cancel(reason) {
        clearTimeout(timer);
        return source.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );

  const answered = handler(new Request(request.url, { ...init, body, duplex: 'half' } as RequestInit));
  try {
    const response = await Promise.race([answered, refused]);
    if (flow.state === 'refused') {
      answered.catch(() => undefined);
      return await refused;
    }
    return await settle(response, release, request.signal);
  } catch (error) {
    release?.();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** The speech function behind its limits, counted by `limiter` (built from `FunctionLimits`). */
export function createFunctionRoute(
  handler: (request: Request) => Promise<Response>,
  { bodyTimeoutMs }: Pick<FunctionLimits, 'bodyTimeoutMs'>,
  limiter: CallLimiter,
): FunctionRoute {
  return {
    async call(request, caller) {
      // Preflights are not calls: a page on an allowed origin sends one before each cross-origin call.
      if (request.method !== 'OPTIONS') {
        try {
          const verdict = await limiter.take(caller.key);
          if (!verdict.allowed) return refusal('rate_limited', { 'Retry-After': String(verdict.retryAfterSeconds) });
        } catch (error) {
          return error instanceof LimitsUnavailable ? storeDown() : refusal('internal_error');
        }
      }
      const headers = new Headers(request.headers);
      // The handler checks Origin against ALLOWED_ORIGINS, which lists other sites; this site's own
      // pages are always allowed and need no CORS grant, so for them the header is not passed on.
      if (caller.sameOrigin) headers.delete('Origin');
      try {
        return await callWithLimits(request, headers, handler, limiter, bodyTimeoutMs);
      } catch {
        return refusal('internal_error');
      }
    },
  };
}
