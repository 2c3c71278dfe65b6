/** The counters behind the speech function's limits: calls per client per minute, calls in flight. */

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

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
