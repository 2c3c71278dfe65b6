/**
 * Supabase entry point: serves the handler behind its limits, with deps read from the function's
 * environment. `PORT` is only for running it outside Supabase (tests, `deno run`); Supabase's
 * runtime picks the port itself.
 *
 * The limits are counted in the project's Postgres through SUPABASE_DB_URL, which Supabase gives
 * every function, so all isolates share them (the migration in supabase/migrations/ must have been
 * applied). Without that variable (`deno run` by hand) they are counted in this isolate's memory.
 * The same database holds the keys signed-in users saved to their accounts.
 */
import { accountKeysFromEnv } from './account-keys-postgres.ts';
import { createHandler, depsFromEnv } from './handler.ts';
import { withLimits } from './limited.ts';
import { limitSettingsFromEnv, MemoryLimiter, type SharedLimits } from './limits.ts';
import { PostgresLimiter } from './limits-postgres.ts';

const get = (name: string) => Deno.env.get(name);
const warn = (event: Record<string, unknown>) => console.warn(JSON.stringify(event));

const deps = depsFromEnv(get, { log: warn });
const settings = limitSettingsFromEnv(get);
const databaseUrl = get('SUPABASE_DB_URL')?.trim();
let limiter: SharedLimits;
if (databaseUrl) {
  limiter = new PostgresLimiter({ ...settings, url: databaseUrl, maxConnections: 2, log: warn });
} else {
  warn({ event: 'limits_in_memory', reason: 'SUPABASE_DB_URL is not set: limits are counted per isolate' });
  limiter = new MemoryLimiter(settings);
}
// The site key's allowances are counted where the limits are, so they hold across isolates.
// Signed-in users' saved keys, when the deploy holds the private key that decrypts them.
const accountKeys = accountKeysFromEnv(get, databaseUrl);
const handler = withLimits(createHandler({ ...deps, allowances: limiter, accountKeys }), limiter, deps);

const port = Number.parseInt(get('PORT') ?? '', 10);
if (Number.isInteger(port) && port > 0) Deno.serve({ port }, handler);
else Deno.serve(handler);
