// The behaviour every home of the speech function's limits must have (memory, Postgres), as one
// suite each of them runs: `describeLimiterContract('memory', ...)` and the same for Postgres.
// Real time, with windows of a second, so both are held to the clock they really run on.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { AllowanceSettings } from '../../supabase/functions/openai/allowance.ts';
import type { LimitSettings, Release, SharedLimits, SlotVerdict } from '../../supabase/functions/openai/limits.ts';

/**
 * One store of counters. `connect()` is one instance's view of it: for memory always the same
 * limiter (a process has one), for Postgres a new client each time, as another server would be.
 */
type LimiterStore = {
  connect: () => SharedLimits;
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
    describeCallsInFlightPerClient(store);
    describeSiteKeyAllowances(store);
  });
}

/** A site budget no other test on the same database shares: its counter is the whole site's. */
const roomy: AllowanceSettings = { requestsPerVisitor: 3, voiceSecondsPerVisitor: 60, siteRequestsPerDay: 1_000_000 };

function describeSiteKeyAllowances(store: OpenStore): void {
  describe("the site key's daily allowances", () => {
    const chat = { requests: 1, voiceSeconds: 0 };

    it("grants a visitor exactly the day's chat replies, then refuses as the visitor's", async () => {
      const limiter = store().connect();
      const client = freshClient('visitor');
      const verdicts = [];
      for (let call = 0; call < 5; call += 1) verdicts.push(await limiter.spend(client, chat, roomy));
      expect(verdicts).toEqual([
        { allowed: true },
        { allowed: true },
        { allowed: true },
        { allowed: false, spent: 'visitor' },
        { allowed: false, spent: 'visitor' },
      ]);
      expect(await limiter.spend(freshClient('other'), chat, roomy)).toEqual({ allowed: true });
    });

    it('counts seconds of voice, refusing a call that would pass them and counting it nowhere', async () => {
      const limiter = store().connect();
      const client = freshClient('voice');
      expect(await limiter.spend(client, { requests: 0, voiceSeconds: 50 }, roomy)).toEqual({ allowed: true });
      expect(await limiter.spend(client, { requests: 0, voiceSeconds: 11 }, roomy)).toEqual({
        allowed: false,
        spent: 'visitor',
      });
      expect(await limiter.spend(client, { requests: 0, voiceSeconds: 10 }, roomy)).toEqual({ allowed: true });
      expect(await limiter.spend(client, { requests: 0, voiceSeconds: 1 }, roomy)).toEqual({
        allowed: false,
        spent: 'visitor',
      });
      // Voice spent, chat replies still there.
      expect(await limiter.spend(client, chat, roomy)).toEqual({ allowed: true });
    });

    it("holds the site's budget across visitors and instances, refusing as the site's", async () => {
      const made = store();
      const [first, second] = [made.connect(), made.connect()];
      const settings = { requestsPerVisitor: 10, voiceSecondsPerVisitor: 60, siteRequestsPerDay: 4 };
      const [a, b] = [freshClient('a'), freshClient('b')];
      const verdicts = [
        await first.spend(a, chat, settings),
        await second.spend(b, chat, settings),
        await first.spend(b, chat, settings),
        await second.spend(a, chat, settings),
        await first.spend(a, chat, settings),
        await second.spend(b, chat, settings),
      ];
      expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, true, false, false]);
      expect(verdicts[4]).toEqual({ allowed: false, spent: 'site' });
    });
  });
}

