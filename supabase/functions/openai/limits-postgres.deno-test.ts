// The shared limits under the Deno runtime Supabase runs them in: the Postgres limiter itself, and
// index.ts started with SUPABASE_DB_URL as Supabase starts it. Needs a database with the migration
// applied, in LIMITS_TEST_DATABASE_URL: `npm run test:pg` provides one and runs this file
// (tests/postgres/deno.test.ts). Plain assertions: jsr: and deno.land imports cannot be fetched here.
import { PostgresLimiter } from './limits-postgres.ts';

const url = Deno.env.get('LIMITS_TEST_DATABASE_URL') ?? '';
if (url === '') throw new Error('LIMITS_TEST_DATABASE_URL is not set: run this through `npm run test:pg`');

function assertEquals(actual: unknown, expected: unknown, message: string): void {
  const [a, b] = [JSON.stringify(actual), JSON.stringify(expected)];
  if (a !== b) throw new Error(`${message}: expected ${b}, got ${a}`);
}

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

Deno.test('the limit per client, counted in Postgres', async () => {
  const limiter = new PostgresLimiter({ url, ratePerMinute: 2, maxInFlight: 1, maxInFlightPerClient: 1 });
  try {
    const client = unique('deno-rate');
    const verdicts = [await limiter.take(client), await limiter.take(client), await limiter.take(client)];
    assertEquals(
      verdicts.map((verdict) => verdict.allowed),
      [true, true, false],
      'verdicts',
    );
    const refused = verdicts[2];
    if (refused?.allowed !== false || refused.retryAfterSeconds < 59) throw new Error('no Retry-After advice');
  } finally {
    await limiter.close();
  }
});

/** The release of a granted slot, or null. */
async function slot(limiter: PostgresLimiter, client = unique('deno-client')): Promise<(() => void) | null> {
  const verdict = await limiter.acquire(client);
  return verdict.allowed ? verdict.release : null;
}

Deno.test('a slot in flight: the cap, a release, and a lease that runs out', async () => {
  const pool = unique('deno-pool');
  // A lease long enough that a busy machine (a slow close, a late timer) cannot make it run out
  // before it is checked; then the test waits for it, as long as it takes and a little more.
  const leaseTtlMs = 1_500;
  const settings = { url, pool, ratePerMinute: 1, maxInFlight: 1, maxInFlightPerClient: 1, leaseTtlMs };
  const holder = new PostgresLimiter(settings);
  const other = new PostgresLimiter(settings);
  try {
    const release = await slot(holder);
    if (!release) throw new Error('the first slot was refused');
    assertEquals(await slot(other), null, 'second slot while the first is held');
    release();
    await sleep(100);
    const again = await slot(other);
    if (!again) throw new Error('the released slot did not come back');
    // The holder of this one "crashes": it never releases, and its renewals stop with it.
    await other.close();
    assertEquals(await slot(holder), null, 'slot of a crashed holder before its lease ran out');
    const deadline = Date.now() + leaseTtlMs + 2_000;
    let reclaimed = await slot(holder);
    while (!reclaimed && Date.now() < deadline) {
      await sleep(50);
      reclaimed = await slot(holder);
    }
    if (!reclaimed) throw new Error('the expired lease was not reclaimed');
    reclaimed();
  } finally {
    await holder.close();
    await other.close();
  }
});

Deno.test("a client's share of the slots, across two instances; another client is served", async () => {
  const pool = unique('deno-share');
  const settings = { url, pool, ratePerMinute: 100, maxInFlight: 10, maxInFlightPerClient: 2 };
  const [one, two] = [new PostgresLimiter(settings), new PostgresLimiter(settings)];
  try {
    const client = unique('deno-busy');
    const held = [await slot(one, client), await slot(two, client)];
    if (held.includes(null)) throw new Error('the client was refused within its share');
    assertEquals(await one.acquire(client), { allowed: false, full: 'client' }, 'past its share, on one');
    assertEquals(await two.acquire(client), { allowed: false, full: 'client' }, 'past its share, on two');
    const other = await slot(two);
    if (!other) throw new Error('another client was refused');
    held[0]?.();
    other();
    // The release is sent without waiting for it: the client's slot comes back shortly.
    const deadline = Date.now() + 3_000;
    let back = await slot(two, client);
    while (!back && Date.now() < deadline) {
      await sleep(25);
      back = await slot(two, client);
    }
    if (!back) throw new Error("the released slot did not come back to the client's share");
    back();
    held[1]?.();
  } finally {
    await one.close();
    await two.close();
  }
});

Deno.test('index.ts with SUPABASE_DB_URL counts its calls in the database', async () => {
  const upstream = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => undefined }, () =>
    Response.json({ choices: [{ index: 0, message: { role: 'assistant', content: 'Hi' } }] }),
  );
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  const child = new Deno.Command(Deno.execPath(), {
    args: ['run', '--allow-net', '--allow-env', new URL('./index.ts', import.meta.url).pathname],
    env: {
      PORT: String(port),
      SUPABASE_DB_URL: url,
      OPENAI_BASE_URL: `http://127.0.0.1:${upstream.addr.port}/v1`,
      FUNCTION_RATE_PER_MINUTE: '3',
    },
    stdin: 'null',
    stdout: 'piped',
    stderr: 'piped',
  }).spawn();
  const limiter = new PostgresLimiter({ url, ratePerMinute: 3, maxInFlight: 1, maxInFlightPerClient: 1 });
  try {
    const endpoint = `http://127.0.0.1:${port}/`;
    const deadline = Date.now() + 20_000;
    for (let ready = false; !ready;) {
      if (Date.now() > deadline) throw new Error('index.ts did not start listening');
      try {
        const probe = await fetch(endpoint, { method: 'OPTIONS' });
        await probe.body?.cancel();
        ready = probe.status === 204;
      } catch {
        await sleep(100);
      }
    }
    const client = '192.0.2.44';
    const statuses: number[] = [];
    for (let call = 0; call < 4; call += 1) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: 'Bearer sk-deno-store-test-0123456789',
          'cf-connecting-ip': client,
        },
        body: JSON.stringify({ responseType: 'text', prompt: 'Hello' }),
      });
      statuses.push(response.status);
      if (response.status === 429) {
        assertEquals(response.headers.get('Access-Control-Allow-Origin'), '*', 'CORS on the refusal');
        assertEquals((await response.json()).code, 'rate_limited', 'code');
      } else await response.body?.cancel();
    }
    assertEquals(statuses, [200, 200, 200, 429], 'statuses');
    // The same window, seen from outside the process: the client has used its quota.
    assertEquals((await limiter.take(client)).allowed, false, 'the window in the database');
  } finally {
    await limiter.close();
    child.kill('SIGTERM');
    await child.output();
    await upstream.shutdown();
  }
});
