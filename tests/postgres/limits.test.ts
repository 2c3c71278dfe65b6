// The limits with their counters in Postgres: the contract every limiter keeps (the same suite the
// in-memory one runs), then what only a shared store has: leases that outlive their holder,
// the store going away and coming back, and who may call the SQL at all.
import { setTimeout as sleep } from 'node:timers/promises';
import postgres from 'postgres';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { LimitsUnavailable, type CallLimiter, type Release } from '../../supabase/functions/openai/limits.ts';
import {
  PostgresLimiter,
  type LimitsStoreEvent,
  type PostgresLimiterOptions,
} from '../../supabase/functions/openai/limits-postgres.ts';
import { harness, textCall, completion } from '../server/app-harness.ts';
import { makeSite, type SiteFixture } from '../server/site-fixture.ts';
import { describeLimiterContract, freshClient } from '../limits/limiter-contract.ts';
import { startRelay, type Relay } from './tcp-proxy.ts';

const url = inject('postgresUrl');

describeLimiterContract('postgres', (settings) => {
  // A pool of its own per store: tests on one database do not share slots.
  const pool = freshClient('pool');
  const made: PostgresLimiter[] = [];
  return {
    connect: () => {
      const limiter = new PostgresLimiter({ url, pool, ...settings });
      made.push(limiter);
      return limiter;
    },
    close: async () => {
      await Promise.all(made.map((limiter) => limiter.close()));
    },
  };
});

const opened: CallLimiter[] = [];
function limiter(options: Partial<PostgresLimiterOptions> = {}): PostgresLimiter {
  const made = new PostgresLimiter({ url, ratePerMinute: 3, maxInFlight: 1, maxInFlightPerClient: 1, ...options });
  opened.push(made);
  return made;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((made) => made.close()));
});

/** A slot for a client of its own, or null; its release when granted. */
async function slot(limiterToUse: CallLimiter): Promise<Release | null> {
  const verdict = await limiterToUse.acquire(freshClient('caller'));
  return verdict.allowed ? verdict.release : null;
}

/** Tries to take a slot until it comes, or `withinMs` passes; the time it took, or null. */
async function acquireWithin(limiterToUse: CallLimiter, withinMs: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started <= withinMs) {
    const release = await slot(limiterToUse);
    if (release) {
      release();
      return Date.now() - started;
    }
    await sleep(25);
  }
  return null;
}

describe('leases', () => {
  // Leases long enough that a busy machine (a slow connect, a late timer) cannot make one run out
  // early: each check below has at least a second to spare.
  it('a holder that dies without releasing frees its slot when its lease runs out', async () => {
    const pool = freshClient('crash');
    const holder = limiter({ pool, leaseTtlMs: 1_500 });
    expect(await slot(holder)).not.toBeNull();
    // Closing without releasing is what a crash leaves behind: the row stays taken.
    await holder.close();
    const other = limiter({ pool, leaseTtlMs: 1_500 });
    expect(await slot(other)).toBeNull();
    const waited = await acquireWithin(other, 5_000);
    expect(waited).not.toBeNull();
    expect(waited).toBeLessThanOrEqual(2_500);
  });

  it('a call that lasts longer than the lease keeps its slot (renewed), and frees it when released', async () => {
    const pool = freshClient('long');
    const holder = limiter({ pool, leaseTtlMs: 600 });
    const release = await slot(holder);
    expect(release).not.toBeNull();
    const other = limiter({ pool, leaseTtlMs: 600 });
    expect(await acquireWithin(other, 1_500)).toBeNull();
    release?.();
    expect(await acquireWithin(other, 2_000)).not.toBeNull();
  });

  it("a client's share held by a holder that dies comes back when the leases run out", async () => {
    const pool = freshClient('crash-client');
    const client = freshClient('client');
    const settings = { pool, leaseTtlMs: 1_500, maxInFlight: 5, maxInFlightPerClient: 1 };
    const holder = limiter(settings);
    expect((await holder.acquire(client)).allowed).toBe(true);
    await holder.close();
    const other = limiter(settings);
    expect(await other.acquire(client)).toEqual({ allowed: false, full: 'client' });
    const started = Date.now();
    let verdict = await other.acquire(client);
    while (!verdict.allowed && Date.now() - started < 5_000) {
      await sleep(25);
      verdict = await other.acquire(client);
    }
    expect(verdict.allowed).toBe(true);
    if (verdict.allowed) verdict.release();
  });

  it('a larger cap on the same pool makes the extra slots', async () => {
    const pool = freshClient('grow');
    const small = limiter({ pool, maxInFlight: 1 });
    const held = await slot(small);
    expect(await slot(small)).toBeNull();
    const large = limiter({ pool, maxInFlight: 3 });
    const more = [await slot(large), await slot(large)];
    expect(more.every((release) => release !== null)).toBe(true);
    expect(await slot(large)).toBeNull();
    held?.();
    for (const release of more) release?.();
  });
});

