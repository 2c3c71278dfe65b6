/**
 * The production server as a Hono app: the built site from `dist/`, the speech function at
 * FUNCTION_PATH behind its limits, and `/healthz`, every answer with the header table's headers
 * and one log line. `createServerApp(...).fetch` answers a Request with no port involved, which is
 * how the tests drive it; `node-server.ts` puts it on a port.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { jsonResponse } from '@basebots/speech-contract';
import type { HandlerDeps, HandlerLogEvent } from '../supabase/functions/openai/handler.ts';
import type { SharedLimits } from '../supabase/functions/openai/limits.ts';
import { readServerConfig } from './config.ts';
import { cameOverHttps, createFunctionApp, hostCheck, type ProxyTrust } from './function-app.ts';
import { headerRules, headersForEveryAnswer } from './headers.ts';
import { hostPolicy } from './host-policy.ts';
import { refusal } from './refusals.ts';
import { requestLog } from './request-log.ts';
import { indexStaticFiles, type FileIndex } from './static-files.ts';
import { staticRoute } from './static-route.ts';

const HEALTH_PATH = '/healthz';

/** The Supabase project the app was built for: Vite writes its value in when it bundles the server. */
const BUILT_SUPABASE_URL: string | undefined = import.meta.env?.VITE_SUPABASE_URL;

export type ServerAppOptions = {
  /** PORT, HOST, ALLOWED_HOSTS, TRUST_PROXY, the limits, and the handler's variables. */
  env: Record<string, string | undefined>;
  /** The built site; default BUILD_OUT_DIR from `env`, else `dist`. */
  distDir?: string;
  /** An index made already (start-up checks it before opening the port). */
  files?: FileIndex;
  /** The port actually listened on, when PORT was 0. */
  port?: number;
  /** Receives each log line (JSON); default standard output. */
  log?: (line: string) => void;
  /** Origin added to the CSP's connect-src; default the one the app was built with. */
  supabaseUrl?: string;
  /** Replaces the upstream fetch of the handler (tests). */
  upstreamFetch?: HandlerDeps['fetch'];
  /** Clock for the rate limit (tests). */
  now?: () => number;
  /** Where the function's limits are counted; default this process's memory. */
  limiter?: SharedLimits;
};

/** Sets the table's headers on every answer, HSTS too when it came over HTTPS. */
function everyAnswerHeaders(rules: ReturnType<typeof headerRules>, trust: ProxyTrust): MiddlewareHandler {
  const plain = headersForEveryAnswer(rules, false);
  const secure = headersForEveryAnswer(rules, true);
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(cameOverHttps(c, trust) ? secure : plain)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  };
}

export function createServerApp(options: ServerAppOptions): Hono {
  const config = readServerConfig(options.env);
  const files = options.files ?? indexStaticFiles(options.distDir ?? config.distDir);
  const rules = headerRules(options.supabaseUrl ?? BUILT_SUPABASE_URL);
  const write = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const trust: ProxyTrust = { trustProxy: config.trustProxy };
  const hostAllowed = hostPolicy({
    port: options.port ?? config.port,
    bindHost: config.host,
    allowedHosts: config.allowedHosts,
  });

  const app = new Hono();
  // Only the kind of error: a message could quote what a request carried.
  app.onError((error) => {
    write(JSON.stringify({ time: new Date().toISOString(), event: 'error', error: error.name }));
    return refusal('internal_error');
  });
  app.use(requestLog(write));
  app.use(everyAnswerHeaders(rules, trust));
  // A load balancer probes with whatever host it knows the machine by; the answer reveals nothing.
  app.on(['GET', 'HEAD'], HEALTH_PATH, () => jsonResponse(200, { status: 'ok' }));
  app.use(hostCheck(hostAllowed));
  app.route(
    '/',
    createFunctionApp({
      env: options.env,
      limits: config.limits,
      trustProxy: config.trustProxy,
      hostAllowed,
      onHandlerEvent: (event: HandlerLogEvent) =>
        write(JSON.stringify({ time: new Date().toISOString(), function: event })),
      ...(options.upstreamFetch ? { upstreamFetch: options.upstreamFetch } : {}),
      ...(options.now ? { now: options.now } : {}),
      ...(options.limiter ? { limiter: options.limiter } : {}),
    }),
  );
  app.all('*', staticRoute(files, rules));
  return app;
}
