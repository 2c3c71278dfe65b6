// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  InFlightGate,
  limitSettingsFromEnv,
  RateLimiter,
  type SlotVerdict,
} from '../../../../supabase/functions/openai/limits.ts';

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
  const release = (verdict: SlotVerdict): (() => void) => {
    if (!verdict.allowed) throw new Error(`refused (full: ${verdict.full})`);
    return verdict.release;
  };

  it('hands out at most max slots, and a slot released twice counts once', () => {
    const gate = new InFlightGate(2, 2);
    const first = release(gate.tryAcquire('a'));
    release(gate.tryAcquire('b'));
    expect(gate.tryAcquire('c')).toEqual({ allowed: false, full: 'all' });
    first();
    first();
    expect(gate.inFlight).toBe(1);
    expect(gate.tryAcquire('c').allowed).toBe(true);
    expect(gate.tryAcquire('d').allowed).toBe(false);
  });

  it('holds each client to its share, and forgets a client once it holds nothing', () => {
    const gate = new InFlightGate(10, 2);
    const held = [release(gate.tryAcquire('a')), release(gate.tryAcquire('a'))];
    expect(gate.tryAcquire('a')).toEqual({ allowed: false, full: 'client' });
    expect(gate.tryAcquire('b').allowed).toBe(true);
    expect(gate.clients).toBe(2);
    for (const give of held) give();
    expect(gate.clients).toBe(1);
    expect(gate.tryAcquire('a').allowed).toBe(true);
  });
});

describe('limitSettingsFromEnv', () => {
  it('reads FUNCTION_MAX_IN_FLIGHT_PER_CLIENT, 4 by default, and refuses what is not a whole number', () => {
    const env = (values: Record<string, string>) => (name: string) => values[name];
    expect(limitSettingsFromEnv(env({})).maxInFlightPerClient).toBe(4);
    expect(limitSettingsFromEnv(env({ FUNCTION_MAX_IN_FLIGHT_PER_CLIENT: '2' })).maxInFlightPerClient).toBe(2);
    expect(() => limitSettingsFromEnv(env({ FUNCTION_MAX_IN_FLIGHT_PER_CLIENT: '0' }))).toThrow(
      'FUNCTION_MAX_IN_FLIGHT_PER_CLIENT must be a whole number from 1 to 100000 (got "0")',
    );
  });
});
