// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { InFlightGate, RateLimiter } from '../../../../supabase/functions/openai/limits.ts';

describe('RateLimiter', () => {
  it('allows the limit in a window, then says how long to wait', () => {
    let now = 0;
    const limiter = new RateLimiter(3, 60_000, () => now);
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, true]);
    now = 20_500;
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 40 });
    now = 59_999;
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now = 60_000;
    expect(limiter.take('a').allowed).toBe(true);
  });

  it('counts each key on its own', () => {
    const limiter = new RateLimiter(1, 60_000, () => 0);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('b').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('forgets clients whose window has ended', () => {
    let now = 0;
    const limiter = new RateLimiter(5, 60_000, () => now);
    for (let client = 0; client < 1000; client += 1) limiter.take(`client-${client}`);
    expect(limiter.size).toBe(1000);
    now = 61_000;
    limiter.take('someone new');
    expect(limiter.size).toBe(1);
  });
});

describe('InFlightGate', () => {
  it('hands out at most max slots, and a slot released twice counts once', () => {
    const gate = new InFlightGate(2);
    const first = gate.tryAcquire();
    const second = gate.tryAcquire();
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(gate.tryAcquire()).toBeNull();
    first?.();
    first?.();
    expect(gate.inFlight).toBe(1);
    expect(gate.tryAcquire()).not.toBeNull();
    expect(gate.tryAcquire()).toBeNull();
  });
});