/** Opens stores with the contract's default settings; each test's stores are closed after it. */
function openStoresPerTest(makeStore: StoreFactory): OpenStore {
  const open: LimiterStore[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((made) => made.close()));
  });
  return (settings = {}) => {
    const made = makeStore({
      ratePerMinute: 3,
      maxInFlight: 2,
      maxInFlightPerClient: 2,
      windowMs: 60_000,
      ...settings,
    });
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

/** The release of a granted slot; fails the test when the slot was refused. */
function granted(verdict: SlotVerdict): Release {
  if (!verdict.allowed) throw new Error(`the slot was refused (full: ${verdict.full})`);
  return verdict.release;
}

function describeCallsInFlight(store: OpenStore): void {
  describe('calls in flight', () => {
    it('hands out at most maxInFlight slots; a release frees one, and twice counts once', async () => {
      const limiter = store({ maxInFlight: 2, maxInFlightPerClient: 2 }).connect();
      const [a, b, c] = [freshClient('a'), freshClient('b'), freshClient('c')];
      const first = granted(await limiter.acquire(a));
      const second = granted(await limiter.acquire(b));
      expect(await limiter.acquire(c)).toEqual({ allowed: false, full: 'all' });
      first();
      first();
      const third = granted(await limiter.acquire(c));
      expect(await limiter.acquire(a)).toEqual({ allowed: false, full: 'all' });
      second();
      third();
    });

    it('8 workers x 50 calls in flight: never more than the cap held at once, none left held', async () => {
      const cap = 5;
      const shared = store({ maxInFlight: cap, maxInFlightPerClient: cap });
      const workers = Array.from({ length: 8 }, () => shared.connect());
      let holding = 0;
      let maxSeen = 0;
      let grants = 0;
      await Promise.all(
        workers.map(async (limiter, worker) => {
          const client = freshClient(`worker-${worker}`);
          for (let call = 0; call < 50; call += 1) {
            const slot = await limiter.acquire(client);
            if (!slot.allowed) continue;
            grants += 1;
            holding += 1;
            maxSeen = Math.max(maxSeen, holding);
            await sleep(1);
            holding -= 1;
            slot.release();
          }
        }),
      );
      expect(maxSeen).toBeLessThanOrEqual(cap);
      expect(grants).toBeGreaterThan(0);
      // Releases are sent without waiting for them: give them a moment, then every slot is free.
      const limiter = shared.connect();
      const all: Release[] = [];
      for (let attempt = 0; attempt < 50 && all.length < cap; attempt += 1) {
        const slot = await limiter.acquire(freshClient('after'));
        if (slot.allowed) all.push(slot.release);
        else await sleep(20);
      }
      expect(all).toHaveLength(cap);
      expect((await limiter.acquire(freshClient('after'))).allowed).toBe(false);
      for (const release of all) release();
    });
  });
}

function describeCallsInFlightPerClient(store: OpenStore): void {
  describe('calls in flight per client', () => {
    it('refuses a client at its share and serves another; a release gives the client its slot back', async () => {
      const limiter = store({ maxInFlight: 10, maxInFlightPerClient: 2 }).connect();
      const [busy, other] = [freshClient('busy'), freshClient('other')];
      const first = granted(await limiter.acquire(busy));
      const second = granted(await limiter.acquire(busy));
      expect(await limiter.acquire(busy)).toEqual({ allowed: false, full: 'client' });
      const others = granted(await limiter.acquire(other));
      first();
      first();
      const again = granted(await limiter.acquire(busy));
      expect(await limiter.acquire(busy)).toEqual({ allowed: false, full: 'client' });
      for (const release of [second, others, again]) release();
    });

    it('says a client at its share is full before saying every slot is', async () => {
      const limiter = store({ maxInFlight: 2, maxInFlightPerClient: 2 }).connect();
      const client = freshClient('both');
      const held = [granted(await limiter.acquire(client)), granted(await limiter.acquire(client))];
      expect(await limiter.acquire(client)).toEqual({ allowed: false, full: 'client' });
      expect(await limiter.acquire(freshClient('someone'))).toEqual({ allowed: false, full: 'all' });
      for (const release of held) release();
    });

    it('8 workers x 20 calls at once for one client: never more than its share granted', async () => {
      const share = 3;
      const shared = store({ maxInFlight: 50, maxInFlightPerClient: share });
      const workers = Array.from({ length: 8 }, () => shared.connect());
      const client = freshClient('crowd');
      // Every call is held to the end, so what is granted is what was held at once.
      const verdicts = (
        await Promise.all(
          workers.map((limiter) => Promise.all(Array.from({ length: 20 }, () => limiter.acquire(client)))),
        )
      ).flat();
      const grants = verdicts.filter((verdict) => verdict.allowed);
      expect(grants).toHaveLength(share);
      expect(verdicts.filter((verdict) => !verdict.allowed && verdict.full === 'client')).toHaveLength(160 - share);
      for (const verdict of grants) if (verdict.allowed) verdict.release();
      // Released (in the background): the client's share comes back whole.
      const back: Release[] = [];
      const limiter = shared.connect();
      for (let attempt = 0; attempt < 50 && back.length < share; attempt += 1) {
        const slot = await limiter.acquire(client);
        if (slot.allowed) back.push(slot.release);
        else await sleep(20);
      }
      expect(back).toHaveLength(share);
      for (const release of back) release();
    });
  });
}
