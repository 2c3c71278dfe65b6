// @vitest-environment node
// The function behind its limits as Supabase serves it (index.ts): who the client is by the
// gateway's headers, 429 and 503 with Retry-After and CORS, and a slot held until the answer ends.
import { describe, expect, it } from 'vitest';
import { gatewayClientAddress } from '../../../../supabase/functions/openai/client-key.ts';
import { withLimits } from '../../../../supabase/functions/openai/limited.ts';
import { LimitsUnavailable, MemoryLimiter, type CallLimiter } from '../../../../supabase/functions/openai/limits.ts';

function call(headers: Record<string, string> = {}): Request {
  return new Request('https://project.supabase.co/functions/v1/openai', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'https://basebots.example', ...headers },
    body: '{}',
  });
}

const answer = () => Promise.resolve(Response.json({ text: 'Hi' }));

describe('gatewayClientAddress', () => {
  it('takes cf-connecting-ip first, then x-real-ip, then the first hop of X-Forwarded-For', () => {
    const headers = new Headers({
      'cf-connecting-ip': '203.0.113.1',
      'x-real-ip': '203.0.113.2',
      'x-forwarded-for': '203.0.113.3, 10.0.0.1',
    });
    expect(gatewayClientAddress(headers)).toBe('203.0.113.1');
    headers.delete('cf-connecting-ip');
    expect(gatewayClientAddress(headers)).toBe('203.0.113.2');
    headers.delete('x-real-ip');
    expect(gatewayClientAddress(headers)).toBe('203.0.113.3');
  });

  it('ignores values that are not addresses, and counts callers without any as one', () => {
    expect(gatewayClientAddress(new Headers({ 'cf-connecting-ip': 'me', 'x-real-ip': '2001:db8::7' }))).toBe(
      '2001:db8::7',
    );
    expect(gatewayClientAddress(new Headers({ 'x-forwarded-for': 'evil, 203.0.113.3' }))).toBe('unknown');
    expect(gatewayClientAddress(new Headers())).toBe('unknown');
  });
});

describe('withLimits', () => {
  it('answers the limit, then 429 with Retry-After and the CORS grant, counting per client', async () => {
    const limited = withLimits(answer, new MemoryLimiter({ ratePerMinute: 2, maxInFlight: 5 }), '*');
    const client = { 'cf-connecting-ip': '203.0.113.9' };
    expect((await limited(call(client))).status).toBe(200);
    expect((await limited(call(client))).status).toBe(200);
    const refused = await limited(call(client));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(59);
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(refused.headers.get('Cache-Control')).toBe('no-store');
    expect(await refused.json()).toEqual({
      error: 'Too many calls from your address; please wait a moment and try again',
      code: 'rate_limited',
    });
    // Another client has a window of its own.
    expect((await limited(call({ 'cf-connecting-ip': '203.0.113.10' }))).status).toBe(200);
    // Preflights are not calls.
    const preflight = await limited(new Request(call(client).url, { method: 'OPTIONS' }));
    expect(preflight.status).toBe(200);
  });

  it('counts IPv6 clients per /64', async () => {
    const limited = withLimits(answer, new MemoryLimiter({ ratePerMinute: 1, maxInFlight: 5 }), '*');
    expect((await limited(call({ 'cf-connecting-ip': '2001:db8:1:2::1' }))).status).toBe(200);
    expect((await limited(call({ 'cf-connecting-ip': '2001:db8:1:2::ffff' }))).status).toBe(429);
  });

  it('holds a slot until a streamed answer has ended, then gives it back', async () => {
    let finish: () => void = () => undefined;
    const streamed = () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('data: {"text":"Hi"}\n\n'));
          finish = () => controller.close();
        },
      });
      return Promise.resolve(new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }));
    };
    const limited = withLimits(streamed, new MemoryLimiter({ ratePerMinute: 100, maxInFlight: 1 }), [
      'https://basebots.example',
    ]);
    const first = await limited(call());
    expect(first.status).toBe(200);
    const busy = await limited(call());
    expect(busy.status).toBe(503);
    expect(busy.headers.get('Retry-After')).toBe('2');
    expect(busy.headers.get('Access-Control-Allow-Origin')).toBe('https://basebots.example');
    expect(await busy.json()).toMatchObject({ code: 'too_busy' });
    const reading = first.text();
    finish();
    expect(await reading).toContain('Hi');
    expect((await limited(call())).status).toBe(200);
  });

  it('refuses with 503 and Retry-After 5 when the limits cannot be checked, without calling the handler', async () => {
    let called = 0;
    const unreachable: CallLimiter = {
      take: () => Promise.reject(new LimitsUnavailable('no answer within 5000 ms')),
      acquire: () => Promise.reject(new LimitsUnavailable('no answer within 5000 ms')),
      close: () => Promise.resolve(),
    };
    const limited = withLimits(
      () => {
        called += 1;
        return answer();
      },
      unreachable,
      '*',
    );
    const refused = await limited(call());
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe('5');
    expect(await refused.json()).toMatchObject({ code: 'too_busy' });
    expect(called).toBe(0);
  });
});
