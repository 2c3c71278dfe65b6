// Several instances, one limit: three Node servers (the real bundle, in processes of their own)
// and the Deno function twice (`deno run index.ts`), all on one database. One client's calls,
// spread across all five, fifteen at a time, get exactly the limit. The cap on calls in flight
// holds across instances too (two more, a Node and a Deno one with a small cap, in front of a
// slow upstream).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  buildServerBundle,
  callAs,
  startDeno,
  startNode,
  startUpstream,
  stopAll,
  type Instance,
} from '../../scripts/speech-instances.mjs';
import { makeSite, type SiteFixture } from '../server/site-fixture.ts';

const url = inject('postgresUrl');
const LIMIT = 60;
const CAP = 3;

let site: SiteFixture;
let bundle: Awaited<ReturnType<typeof buildServerBundle>>;
let upstream: Awaited<ReturnType<typeof startUpstream>>;
let slowUpstream: Awaited<ReturnType<typeof startUpstream>>;
const instances: Instance[] = [];
const capped: Instance[] = [];

beforeAll(async () => {
  // One at a time, so that afterAll cleans up whatever was made before a failure.
  site = await makeSite();
  bundle = await buildServerBundle();
  upstream = await startUpstream(0);
  // Slow enough that the calls overlap even on a busy machine, so the in-flight cap decides.
  slowUpstream = await startUpstream(1_500);
  const node = (env: Record<string, string>) =>
    startNode(bundle.main, { ...env, BUILD_OUT_DIR: site.dist, DATABASE_URL: url });
  const deno = (env: Record<string, string>) => startDeno({ ...env, SUPABASE_DB_URL: url });
  // Caps far above the calls sent: here only the rate decides.
  const common = {
    OPENAI_BASE_URL: upstream.url,
    FUNCTION_RATE_PER_MINUTE: String(LIMIT),
    FUNCTION_MAX_IN_FLIGHT: '1000',
    FUNCTION_MAX_IN_FLIGHT_PER_CLIENT: '1000',
  };
  const small = { OPENAI_BASE_URL: slowUpstream.url, FUNCTION_MAX_IN_FLIGHT: String(CAP) };
  const started = await Promise.allSettled([
    node(common),
    node(common),
    node(common),
    deno(common),
    deno(common),
    node(small),
    deno(small),
  ]);
  for (const [index, result] of started.entries()) {
    if (result.status === 'fulfilled') (index < 5 ? instances : capped).push(result.value);
  }
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
});

afterAll(async () => {
  await stopAll([...instances, ...capped]);
  await Promise.all([upstream?.close(), slowUpstream?.close()]);
  bundle?.cleanup();
  site?.cleanup();
});

describe('several instances on one database', () => {
  it('the Node servers say their limits are in Postgres', () => {
    for (const instance of [...instances, ...capped].filter((each) => each.kind === 'node')) {
      expect(instance.output.join('\n')).toContain('"limits":"postgres"');
    }
  });

  it('grant one client exactly the limit, however its calls are spread', async () => {
    const client = '203.0.113.77';
    const total = LIMIT + 30;
    const byKind = { node: 0, deno: 0 };
    const statuses: number[] = [];
    // Fifteen at once (three on each instance), round-robin over the five: concurrent enough to
    // race, without a queue so long on a busy machine that a check would miss its deadline.
    for (let sent = 0; sent < total; sent += 15) {
      const batch = Array.from({ length: Math.min(15, total - sent) }, async (_, offset) => {
        const instance = instances[(sent + offset) % instances.length]!;
        const response = await callAs(instance, client);
        await response.body?.cancel();
        if (response.status === 200) byKind[instance.kind] += 1;
        if (response.status === 429) expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
        return response.status;
      });
      statuses.push(...(await Promise.all(batch)));
    }
    const counted = (status: number) => statuses.filter((each) => each === status).length;
    // Compared whole, so that a failure shows every status that came back.
    expect(Object.fromEntries([...new Set(statuses)].map((status) => [status, counted(status)]))).toEqual({
      200: LIMIT,
      429: total - LIMIT,
    });
    // Both kinds granted some of them: the limit is one, not one per kind.
    expect(byKind.node).toBeGreaterThan(0);
    expect(byKind.deno).toBeGreaterThan(0);
  });

  it('never have more calls in flight together than the cap', async () => {
    const calls = capped.flatMap((instance, index) =>
      [0, 1, 2, 3, 4].map((n) => callAs(instance, `198.51.100.${index * 5 + n + 1}`)),
    );
    const statuses = await Promise.all(
      calls.map(async (call) => {
        const response = await call;
        await response.body?.cancel();
        return response.status;
      }),
    );
    expect(slowUpstream.maxConcurrent()).toBeLessThanOrEqual(CAP);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
  });
});
