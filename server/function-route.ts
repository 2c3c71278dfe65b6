/**
 * The limits in front of the speech function's handler (the same `handler.ts` Supabase runs):
 * calls per client per minute, a deadline for the request body, and calls in flight, in all and
 * per client. What the headers alone decide (the origin against ALLOWED_ORIGINS, the method, the
 * content type, the key) is answered first, by the handler's own checks: such a request is
 * neither counted nor has its body read. The handler then reads and checks the body.
 *
 * A call takes an in-flight slot only once its body has arrived: a client that stalls halfway
 * through its body holds a socket until the deadline, never a slot that others need.
 *
 * The counters are the limiter's (`SharedLimits`): this process's memory by default, or Postgres
 * shared by several instances. When that store cannot be reached, calls are refused with 503 and
 * `Retry-After` rather than let through uncounted.
 */
import {
  createHandler,
  screenRequest,
  type CallContext,
  type HandlerDeps,
} from '../supabase/functions/openai/handler.ts';
import { settle } from '../supabase/functions/openai/limited.ts';
import {
  LimitsUnavailable,
  RETRY_AFTER_SECONDS,
  type SharedLimits,
  type Release,
} from '../supabase/functions/openai/limits.ts';
import { bodyAction, type BodyOutcome } from './body-action.ts';
import { refusal } from './refusals.ts';

export type FunctionLimits = {
  /** The whole request body must arrive within this time (`BODY_TIMEOUT_MS`). */
  bodyTimeoutMs: number;
  /** Calls being answered at once (`FUNCTION_MAX_IN_FLIGHT`). */
  maxInFlight: number;
  /** Calls of one client being answered at once (`FUNCTION_MAX_IN_FLIGHT_PER_CLIENT`). */
  maxInFlightPerClient: number;
  /** Calls per client address per minute (`FUNCTION_RATE_PER_MINUTE`). */
  ratePerMinute: number;
};

type FunctionCaller = {
  /** The key the caller is counted under (see client-address.ts). */
  key: string;
  /** The request comes from a page of this very site; then it needs no CORS grant. */
  sameOrigin: boolean;
};

type FunctionRoute = {
  call: (request: Request, caller: FunctionCaller) => Promise<Response>;
};

const retryAfter = (seconds: number) => ({ 'Retry-After': String(seconds) });

/** A slot for a call whose body is complete, or why there is none. */
async function askForSlot(
  limiter: SharedLimits,
  client: string,
): Promise<Release | Exclude<BodyOutcome, 'admitted' | 'late'>> {
  try {
    const slot = await limiter.acquire(client);
    if (slot.allowed) return slot.release;
    return slot.full === 'client' ? 'no-slot-for-client' : 'no-slot';
  } catch (error) {
    if (error instanceof LimitsUnavailable) return 'store-down';
    throw error;
  }
}

type BodyLimits = { limiter: SharedLimits; bodyTimeoutMs: number; client: string };

/**
 * The request's body as the handler reads it: passed on as it arrives, under the deadline, and
 * ended only once a slot is taken. `refused` resolves with the answer when the call is refused,
 * and the body then errors, so the handler stops reading it.
 */
function gatedBody(source: ReadableStream<Uint8Array>, { limiter, bodyTimeoutMs, client }: BodyLimits) {
  const reader = source.getReader();
  let state: 'reading' | 'admitted' | 'refused' = 'reading';
  let release: Release | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let refuse: (response: Response) => void = () => undefined;
  const refused = new Promise<Response>((resolve) => (refuse = resolve));

  const end = (outcome: BodyOutcome, controller: ReadableStreamDefaultController<Uint8Array>): void => {
    const action = bodyAction(outcome);
    if (action.type === 'admit') {
      state = 'admitted';
      controller.close();
      return;
    }
    state = 'refused';
    refuse(refusal(action.code, action.headers));
    controller.error(new Error(action.reason));
  };

  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        timer = setTimeout(() => {
          if (state === 'reading') end('late', controller);
        }, bodyTimeoutMs);
      },
      async pull(controller) {
        const { done, value } = await reader.read();
        if (state !== 'reading') return;
        if (!done) {
          controller.enqueue(value);
          return;
        }
        clearTimeout(timer);
        const slot = await askForSlot(limiter, client);
        if (typeof slot === 'function') release = slot;
        end(typeof slot === 'function' ? 'admitted' : slot, controller);
      },
      cancel(reason) {
        clearTimeout(timer);
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
  return {
    body,
    refused,
    isRefused: () => state === 'refused',
    isUnread: () => state === 'reading',
    release: () => release,
    stop: () => clearTimeout(timer),
  };
}

