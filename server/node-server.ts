/**
 * Puts the server app on a port, with Node's own guards against slow clients, and takes it down
 * gracefully: stop accepting, let what is in flight finish (up to a grace period), then close
 * whatever is left.
 */
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { depsFromEnv } from '../supabase/functions/openai/handler.ts';
import { LimitsUnavailable, type SharedLimits } from '../supabase/functions/openai/limits.ts';
import { createServerApp, type ServerAppOptions } from './app.ts';
import { ConfigError, readServerConfig, type ServerConfig } from './config.ts';
import { refusal } from './refusals.ts';
import { encodeBackslashesInPath } from './request-path.ts';
import { indexStaticFiles } from './static-files.ts';

/** A reason the server cannot start that the operator can fix; main.ts prints it and exits with 1. */
export class StartupError extends Error {
  override name = 'StartupError';
}

export const SHUTDOWN_GRACE_MS = 10_000;

export type RunningServer = {
  server: Server;
  port: number;
  url: string;
  /** Where the function's limits are counted. */
  limits: 'memory' | 'postgres';
  /** Stops accepting, waits for requests in flight up to `graceMs`, then closes what is left. */
  close: (graceMs?: number) => Promise<void>;
};

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException): void => {
      const where = `port ${port} on ${host}`;
      if (error.code === 'EADDRINUSE') {
        reject(
          new StartupError(`Cannot listen on ${where}: it is already in use. Stop the other server, or set PORT.`),
        );
      } else if (error.code === 'EACCES') {
        reject(new StartupError(`Cannot listen on ${where}: permission denied. Choose a PORT above 1023.`));
      } else if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') {
        reject(new StartupError(`Cannot listen on ${where}: this machine has no such address. Check HOST.`));
      } else reject(error);
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

function closeGracefully(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    // Keep-alive connections go as soon as they are idle; busy ones once their answer is sent.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * With DATABASE_URL, the limits shared through Postgres (the client is loaded only then). A
 * database that answers without the migration stops the start; one that cannot be reached does
 * not: the site is served, and function calls are refused with 503 until it is back.
 */
async function postgresLimiter(
  config: ServerConfig,
  databaseUrl: string,
  write: (line: string) => void,
): Promise<SharedLimits> {
  const { PostgresLimiter } = await import('../supabase/functions/openai/limits-postgres.ts');
  const limiter = new PostgresLimiter({
    url: databaseUrl,
    ratePerMinute: config.limits.ratePerMinute,
    maxInFlight: config.limits.maxInFlight,
    maxInFlightPerClient: config.limits.maxInFlightPerClient,
    log: (event) => write(JSON.stringify({ time: new Date().toISOString(), ...event })),
  });
  try {
    if (!(await limiter.migrated())) {
      await limiter.close();
      throw new StartupError(
        'The database at DATABASE_URL has no speech_limits functions. Apply the migrations in supabase/migrations/ (supabase db push, or supabase migration up for a local stack).',
      );
    }
  } catch (error) {
    // Logged by the limiter already; it reconnects by itself.
    if (!(error instanceof LimitsUnavailable)) throw error;
  }
  return limiter;
}

/** Checks the build, opens the port and starts answering. Throws StartupError or ConfigError. */
export async function startServer(options: Omit<ServerAppOptions, 'files' | 'port'>): Promise<RunningServer> {
  const config = readServerConfig(options.env);
  try {
    // The handler's own variables, checked before the port opens rather than after.
    depsFromEnv((name) => options.env[name]);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  const distDir = path.resolve(options.distDir ?? config.distDir);
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new StartupError(
      `There is no built site in ${distDir} (no index.html). Run "npm run build" first, or "npm start" to build and serve.`,
    );
  }
  const files = indexStaticFiles(distDir);
  const write = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const limiter =
    options.limiter ??
    (config.databaseUrl === undefined ? undefined : await postgresLimiter(config, config.databaseUrl, write));
  const { bodyTimeoutMs } = config.limits;
  const server = createServer({
    // Node's own limits, for the requests that never reach the app: headers must arrive as fast as
    // a body must, and a whole request a little later (the app answers the function's 408 first).
    headersTimeout: bodyTimeoutMs,
    requestTimeout: bodyTimeoutMs + 5_000,
    connectionsCheckingInterval: 1_000,
  });
  try {
    await listen(server, config.port, config.host);
  } catch (error) {
    await limiter?.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const app = createServerApp({ ...options, files, port, ...(limiter ? { limiter } : {}) });
  // A request Node cannot turn into a URL (a malformed Host or target) never reaches the app.
  const listener = getRequestListener(app.fetch, { errorHandler: () => refusal('bad_request') });
  server.on('request', (incoming: IncomingMessage, outgoing: ServerResponse) => {
    if (incoming.url !== undefined) incoming.url = encodeBackslashesInPath(incoming.url);
    return listener(incoming, outgoing);
  });
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    server,
    port,
    url: `http://${host}:${port}`,
    limits: config.databaseUrl === undefined && !options.limiter ? 'memory' : 'postgres',
    close: async (graceMs = SHUTDOWN_GRACE_MS) => {
      await closeGracefully(server, graceMs);
      await limiter?.close();
    },
  };
}