describe('the store going away and coming back', () => {
  let relay: Relay;
  beforeAll(async () => {
    relay = await startRelay(url);
  });
  afterAll(() => relay.close());

  it('refuses while the database is unreachable, logs it once, and counts on where it left off', async () => {
    const events: LimitsStoreEvent[] = [];
    const through = limiter({ url: relay.url, timeoutMs: 1_000, log: (event) => events.push(event) });
    const client = freshClient('outage');
    expect((await through.take(client)).allowed).toBe(true);
    expect((await through.take(client)).allowed).toBe(true);

    await relay.cut();
    const started = Date.now();
    await expect(through.take(client)).rejects.toBeInstanceOf(LimitsUnavailable);
    await expect(through.take(client)).rejects.toBeInstanceOf(LimitsUnavailable);
    await expect(through.acquire(client)).rejects.toBeInstanceOf(LimitsUnavailable);
    expect(Date.now() - started).toBeLessThan(3 * 1_000 + 500);
    expect(events.map((event) => event.event)).toEqual(['limits_store_unavailable']);

    await relay.restore();
    // Nothing was lost: the client has one call left in its window, not a fresh quota.
    expect((await through.take(client)).allowed).toBe(true);
    expect((await through.take(client)).allowed).toBe(false);
    expect(events.map((event) => event.event)).toEqual(['limits_store_unavailable', 'limits_store_recovered']);
    expect(events[1]).toMatchObject({ refused: 3 });
    // The log never carries the database URL.
    expect(JSON.stringify(events)).not.toContain(relay.url);
  });

  it('a store that stops answering is given up on at the deadline; a slot it grants late is given back', async () => {
    const pool = freshClient('late');
    const events: LimitsStoreEvent[] = [];
    const through = limiter({ url: relay.url, pool, timeoutMs: 300, log: (event) => events.push(event) });
    expect((await through.take(freshClient('warm'))).allowed).toBe(true);
    relay.hold();
    const started = Date.now();
    await expect(through.acquire(freshClient('late'))).rejects.toBeInstanceOf(LimitsUnavailable);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(events.map((event) => event.event)).toEqual(['limits_store_unavailable']);
    relay.flow();
    // The slot the database granted after the deadline comes back long before its lease (30 s) ends.
    expect(await acquireWithin(limiter({ pool }), 2_000)).not.toBeNull();
  });

  it('the server answers 503 with Retry-After while the store is away, and calls again once it is back', async () => {
    const site: SiteFixture = await makeSite();
    try {
      // A share of its own for the client: a release lost in the cut holds a slot until its lease ends.
      const through = limiter({
        url: relay.url,
        timeoutMs: 1_000,
        ratePerMinute: 60,
        maxInFlight: 4,
        maxInFlightPerClient: 4,
      });
      const { send } = harness(site.dist, {}, { limiter: through, upstreamFetch: async () => completion('Hi') });
      const address = '198.51.100.23';
      expect((await send('/functions/v1/openai', { ...textCall(), address })).status).toBe(200);
      await relay.cut();
      const refused = await send('/functions/v1/openai', { ...textCall(), address });
      expect(refused.status).toBe(503);
      expect(refused.headers.get('Retry-After')).toBe('5');
      expect(await refused.json()).toMatchObject({ code: 'too_busy' });
      await relay.restore();
      expect((await send('/functions/v1/openai', { ...textCall(), address })).status).toBe(200);
    } finally {
      site.cleanup();
    }
  });
});