type LimitedCall = BodyLimits & {
  request: Request;
  /** The headers passed on to the handler. */
  headers: Headers;
  handler: (request: Request, context: CallContext) => Promise<Response>;
};

/**
 * Passes the body on to the handler as it arrives, under a deadline; takes a slot when the last
 * byte is in. Resolves with the handler's answer, or with a 408 or 503 refusal.
 */
async function callWithLimits({ request, headers, handler, ...limits }: LimitedCall): Promise<Response> {
  const init = { method: request.method, headers, signal: request.signal };
  const context = { client: limits.client };
  if (request.body === null) {
    return settle(await handler(new Request(request.url, init), context), undefined, request.signal);
  }

  const gate = gatedBody(request.body, limits);
  const answered = handler(
    new Request(request.url, { ...init, body: gate.body, duplex: 'half' } as RequestInit),
    context,
  );
  try {
    const response = await Promise.race([answered, gate.refused]);
    if (gate.isRefused()) {
      // The handler's answer is not wanted any more; it fails reading the errored body, as expected.
      answered.catch(() => undefined);
      return await gate.refused;
    }
    const settled = await settle(response, gate.release(), request.signal);
    // The handler refused the call before its body ended (its shape): the rest is not wanted.
    if (gate.isUnread() && leavesMuchUnread(request)) settled.headers.set('Connection', 'close');
    return settled;
  } catch (error) {
    gate.release()?.();
    throw error;
  } finally {
    gate.stop();
  }
}

/**
 * A call refused before its body was read to the end leaves the rest on the connection, which the
 * Node adapter reads and throws away to keep the connection open (60 MiB sent after a 401 were
 * all read). Past this much, or when the client did not say how much, the connection is closed
 * instead: a refusal must not cost the reading of what it never looks at.
 */
const MAX_BODY_LEFT_BYTES = 64 * 1024;

function leavesMuchUnread(request: Request): boolean {
  const declared = request.headers.get('Content-Length');
  return request.body !== null && (declared === null || !(Number(declared) <= MAX_BODY_LEFT_BYTES));
}

/** The speech function (its `deps`) behind its limits, counted by `limiter` (built from `FunctionLimits`). */
export function createFunctionRoute(
  deps: HandlerDeps,
  { bodyTimeoutMs }: Pick<FunctionLimits, 'bodyTimeoutMs'>,
  limiter: SharedLimits,
): FunctionRoute {
  // The site key's allowances are counted where the limits are (memory, or Postgres).
  const handler = createHandler({ ...deps, allowances: limiter });
  return {
    async call(request, caller) {
      const headers = new Headers(request.headers);
      // The handler checks Origin against ALLOWED_ORIGINS, which lists other sites; this site's own
      // pages are always allowed and need no CORS grant, so for them the header is not passed on.
      if (caller.sameOrigin) headers.delete('Origin');
      // Preflights are not calls: a page on an allowed origin sends one before each cross-origin call.
      if (request.method !== 'OPTIONS') {
        const screened = screenRequest({ method: request.method, headers, url: request.url }, deps);
        if (screened !== null) {
          if (leavesMuchUnread(request)) screened.headers.set('Connection', 'close');
          return screened;
        }
        try {
          const verdict = await limiter.take(caller.key);
          if (!verdict.allowed) return refusal('rate_limited', retryAfter(verdict.retryAfterSeconds));
        } catch (error) {
          return error instanceof LimitsUnavailable
            ? refusal('too_busy', retryAfter(RETRY_AFTER_SECONDS.storeDown))
            : refusal('internal_error');
        }
      }
      try {
        return await callWithLimits({ request, headers, handler, limiter, bodyTimeoutMs, client: caller.key });
      } catch {
        // Whatever broke is the server's fault; the visitor gets the plain 500 and nothing of it.
        return refusal('internal_error');
      }
    },
  };
}
