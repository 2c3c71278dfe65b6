/**
 * `npm start` / `npm run serve`: the production server. Reads its settings from the environment
 * (then `.env` files, as Vite does), serves until SIGTERM or SIGINT, then shuts down gracefully
 * and exits with 0. A problem the operator can fix (port taken, no build, a bad setting) is
 * printed in one sentence and exits with 1.
 */
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { ConfigError } from './config.ts';
import { SHUTDOWN_GRACE_MS, StartupError, startServer, type RunningServer } from './node-server.ts';

/** Variables from `.env` files, the more specific file first, as Vite reads them for a build. */
function envFromFiles(): Record<string, string | undefined> {
  const merged: Record<string, string | undefined> = {};
  for (const name of ['.env', '.env.production', '.env.local', '.env.production.local']) {
    try {
      Object.assign(merged, parseEnv(readFileSync(name, 'utf8')));
    } catch {
      // A missing file is the usual case.
    }
  }
  return merged;
}

function logEvent(event: string, fields: Record<string, unknown> = {}): void {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), event, ...fields })}\n`);
}

async function main(): Promise<void> {
  const env = { ...envFromFiles(), ...process.env };
  let running: RunningServer | undefined = undefined;
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    logEvent('stopping', { signal, grace_ms: SHUTDOWN_GRACE_MS });
    void (running?.close() ?? Promise.resolve()).then(() => {
      logEvent('stopped');
      process.exit(0);
    });
  };
  // Before anything else: a signal that came with no listener yet would kill the process outright.
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  running = await startServer({ env });
  logEvent('listening', { url: running.url, limits: running.limits });
}

main().catch((error: unknown) => {
  if (error instanceof StartupError || error instanceof ConfigError) {
    console.error(`The BaseBots server cannot start: ${error.message}`);
  } else {
    console.error('The BaseBots server cannot start:', error);
  }
  process.exit(1);
});