describe('the SQL', () => {
  let sql: postgres.Sql;
  beforeAll(() => {
    sql = postgres(url, { max: 1, onnotice: () => undefined });
  });
  afterAll(() => sql.end());

  /** Runs `query` as `role`, in a transaction rolled back afterwards; the error message, or null. */
  async function asRole(role: string, query: string): Promise<string | null> {
    try {
      await sql.begin(async (tx) => {
        await tx.unsafe(`set local role ${role}`);
        await tx.unsafe(query);
        throw new Error('rollback');
      });
      return null;
    } catch (error) {
      const message = (error as Error).message;
      return message === 'rollback' ? null : message;
    }
  }

  it('may be called by the service role only: anon and authenticated are refused', async () => {
    const call = `select speech_limits.take_call('grant-check', 5, 60000)`;
    expect(await asRole('service_role', call)).toBeNull();
    expect(
      await asRole('service_role', `select * from speech_limits.acquire_call_slot('grant-check', 1, 'c', 1, 1000)`),
    ).toBeNull();
    for (const role of ['anon', 'authenticated']) {
      expect(await asRole(role, call)).toMatch(/permission denied/);
      expect(await asRole(role, 'select * from speech_limits.rate_windows')).toMatch(/permission denied/);
      expect(await asRole(role, `select speech_limits.acquire_slot('x', 1, 1000)`)).toMatch(/permission denied/);
      expect(await asRole(role, `select * from speech_limits.acquire_call_slot('x', 1, 'c', 1, 1000)`)).toMatch(
        /permission denied/,
      );
      expect(await asRole(role, 'select * from speech_limits.client_leases')).toMatch(/permission denied/);
    }
  });

  it('gives every caller a slot while a larger cap makes the pool grow, however they race', async () => {
    // A slot is taken under cap 2, then forty callers ask at once under cap 1000: the first of
    // them makes the new slots while the others look for one. The race is won or lost in
    // microseconds, so it is run many times over.
    const callers = Array.from({ length: 40 }, () => postgres(url, { max: 1, onnotice: () => undefined }));
    try {
      const refusedRounds: number[] = [];
      for (let round = 0; round < 40; round += 1) {
        const pool = freshClient('growing');
        await sql`select speech_limits.acquire_slot(${pool}, 2, 60000)`;
        const leases = await Promise.all(
          callers.map(async (caller) => {
            const [row] = await caller<{ lease: string | null }[]>`
              select speech_limits.acquire_slot(${pool}, 1000, 60000) as lease`;
            return row?.lease ?? null;
          }),
        );
        if (leases.includes(null)) refusedRounds.push(round);
        expect(new Set(leases).size).toBe(leases.length);
      }
      expect(refusedRounds).toEqual([]);
    } finally {
      await Promise.all(callers.map((caller) => caller.end()));
    }
  });

  it('sweeps the windows that have ended, and only those', async () => {
    const [ended, current] = [freshClient('ended'), freshClient('current')];
    await sql`select speech_limits.take_call(${ended}, 5, 200)`;
    await sleep(300);
    await sql`select speech_limits.take_call(${current}, 5, 60000)`;
    const [row] = await sql<{ swept: number }[]>`select speech_limits.sweep(200) as swept`;
    expect(row?.swept).toBeGreaterThanOrEqual(1);
    const left = await sql<{ client: string }[]>`
      select client from speech_limits.rate_windows where client in (${ended}, ${current})`;
    expect(left.map((row) => row.client)).toEqual([current]);
  });
});
