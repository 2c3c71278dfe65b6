/**
 * `npm run dev`: mounts the speech function on Vite's dev server exactly as the production server
 * mounts it (`server/function-app.ts`: the host check, the limits, then the very handler Supabase
 * runs), so the app can call it on its own origin with nothing configured. It also sends the
 * header table's headers (`server/headers.ts`), all but the Content-Security-Policy, which Vite's
 * dev client (inline scripts, a websocket) cannot live with; the production build enforces it.
 *
 * The function's code is loaded through the dev server (`ssrLoadModule`), not imported here: this
 * module is part of Vite's configuration, which Node loads with every package left to Node, and
 * Node cannot run the wire contract's TypeScript package (`@basebots/speech-contract`).
 */
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { loadEnv, type Connect, type Plugin, type ViteDevServer } from 'vite';
import { readServerConfig } from '../config.ts';
import type * as FunctionApp from '../function-app.ts';
import { FUNCTION_PATH } from '../function-path.ts';
import { securityHeaders } from '../headers.ts';
import { hostPolicy } from '../host-policy.ts';
import type * as Refusals from '../refusals.ts';

export type LocalFunctionsOptions = {
  /** Variables for the function and its limits; default `process.env` over the `.env` files. */
  env?: Record<string, string | undefined>;
};

/** The variables the function reads, besides the VITE_ ones Vite hands to the app. */
const FUNCTION_VARIABLES = ['OPENAI_', 'ALLOWED_', 'TRUST_PROXY', 'BODY_TIMEOUT_MS', 'FUNCTION_'];

/** The header table's headers for dev: every header for every answer, but the CSP. */
export function devHeaders(): Record<string, string> {
  const { 'Content-Security-Policy': _csp, ...headers } = securityHeaders();
  return headers;
}

/**
 * Hosts as Vite's own check accepts them for pages: the loopback names with the port actually
 * listened on, `server.allowedHosts` (or any host when it is `true`), and ALLOWED_HOSTS.
 */
function devHostAllowed(server: ViteDevServer, allowedHosts: readonly string[]): (host: string | null) => boolean {
  const { allowedHosts: viteHosts, host } = server.config.server;
  if (viteHosts === true) return () => true;
  let allows: ((host: string | null) => boolean) | undefined;
  return (header) => {
    allows ??= hostPolicy({
      port: (server.httpServer?.address() as AddressInfo | null)?.port ?? server.config.server.port ?? 5173,
      bindHost: typeof host === 'string' ? host : '',
      allowedHosts: [...allowedHosts, ...(viteHosts ?? [])],
    });
    return allows(header);
  };
}

function isFunctionPath(url: string | undefined): boolean {
  const pathname = (url ?? '').split('?')[0] ?? '';
  return pathname === FUNCTION_PATH || pathname.startsWith(`${FUNCTION_PATH}/`);
}

/**
 * Vite's own CORS middleware is installed before any plugin's and would answer the function's
 * preflights with its own policy; the function must apply ALLOWED_ORIGINS as it does everywhere.
 */
function mountFirst(middlewares: Connect.Server, handle: Connect.NextHandleFunction): void {
  middlewares.stack.unshift({ route: '', handle });
}

/** Serves the speech function on the dev server's origin, with the production server's checks. */
export function localFunctions(options: LocalFunctionsOptions = {}): Plugin {
  return {
    name: 'basebots:local-functions',
    apply: 'serve',
    async configureServer(server) {
      const { config } = server;
      const env = options.env ?? {
        ...loadEnv(config.mode, config.envDir || config.root, FUNCTION_VARIABLES),
        ...process.env,
      };
      const load = <T>(file: string) => server.ssrLoadModule(new URL(file, import.meta.url).pathname) as Promise<T>;
      const { createFunctionApp } = await load<typeof FunctionApp>('../function-app.ts');
      const { refusal } = await load<typeof Refusals>('../refusals.ts');
      const serverConfig = readServerConfig(env);
      const app = createFunctionApp({
        env,
        limits: serverConfig.limits,
        trustProxy: serverConfig.trustProxy,
        hostAllowed: devHostAllowed(server, serverConfig.allowedHosts),
        onHandlerEvent: (event) => config.logger.warn(`[openai function] ${JSON.stringify(event)}`),
      });
      const listener = getRequestListener(app.fetch, {
        // Replacing Node's global Request/Response would change them for every other plugin.
        overrideGlobalObjects: false,
        errorHandler: () => refusal('bad_request'),
      });
      const headers = devHeaders();
      mountFirst(server.middlewares, (req, res, next) => {
        if (isFunctionPath(req.url)) return void listener(req, res);
        next();
      });
      // Mounted last so it runs first: the headers then reach the function's answers too.
      mountFirst(server.middlewares, (_req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
    },
  };
}
