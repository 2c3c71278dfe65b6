// Figures of the speech function's limits shared through Postgres, on loopback: real instances
// (the built dist-server/main.js with DATABASE_URL, and index.ts under `deno run` with
// SUPABASE_DB_URL) on one database, made sure of as `npm run test:pg` does. Prints
//   limits store=pg instances=<n> calls=<n> limit=60 allowed=<n> over_limit=<n> runtime=<r>
//       one client's calls, all at once, round-robin over 3 Node, 2 Deno, then all 5 instances
//   limits inflight cap=<n> max_seen=<n> leaked_after_release=<n> reclaimed_after_ttl_s=<s>
//       calls held by a slow upstream across all 5 (max_seen: most at once upstream); slots still
//       held once every answer is in; then a Node instance killed while holding slots, and the
//       seconds until its slots are free again (its leases running out, 30 s by default)
//   limits store=pg p50_ms=<n> p99_ms=<n> select1_p50_ms=<n> select1_p99_ms=<n>
//       what the limiter adds to a call: its two checks (the window, a slot), one after another,
//       through the real PostgresLimiter; beside it a bare `select 1` on the same database, the
//       floor any round trip has on this machine at this moment
//   limits store_down status=<n> retry_after_s=<n> recovered=<yes|no> recovered_after_ms=<n>
//       what a call gets while the database server is stopped, and how soon after it is started
//       again calls are answered
// Figures only; nothing here fails a build. Expects `npm run build` to have run.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import postgres from 'postgres';
import { build } from 'vite';
import { startPostgres } from '../scripts/postgres-server.mjs';
import { callAs, startDeno, startNode, startUpstream, stopAll } from '../scripts/speech-instances.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(root, process.env.BUILD_OUT_DIR ?? 'dist');
const main = `${distDir}-server/main.js`;
const LIMIT = 60;
const CALLS = 90;
const CAP = 8;
const TIMING_CALLS = 2000;

if (!existsSync(main)) {
  console.error(`limits: no ${main}; run "npm run build" first`);
  process.exit(1);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (value) => Math.round(value * 100) / 100;

async function statuses(instances, count, clientOf) {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const response = await callAs(instances[index % instances.length], clientOf(index));
      await response.body?.cancel();
      return { status: response.status, retryAfter: response.headers.get('Retry-After') };
    }),
  );
}

async function oneLimit(instances, runtime, client) {
  const answers = await statuses(instances, CALLS, () => client);
  const allowed = answers.filter((answer) => answer.status === 200).length;
  console.info(
    `limits store=pg instances=${instances.length} calls=${CALLS} limit=${LIMIT} allowed=${allowed} ` +
      `over_limit=${Math.max(0, allowed - LIMIT)} runtime=${runtime}`,
  );
}

async function heldSlots(sql) {
  const [row] = await sql`
    select count(*)::int as held from speech_limits.slots
    where pool = 'openai' and lease is not null and expires_at > now()`;
  return row.held;
}

