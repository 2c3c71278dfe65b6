/**
 * The speech function as this server mounts it: the host check, then the limits, then the very
 * handler Supabase runs. `npm start` mounts it inside the production server and `npm run dev`
 * inside Vite, so both answer alike.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { depsFromEnv, type HandlerDeps, type HandlerLogEvent } from '../supabase/functions/openai/handler.ts';
import { MemoryLimiter, type SharedLimits } from '../supabase/functions/openai/limits.ts';
import { clientAddress, rateLimitKey } from './client-address.ts';
import { createFunctionRoute, type FunctionLimits } from './function-route.ts';
import { FUNCTION_PATH } from './function-path.ts';
import { refusal } from './refusals.ts';

/** What the request handlers need to know about the connection (set by @hono/node-server). */
type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

export type ProxyTrust = {
  /** Proxies in front that are trusted to write X-Forwarded-For and X-Forwarded-Proto (0: none). */
  trustProxy: number;
};

/** The last-but-N entry of a comma-separated forwarded header, as trusted proxies wrote it. */
function forwardedValue(header: string | undefined, trustProxy: number): string | undefined {
  if (trustProxy === 0 || header === undefined) return undefined;
  const entries = header.split(',').map((entry) => entry.trim());
  return entries[Math.max(entries.length - trustProxy, 0)];
}

/** Whether the request reached the outermost trusted hop over HTTPS. */
export function cameOverHttps(c: Context, { trustProxy }: ProxyTrust): boolean {
  const forwarded = forwardedValue(c.req.header('X-Forwarded-Proto'), trustProxy);
  if (forwarded !== undefined) return forwarded.toLowerCase() === 'https';
  return c.req.url.startsWith('https:');
}

/** Whether `Origin` names this very site, as the visitor reached it (its host was already checked). */
function isSameOrigin(c: Context, trust: ProxyTrust): boolean {
  const origin = c.req.header('Origin');
  const host = c.req.header('Host');
  if (origin === undefined || host === undefined) return false;
  try {
    const own = new URL(`${cameOverHttps(c, trust) ? 'https' : 'http'}://${host}`).origin;
    return new URL(origin).origin === own;
  } catch {
    return false;
  }
}

/** Refuses requests whose Host header (or absolute request target) is not this site's. */
export function hostCheck(allows: (host: string | null) => boolean): MiddlewareHandler {
  return async (c, next) => {
    const header = c.req.header('Host') ?? null;
    if (!allows(header) || !allows(new URL(c.req.url).host)) return refusal('host_not_allowed');
    await next();
  };
}

export type FunctionAppOptions = ProxyTrust & {
  /** Variables for the handler: OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_TIMEOUT_MS, ALLOWED_ORIGINS. */
  env: Record<string, string | undefined>;
  limits: FunctionLimits;
  /** Where the limits are counted; default this process's memory (with `now` as its clock). */
  limiter?: SharedLimits;
  hostAllowed: (host: string | null) => boolean;
  /** Where the handler's own events go (never a key, prompt or body). */
  onHandlerEvent: (event: HandlerLogEvent) => void;
  /** Replaces the upstream fetch (tests). */
  upstreamFetch?: HandlerDeps['fetch'];
  now?: () => number;
};

/**
 * The handler's deps. Unlike on Supabase, an unset ALLOWED_ORIGINS means no other site at all:
 * this server's own pages are always allowed (see function-route.ts), and nobody else needs to
 * call a function that relays visitors' keys from this machine.
 */
function functionDeps(options: Pick<FunctionAppOptions, 'env' | 'onHandlerEvent' | 'upstreamFetch'>): HandlerDeps {
  const deps: HandlerDeps = depsFromEnv((name) => options.env[name], {
    log: options.onHandlerEvent,
    ...(options.upstreamFetch ? { fetch: options.upstreamFetch } : {}),
  });
  const originsSet = (options.env.ALLOWED_ORIGINS ?? '').trim() !== '';
  return originsSet ? deps : { ...deps, allowedOrigins: [] };
}

/** A Hono app answering FUNCTION_PATH (and nothing else) behind the host check and the limits. */
export function createFunctionApp(options: FunctionAppOptions): Hono<{ Bindings: NodeBindings }> {
  const limiter = options.limiter ?? new MemoryLimiter(options.limits, options.now);
  const route = createFunctionRoute(functionDeps(options), options.limits, limiter);
  const app = new Hono<{ Bindings: NodeBindings }>();
  // Supabase routes every path below the function's name to it; so does this server.
  for (const path of [FUNCTION_PATH, `${FUNCTION_PATH}/*`]) {
    app.use(path, hostCheck(options.hostAllowed));
    app.all(path, (c) => {
      const address = clientAddress(
        c.env?.incoming?.socket?.remoteAddress,
        c.req.header('X-Forwarded-For') ?? null,
        options.trustProxy,
      );
      return route.call(c.req.raw, { key: rateLimitKey(address), sameOrigin: isSameOrigin(c, options) });
    });
  }
  return app;
}
