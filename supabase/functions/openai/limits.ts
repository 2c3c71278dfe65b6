/**
 * The speech function's limits, calls per client per minute and calls in flight (in all and per
 * client), behind one
 * interface with two homes for the counters: this process's memory (`MemoryLimiter`, the embedded
 * default) or a Postgres database shared by every instance (`limits-postgres.ts`). One contract
 * test suite holds both to the same behaviour.
 */

import {
  MemoryAllowances,
  type AllowanceSettings,
  type AllowanceStore,
  type AllowanceVerdict,
  type Spend,
} from './allowance.ts';

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Gives a slot back. Safe to call twice; never throws. */
export type Release = () => void;

/**
 * A slot for one call in flight, or whose calls fill the slots: the client's own (it has its
 * share in flight already) or everyone's.
 */
export type SlotVerdict = { allowed: true; release: Release } | { allowed: false; full: 'client' | 'all' };

export interface CallLimiter {
  /** Counts one call from `client` and says whether it may go ahead. */
  take(client: string): Promise<RateVerdict>;
  /** A slot for one call of `client` in flight, within its share and the cap on all calls. */
  acquire(client: string): Promise<SlotVerdict>;
  /** Lets go of what the limiter holds (connections); the counters stay where they are. */
  close(): Promise<void>;
}

/**
 * The counters cannot be reached (the database is down, or too slow to answer). Callers refuse
 * the call rather than let it through uncounted: see docs/server.md, "Several instances".
 */
export class LimitsUnavailable extends Error {
  override name = 'LimitsUnavailable';
}

export type LimitSettings = {
  /** Calls per client per window (`FUNCTION_RATE_PER_MINUTE`). */
  ratePerMinute: number;
  /** Calls answered at once (`FUNCTION_MAX_IN_FLIGHT`). */
  maxInFlight: number;
  /** Calls of one client answered at once (`FUNCTION_MAX_IN_FLIGHT_PER_CLIENT`). */
  maxInFlightPerClient: number;
  /** The window's length; a minute unless a test shortens it. */
  windowMs?: number;
};

export const WINDOW_MS = 60_000;

/**
 * Seconds a refused client is asked to wait (`Retry-After`): when every slot is taken (503
 * `too_busy`) or the client's share of them (429 `too_many_at_once`), or when the counters cannot
 * be reached (503). A rate refusal says when its window ends.
 */
export const RETRY_AFTER_SECONDS = { busy: 2, storeDown: 5 } as const;

/**
 * At most `limit` calls per client in a window of `windowMs` that starts with the client's first
 * call (a fixed window, the same rule a visitor would state: "60 a minute"). Windows that have
 * ended are swept once per window, so memory follows the number of recent clients.
 */
export class RateLimiter {
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #now: () => number;
  readonly #windows = new Map<string, { start: number; count: number }>();
  #lastSweep: number;

  constructor(limit: number, windowMs: number, now: () => number = Date.now) {
    this.#limit = limit;
    this.#windowMs = windowMs;
    this.#now = now;
    this.#lastSweep = now();
  }

  /** Counts one call for `key` and says whether it may go ahead. */
  take(key: string): RateVerdict {
    const now = this.#now();
    if (now - this.#lastSweep >= this.#windowMs) this.#sweep(now);
    let window = this.#windows.get(key);
    if (!window || now - window.start >= this.#windowMs) {
      window = { start: now, count: 0 };
      this.#windows.set(key, window);
    }
    if (window.count >= this.#limit) {
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((window.start + this.#windowMs - now) / 1000)),
      };
    }
    window.count += 1;
    return { allowed: true };
  }

  /** How many clients are being counted (for tests and figures). */
  get size(): number {
    return this.#windows.size;
  }

  #sweep(now: number): void {
    for (const [key, window] of this.#windows) {
      if (now - window.start >= this.#windowMs) this.#windows.delete(key);
    }
    this.#lastSweep = now;
  }
}

/**
 * At most `max` holders at once, and at most `maxPerClient` of them for one client; a holder gets
 * a release function that is safe to call twice. Only clients holding slots are remembered.
 */
export class InFlightGate {
  readonly #max: number;
  readonly #maxPerClient: number;
  #current = 0;
  readonly #byClient = new Map<string, number>();

  constructor(max: number, maxPerClient: number) {
    this.#max = max;
    this.#maxPerClient = maxPerClient;
  }

  tryAcquire(client: string): SlotVerdict {
    const held = this.#byClient.get(client) ?? 0;
    if (held >= this.#maxPerClient) return { allowed: false, full: 'client' };
    if (this.#current >= this.#max) return { allowed: false, full: 'all' };
    this.#current += 1;
    this.#byClient.set(client, held + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.#current -= 1;
      const left = (this.#byClient.get(client) ?? 1) - 1;
      if (left === 0) this.#byClient.delete(client);
      else this.#byClient.set(client, left);
    };
    return { allowed: true, release };
  }

  get inFlight(): number {
    return this.#current;
  }

  /** How many clients hold slots (for tests and figures). */
  get clients(): number {
    return this.#byClient.size;
  }
}

/** The limits and the site key's allowances, in one store: what the function is counted by. */
export type SharedLimits = CallLimiter & AllowanceStore;

/** Both limits (and the site key's allowances) in this process's memory: exact for one process, per process for several. */
export class MemoryLimiter implements SharedLimits {
  readonly #rate: RateLimiter;
  readonly #gate: InFlightGate;
  readonly #allowances: MemoryAllowances;

  constructor(settings: LimitSettings, now: () => number = Date.now) {
    this.#rate = new RateLimiter(settings.ratePerMinute, settings.windowMs ?? WINDOW_MS, now);
    this.#gate = new InFlightGate(settings.maxInFlight, settings.maxInFlightPerClient);
    this.#allowances = new MemoryAllowances(now);
  }

  spend(client: string, spend: Spend, settings: AllowanceSettings): Promise<AllowanceVerdict> {
    return this.#allowances.spend(client, spend, settings);
  }

  take(client: string): Promise<RateVerdict> {
    return Promise.resolve(this.#rate.take(client));
  }

  acquire(client: string): Promise<SlotVerdict> {
    return Promise.resolve(this.#gate.tryAcquire(client));
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** The variables both limits are set with, and their defaults (the Node server's as well). */
export const LIMIT_DEFAULTS = {
  FUNCTION_RATE_PER_MINUTE: 60,
  FUNCTION_MAX_IN_FLIGHT: 32,
  // A voice call holds three at most (its streamed reply and two sentences of speech ahead).
  FUNCTION_MAX_IN_FLIGHT_PER_CLIENT: 4,
} as const;

/** The limits from the function's environment; throws on a value that is not a whole number in range. */
export function limitSettingsFromEnv(get: (name: string) => string | undefined): LimitSettings {
  const whole = (name: keyof typeof LIMIT_DEFAULTS, max: number): number => {
    const text = get(name)?.trim();
    if (text === undefined || text === '') return LIMIT_DEFAULTS[name];
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < 1 || value > max) {
      throw new Error(`${name} must be a whole number from 1 to ${max} (got "${text}")`);
    }
    return value;
  };
  return {
    ratePerMinute: whole('FUNCTION_RATE_PER_MINUTE', 10_000_000),
    maxInFlight: whole('FUNCTION_MAX_IN_FLIGHT', 100_000),
    maxInFlightPerClient: whole('FUNCTION_MAX_IN_FLIGHT_PER_CLIENT', 100_000),
  };
}