/** The real PostgresLimiter, bundled as the server bundles it, timed on its own. */
async function limiterTimings(url) {
  const folder = mkdtempSync(join(tmpdir(), 'basebots-limiter-'));
  try {
    await build({
      configFile: false,
      logLevel: 'silent',
      ssr: { noExternal: true, target: 'node' },
      build: {
        ssr: join(root, 'supabase/functions/openai/limits-postgres.ts'),
        outDir: folder,
        rolldownOptions: { output: { entryFileNames: 'limiter.mjs' } },
      },
    });
    const { PostgresLimiter } = await import(pathToFileURL(join(folder, 'limiter.mjs')).href);
    const limiter = new PostgresLimiter({
      url,
      ratePerMinute: 1_000_000,
      maxInFlight: 64,
      maxInFlightPerClient: 64,
      pool: 'bench-timing',
    });
    const bare = postgres(url, { max: 1, prepare: false, onnotice: () => undefined });
    const times = [];
    const floor = [];
    for (let call = 0; call < TIMING_CALLS + 200; call += 1) {
      let started = performance.now();
      await limiter.take(`bench-timing-${call % 50}`);
      const slot = await limiter.acquire(`bench-timing-${call % 50}`);
      const took = performance.now() - started;
      if (slot.allowed) slot.release();
      started = performance.now();
      await bare`select 1`;
      if (call >= 200) {
        times.push(took);
        floor.push(performance.now() - started);
      }
    }
    await Promise.all([limiter.close(), bare.end({ timeout: 1 })]);
    const figures = (values) => {
      values.sort((a, b) => a - b);
      return [round(percentile(values, 50)), round(percentile(values, 99))];
    };
    const [p50, p99] = figures(times);
    const [floor50, floor99] = figures(floor);
    console.info(`limits store=pg p50_ms=${p50} p99_ms=${p99} select1_p50_ms=${floor50} select1_p99_ms=${floor99}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const database = await startPostgres({ log: () => undefined });
const sql = postgres(database.url, { max: 1, onnotice: () => undefined });
const quick = await startUpstream(0);
const slow = await startUpstream(1_500);
const instances = [];
const capped = [];
try {
  const common = {
    OPENAI_BASE_URL: quick.url,
    FUNCTION_RATE_PER_MINUTE: String(LIMIT),
    FUNCTION_MAX_IN_FLIGHT: '1000',
    FUNCTION_MAX_IN_FLIGHT_PER_CLIENT: '1000',
  };
  const small = { OPENAI_BASE_URL: slow.url, FUNCTION_MAX_IN_FLIGHT: String(CAP) };
  const node = (env) => startNode(main, { ...env, BUILD_OUT_DIR: distDir, DATABASE_URL: database.url });
  const deno = (env) => startDeno({ ...env, SUPABASE_DB_URL: database.url });
  instances.push(...(await Promise.all([node(common), node(common), node(common), deno(common), deno(common)])));
  capped.push(...(await Promise.all([node(small), node(small), node(small), deno(small), deno(small)])));

  await oneLimit(instances.slice(0, 3), 'node', '203.0.113.1');
  await oneLimit(instances.slice(3), 'deno', '203.0.113.2');
  await oneLimit(instances, 'node+deno', '203.0.113.3');

  // In flight: 40 calls from 40 clients at once, each held 1.5 s upstream.
  await statuses(capped, 40, (index) => `198.51.100.${index + 1}`);
  await sleep(300);
  const leaked = await heldSlots(sql);
  // A Node instance dies while holding slots: nobody releases them; their leases run out.
  const victim = capped[0];
  const held = statuses([victim], 3, (index) => `192.0.2.${index + 1}`).catch(() => []);
  await sleep(500);
  const heldByVictim = await heldSlots(sql);
  victim.process.kill('SIGKILL');
  const killedAt = Date.now();
  while ((await heldSlots(sql)) > 0 && Date.now() - killedAt < 120_000) await sleep(250);
  const reclaimedAfter = (Date.now() - killedAt) / 1000;
  await held;
  console.info(
    `limits inflight cap=${CAP} max_seen=${slow.maxConcurrent()} leaked_after_release=${leaked} ` +
      `reclaimed_after_ttl_s=${heldByVictim > 0 ? reclaimedAfter.toFixed(1) : 'none-held'}`,
  );

  await limiterTimings(database.url);

  if (database.pause && database.resume) {
    database.pause();
    const down = await statuses([instances[0], instances[3]], 2, () => '203.0.113.9');
    database.resume();
    const backAt = Date.now();
    let recovered = false;
    while (!recovered && Date.now() - backAt < 30_000) {
      const [answer] = await statuses([instances[0]], 1, () => '203.0.113.10');
      recovered = answer.status === 200;
      if (!recovered) await sleep(100);
    }
    const codes = [...new Set(down.map((answer) => answer.status))].join(',');
    const retry = [...new Set(down.map((answer) => answer.retryAfter))].join(',');
    console.info(
      `limits store_down status=${codes} retry_after_s=${retry} recovered=${recovered ? 'yes' : 'no'} ` +
        `recovered_after_ms=${Date.now() - backAt}`,
    );
  } else {
    console.info('limits store_down status=not-measured (POSTGRES_URL: the server is not ours to stop)');
  }
} finally {
  await stopAll([...instances, ...capped]);
  await Promise.all([quick.close(), slow.close(), sql.end({ timeout: 1 })]);
  await database.stop();
}
