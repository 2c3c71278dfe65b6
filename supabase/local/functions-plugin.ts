/**
 * The speech function on the app's own origin: a Vite plugin that serves the real speech-function handler at
 * `/functions/v1/openai` on the app's own origin, in `vite` (dev) and `vite preview` (`npm start`),
 * so the product runs on one machine with nothing configured. On the preview server it also sets
 * the production security headers that a real host must set too (see supabase/README.md).
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { loadEnv, type Connect, type Plugin, type ResolvedConfig } from 'vite';
import { createHandler, depsFromEnv, type HandlerLogEvent } from '../functions/openai/handler.ts';

/** Where supabase-js calls the function when the client points at the app's own origin. */
export const FUNCTION_PATH = '/functions/v1/openai';

export type LocalFunctionsOptions = {
  /** Variables for the handler (OPENAI_BASE_URL, OPENAI_MODEL, ...); default `process.env` over `.env` files. */
  env?: Record<string, string | undefined>;
  /** Origin allowed in `connect-src` besides 'self'; default `VITE_SUPABASE_URL`. */
  supabaseUrl?: string;
};

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Paths that must be revalidated on every load so that a deploy is picked up at once. */
const ENTRY_PATHS = new Set(['/', '/index.html', '/sw.js', '/manifest.webmanifest']);

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The security headers every page response carries in production. `supabaseUrl` (any URL of the
 * Supabase project) adds its origin to `connect-src`; an invalid one is ignored.
 *
 * `style-src` allows 'unsafe-inline' because Chakra (emotion) injects styles at run time and a
 * nonce cannot work with a shell precached by the service worker.
 */
export function securityHeaders(supabaseUrl?: string): Record<string, string> {
  const supabaseOrigin = originOf(supabaseUrl);
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${supabaseOrigin ? ` ${supabaseOrigin}` : ''}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'microphone=(self), camera=(self)',
  };
}

/** What the server knows about a request when choosing its caching. */
export type CacheTarget = {
  pathname: string;
  /** A document load (Sec-Fetch-Mode: navigate, or Accept: text/html). */
  navigation: boolean;
  /** The path names a built file (the SPA fallback serves index.html for anything else). */
  fileExists: boolean;
};

/**
 * The Cache-Control for a static response, or undefined to leave it to the responder (the
 * function sets its own `no-store`). Only hashed build output is immutable; everything else,
 * the shell, worker and manifest first, is revalidated so updates are seen on the next load.
 */
export function cacheControlFor({ pathname, navigation, fileExists }: CacheTarget): string | undefined {
  if (pathname.startsWith('/functions/')) return undefined;
  if (ENTRY_PATHS.has(pathname) || navigation) return 'no-cache';
  // A missing hashed file falls back to index.html; caching that for a year would pin a broken page.
  if (pathname.startsWith('/assets/') && fileExists) return `public, max-age=${ONE_YEAR_SECONDS}, immutable`;
  return 'no-cache';
}

/**
 * The handler's variables: the process environment first, then the `.env` files, whose non-VITE_
 * entries Vite would otherwise never hand to Node code.
 */
function handlerEnv(config: ResolvedConfig): Record<string, string | undefined> {
  return { ...loadEnv(config.mode, config.envDir, ['OPENAI_', 'ALLOWED_ORIGINS']), ...process.env };
}

function isFunctionPath(url: string | undefined): boolean {
  const pathname = (url ?? '').split('?')[0] ?? '';
  return pathname === FUNCTION_PATH || pathname.startsWith(`${FUNCTION_PATH}/`);
}

function functionMiddleware(
  env: Record<string, string | undefined>,
  log: (event: HandlerLogEvent) => void,
): Connect.NextHandleFunction {
  const handler = createHandler(depsFromEnv((name) => env[name], { log }));
  const listener = getRequestListener(handler, {
    // Replacing Node's global Request/Response would change them for every other plugin.
    overrideGlobalObjects: false,
    errorHandler: () =>
      new Response(JSON.stringify({ error: 'Bad request', code: 'invalid_request' }), {
        status: 400,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
      }),
  });
  return (req, res, next) => {
    if (!isFunctionPath(req.url)) return next();
    void listener(req, res);
  };
}

/**
 * Vite's own CORS middleware is installed before any plugin's and would answer the function's
 * preflights with its own policy; the function must apply ALLOWED_ORIGINS as it does on Supabase.
 */
function mountFirst(middlewares: Connect.Server, handle: Connect.NextHandleFunction): void {
  middlewares.stack.unshift({ route: '', handle });
}

function staticHeadersMiddleware(distDir: string, supabaseUrl: string | undefined): Connect.NextHandleFunction {
  const headers = securityHeaders(supabaseUrl);
  return (req, res, next) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
    let pathname = rawPath;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      // An undecodable path cannot name a file; it is treated as missing below.
    }
    const filePath = path.join(distDir, pathname);
    const fileExists = filePath.startsWith(distDir + path.sep) && existsSync(filePath) && statSync(filePath).isFile();
    const accept = req.headers.accept ?? '';
    const navigation = req.headers['sec-fetch-mode'] === 'navigate' || accept.includes('text/html');
    const cacheControl = cacheControlFor({ pathname, navigation, fileExists });
    if (cacheControl) res.setHeader('Cache-Control', cacheControl);
    next();
  };
}

/**
 * Serves the speech function on the app's origin in `vite` and `vite preview`, and sets the
 * production security and caching headers on `vite preview`. Handler settings (OPENAI_BASE_URL,
 * OPENAI_MODEL, OPENAI_TIMEOUT_MS, ALLOWED_ORIGINS) come from `process.env`, then `.env` files.
 */
export function localFunctions(options: LocalFunctionsOptions = {}): Plugin {
  const mountFunction = (middlewares: Connect.Server, config: ResolvedConfig): void => {
    const log = (event: HandlerLogEvent): void => config.logger.warn(`[openai function] ${JSON.stringify(event)}`);
    mountFirst(middlewares, functionMiddleware(options.env ?? handlerEnv(config), log));
  };
  return {
    name: 'basebots:local-functions',
    configureServer(server) {
      mountFunction(server.middlewares, server.config);
    },
    configurePreviewServer(server) {
      const { config } = server;
      const supabaseUrl = options.supabaseUrl ?? config.env.VITE_SUPABASE_URL ?? process.env.VITE_SUPABASE_URL;
      mountFunction(server.middlewares, config);
      // Mounted last so it runs first: the headers then reach Vite's own error answers too.
      mountFirst(
        server.middlewares,
        staticHeadersMiddleware(path.resolve(config.root, config.build.outDir), supabaseUrl),
      );
    },
  };
}
