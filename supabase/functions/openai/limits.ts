/**
 * The speech function's two limits, calls per client per minute and calls in flight, behind one
 * interface with two homes for the counters: this process's memory (`MemoryLimiter`, the embedded
 * default) or a Postgres database shared by every instance (`limits-postgres.ts`). One contract
 * test suite holds both to the same behaviour.
 */

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Gives a slot back. Safe to call twice; never throws. */
export type Release = () => void;

export interface CallLimiter {
  /** Counts one call from `client` and says whether it may go ahead. */
  take(client: string): Promise<RateVerdict>;
  /** A slot for one call in flight, or null when every slot is taken. */
  acquire(): Promise<Release | null>;
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
  /** The window's length; a minute unless a test shortens it. */
  windowMs?: number;
};

export const WINDOW_MS = 60_000;

/**
 * Seconds a refused client is asked to wait (`Retry-After` of a 503 `too_busy`): when every slot
 * is taken, or when the counters cannot be reached. A rate refusal says when its window ends.
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

/** At most `max` holders at once; a holder gets a release function that is safe to call twice. */
export class InFlightGate {
  readonly #max: number;
  #current = 0;

  constructor(max: number) {
    this.#max = max;
  }

  tryAcquire(): (() => void) | null {
    if (this.#current >= this.#max) return null;
    this.#current += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#current -= 1;
    };
  }

  get inFlight(): number {
    return this.#current;
  }
}

/** Both limits in this process's memory: exact for one process, per process for several. */
export class MemoryLimiter implements CallLimiter {
  readonly #rate: RateLimiter;
  readonly #gate: InFlightGate;

  constructor(settings: LimitSettings, now: () => number = Date.now) {
    this.#rate = new RateLimiter(settings.ratePerMinute, settings.windowMs ?? WINDOW_MS, now);
    this.#gate = new InFlightGate(settings.maxInFlight);
  }

  take(client: string): Promise<RateVerdict> {
    return Promise.resolve(this.#rate.take(client));
  }

  acquire(): Promise<Release | null> {
    return Promise.resolve(this.#gate.tryAcquire());
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** The variables both limits are set with, and their defaults (the Node server's as well). */
export const LIMIT_DEFAULTS = { FUNCTION_RATE_PER_MINUTE: 60, FUNCTION_MAX_IN_FLIGHT: 32 } as const;

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
  };
}
