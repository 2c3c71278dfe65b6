// The server started with DATABASE_URL, as an operator would: it stops with a message when the
// database lacks the migration, starts anyway when the database is away (and refuses function
// calls until it is back), and counts in Postgres when all is well.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, StartupError } from '../../server/node-server.ts';
import { makeSite, type SiteFixture } from '../server/site-fixture.ts';
import { startRelay, type Relay } from './tcp-proxy.ts';

const url = inject('postgresUrl');

let site: SiteFixture;
let admin: postgres.Sql;
let relay: Relay;
const bare = `basebots_bare_${process.pid}`;
beforeAll(async () => {
  site = await makeSite();
  admin = postgres(url, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${bare}`);
  relay = await startRelay(url);
});
afterAll(async () => {
  await admin.unsafe(`drop database if exists ${bare} with (force)`);
  await admin.end();
  await relay.close();
  site.cleanup();
});

const env = (databaseUrl: string) => ({
  PORT: '0',
  BUILD_OUT_DIR: site.dist,
  OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
  DATABASE_URL: databaseUrl,
});

function call(base: string, headers: Record<string, string> = { Authorization: 'Bearer sk-start-test-0123456789' }) {
  return fetch(`${base}/functions/v1/openai`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ responseType: 'text', prompt: 'Hi' }),
  });
}

describe('start-up with DATABASE_URL', () => {
  it('stops with a message saying how to apply the migration when the database lacks it', async () => {
    const withoutMigration = new URL(url);
    withoutMigration.pathname = `/${bare}`;
    await expect(startServer({ env: env(withoutMigration.href), log: () => undefined })).rejects.toThrow(StartupError);
    await expect(startServer({ env: env(withoutMigration.href), log: () => undefined })).rejects.toThrow(
      /supabase db push/,
    );
  });

  it('starts while the database is away, refuses calls with 503, and answers once it is back', async () => {
    await relay.cut();
    const lines: string[] = [];
    const running = await startServer({ env: env(relay.url), log: (line) => lines.push(line) });
    try {
      expect(running.limits).toBe('postgres');
      const home = await fetch(`${running.url}/`);
      expect(home.status).toBe(200);
      const refused = await call(running.url);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('Retry-After')).toBe('5');
      expect(lines.filter((line) => line.includes('limits_store_unavailable'))).toHaveLength(1);
      // What the headers decide needs no store: a call without a key is refused as always.
      expect((await call(running.url, {})).status).toBe(401);
      await relay.restore();
      // The call itself is now counted and reaches the handler (whose upstream is nowhere: 502).
      expect((await call(running.url)).status).toBe(502);
      expect(lines.filter((line) => line.includes('limits_store_recovered'))).toHaveLength(1);
      expect(lines.join('\n')).not.toContain(relay.url);
    } finally {
      await running.close();
    }
  });
});
