// The behaviour every home of the speech function's limits must have (memory, Postgres), as one
// suite each of them runs: `describeLimiterContract('memory', ...)` and the same for Postgres.
// Real time, with windows of a second, so both are held to the clock they really run on.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallLimiter, LimitSettings, Release } from '../../supabase/functions/openai/limits.ts';

/**
 * One store of counters. `connect()` is one instance's view of it: for memory always the same
 * limiter (a process has one), for Postgres a new client each time, as another server would be.
 */
type LimiterStore = {
  connect: () => CallLimiter;
  close: () => Promise<void>;
};

export type StoreFactory = (settings: Required<LimitSettings>) => LimiterStore;

/** A client name no other test (or earlier run on the same database) has used. */
export function freshClient(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

const SECOND = 1000;

type OpenStore = (settings?: Partial<LimitSettings>) => LimiterStore;

export function describeLimiterContract(name: string, makeStore: StoreFactory): void {
  describe(`limiter contract: ${name}`, () => {
    const store = openStoresPerTest(makeStore);
    describeCallRate(store);
    describeCallsInFlight(store);
  });
}

/** Opens stores with the contract's default settings; each test's stores are closed after it. */
function openStoresPerTest(makeStore: StoreFactory): OpenStore {
  const open: LimiterStore[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((made) => made.close()));
  });
  return (settings = {}) => {
    const made = makeStore({ ratePerMinute: 3, maxInFlight: 2, windowMs: 60_000, ...settings });
    open.push(made);
    return made;
  };
}

function describeCallRate(store: OpenStore): void {
  describe('calls per client per window', () => {
    it('allows exactly the limit in a window, then says how long to wait', async () => {
      const limiter = store({ ratePerMinute: 3, windowMs: 60_000 }).connect();
      const client = freshClient('limit');
      const verdicts = [];
      for (let call = 0; call < 5; call += 1) verdicts.push(await limiter.take(client));
      expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, false, false]);
      const refused = verdicts[3];
      if (refused?.allowed !== false) throw new Error('the fourth call was not refused');
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    });

    it('counts each client on its own', async () => {
      const limiter = store({ ratePerMinute: 1 }).connect();
      const [a, b] = [freshClient('a'), freshClient('b')];
      expect((await limiter.take(a)).allowed).toBe(true);
      expect((await limiter.take(b)).allowed).toBe(true);
      expect((await limiter.take(a)).allowed).toBe(false);
      expect((await limiter.take(b)).allowed).toBe(false);
    });

    it('starts the window with the first call and a new one once it has ended', async () => {
      const limiter = store({ ratePerMinute: 2, windowMs: SECOND }).connect();
      const client = freshClient('window');
      expect((await limiter.take(client)).allowed).toBe(true);
      await sleep(400);
      expect((await limiter.take(client)).allowed).toBe(true);
      const refused = await limiter.take(client);
      expect(refused).toEqual({ allowed: false, retryAfterSeconds: 1 });
      // The window began with the first call, not the second: it ends a second after the first.
      await sleep(700);
      expect((await limiter.take(client)).allowed).toBe(true);
      expect((await limiter.take(client)).allowed).toBe(true);
      expect((await limiter.take(client)).allowed).toBe(false);
    });

    it('8 workers x 50 calls from one client: exactly the limit is allowed', async () => {
      const shared = store({ ratePerMinute: 60 });
      const workers = Array.from({ length: 8 }, () => shared.connect());
      const client = freshClient('concurrent');
      const allowed = await Promise.all(
        workers.map(async (limiter) => {
          let count = 0;
          // Each worker keeps 5 calls on the way at once, so the 8 of them really overlap.
          for (let batch = 0; batch < 10; batch += 1) {
            const verdicts = await Promise.all(Array.from({ length: 5 }, () => limiter.take(client)));
            count += verdicts.filter((verdict) => verdict.allowed).length;
          }
          return count;
        }),
      );
      expect(allowed.reduce((sum, count) => sum + count, 0)).toBe(60);
    });
  });
}

function describeCallsInFlight(store: OpenStore): void {
  describe('calls in flight', () => {
    it('hands out at most maxInFlight slots; a release frees one, and twice counts once', async () => {
      const limiter = store({ maxInFlight: 2 }).connect();
      const first = await limiter.acquire();
      const second = await limiter.acquire();
      expect(first).not.toBeNull();
      expect(second).not.toBeNull();
      expect(await limiter.acquire()).toBeNull();
      first?.();
      first?.();
      const third = await limiter.acquire();
      expect(third).not.toBeNull();
      expect(await limiter.acquire()).toBeNull();
      second?.();
      third?.();
    });

    it('8 workers x 50 calls in flight: never more than the cap held at once, none left held', async () => {
      const cap = 5;
      const shared = store({ maxInFlight: cap });
      const workers = Array.from({ length: 8 }, () => shared.connect());
      let holding = 0;
      let maxSeen = 0;
      let granted = 0;
      await Promise.all(
        workers.map(async (limiter) => {
          for (let call = 0; call < 50; call += 1) {
            const release = await limiter.acquire();
            if (!release) continue;
            granted += 1;
            holding += 1;
            maxSeen = Math.max(maxSeen, holding);
            await sleep(1);
            holding -= 1;
            release();
          }
        }),
      );
      expect(maxSeen).toBeLessThanOrEqual(cap);
      expect(granted).toBeGreaterThan(0);
      // Releases are sent without waiting for them: give them a moment, then every slot is free.
      const limiter = shared.connect();
      const all: (Release | null)[] = [];
      for (let attempt = 0; attempt < 50 && all.filter(Boolean).length < cap; attempt += 1) {
        const release = await limiter.acquire();
        if (release) all.push(release);
        else await sleep(20);
      }
      expect(all.filter(Boolean)).toHaveLength(cap);
      expect(await limiter.acquire()).toBeNull();
      for (const release of all) release?.();
    });
  });
}
