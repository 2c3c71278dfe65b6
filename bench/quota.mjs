// Figures of the site key's daily quotas shared through Postgres, on loopback: 3 instances of the
// built server (dist-server/main.js) with DATABASE_URL and OPENAI_API_KEY on one database, made
// sure of as `npm run test:pg` does. Prints
//   quota visitor instances=3 calls=<n> allowance=<n> granted=<n> over=<n> refused_code=<code>
//       one visitor's keyless chat calls, 6 at a time, round-robin over the 3 instances
//   quota site instances=3 clients=2 calls=<n> budget=<n> granted=<n> over=<n> refused_code=<code>
//       two visitors' calls, 6 at a time, against a site budget smaller than their allowances
// Figures only; nothing here fails a build. Expects `npm run build` to have run.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '../scripts/postgres-server.mjs';
import { startNode, startUpstream, stopAll } from '../scripts/speech-instances.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(root, process.env.BUILD_OUT_DIR ?? 'dist');
const main = `${distDir}-server/main.js`;
const ALLOWANCE = 20;
const BUDGET = 30;
const CALLS = 45;
const AT_ONCE = 6;

if (!existsSync(main)) {
  console.error(`quota: no ${main}; run "npm run build" first`);
  process.exit(1);
}

/** A keyless chat call from `client`, as a visitor without a key makes it. */
async function keyless(instance, client) {
  const response = await fetch(instance.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
    body: JSON.stringify({ responseType: 'text', prompt: 'Hello' }),
  });
  const body = await response.json().catch(() => ({}));
  return { status: response.status, code: body.code };
}

/**
 * Every call of every client, round-robin over the instances, `AT_ONCE` at a time: enough to race
 * the counters across instances, few enough that a busy machine's database answers within its
 * deadline (past it a call is refused as too_busy, which would hide what the quota grants).
 */
async function round(instances, clients) {
  const total = CALLS * clients.length;
  const answers = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < total; index = next++) {
      answers.push(await keyless(instances[index % instances.length], clients[index % clients.length]));
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  const granted = answers.filter((answer) => answer.status === 200).length;
  const codes = [...new Set(answers.filter((answer) => answer.status !== 200).map((answer) => answer.code))];
  return { granted, calls: answers.length, refused: codes.join(',') || 'none' };
}

const database = await startPostgres({ log: () => undefined });
const upstream = await startUpstream(0);
const instances = [];
try {
  const env = (budget) => ({
    BUILD_OUT_DIR: distDir,
    DATABASE_URL: database.url,
    OPENAI_BASE_URL: upstream.url,
    OPENAI_API_KEY: 'sk-bench-site-key-0123456789',
    SITE_KEY_REQUESTS_PER_VISITOR: String(ALLOWANCE),
    SITE_KEY_REQUESTS_PER_DAY: String(budget),
    FUNCTION_RATE_PER_MINUTE: '100000',
    FUNCTION_MAX_IN_FLIGHT: '1000',
    FUNCTION_MAX_IN_FLIGHT_PER_CLIENT: '1000',
  });
  // A budget far above what is spent here, so only the visitor's allowance counts.
  instances.push(...(await Promise.all([1, 2, 3].map(() => startNode(main, env(1_000_000))))));
  const visitor = await round(instances, ['203.0.113.21']);
  console.info(
    `quota visitor instances=3 calls=${visitor.calls} allowance=${ALLOWANCE} granted=${visitor.granted} ` +
      `over=${Math.max(0, visitor.granted - ALLOWANCE)} refused_code=${visitor.refused}`,
  );
  await stopAll(instances.splice(0));

  // The site's budget: the day's count so far (the round above) is part of it.
  const spentSoFar = visitor.granted;
  instances.push(...(await Promise.all([1, 2, 3].map(() => startNode(main, env(spentSoFar + BUDGET))))));
  const site = await round(instances, ['203.0.113.22', '203.0.113.23']);
  console.info(
    `quota site instances=3 clients=2 calls=${site.calls} budget=${BUDGET} granted=${site.granted} ` +
      `over=${Math.max(0, site.granted - BUDGET)} refused_code=${site.refused}`,
  );
} finally {
  await stopAll(instances);
  await upstream.close();
  await database.stop();
}
