// @vitest-environment node
// The function behind its limits as Supabase serves it (index.ts): who the client is by the
// gateway's headers, 429 and 503 with Retry-After and CORS, and a slot held until the answer ends.
import { describe, expect, it } from 'vitest';
import { gatewayClientAddress } from '../../../../supabase/functions/openai/client-key.ts';
import { withLimits } from '../../../../supabase/functions/openai/limited.ts';
import {
  LimitsUnavailable,
  MemoryLimiter,
  type CallLimiter,
  type LimitSettings,
} from '../../../../supabase/functions/openai/limits.ts';
import { testDeps } from './test-deps';

function call(headers: Record<string, string> = {}): Request {
  return new Request('https://project.supabase.co/functions/v1/openai', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: 'Bearer sk-limited-test-0123456789',
      Origin: 'https://basebots.example',
      ...headers,
    },
    body: '{}',
  });
}

const anyOrigin = testDeps(() => Promise.reject(new Error('no upstream here')));
const limiter = (settings: Partial<LimitSettings>) =>
  new MemoryLimiter({ ratePerMinute: 100, maxInFlight: 5, maxInFlightPerClient: 5, ...settings });

/** A handler whose streamed answers last until `finish()`; `started` counts the calls it got. */
function streamingHandler() {
  const finishers: (() => void)[] = [];
  const handler = () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('data: {"text":"Hi"}\n\n'));
        finishers.push(() => controller.close());
      },
    });
    return Promise.resolve(new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }));
  };
  return {
    handler,
    finishAll: () => finishers.splice(0).forEach((finish) => finish()),
    started: () => finishers.length,
  };
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
    const limited = withLimits(answer, limiter({ ratePerMinute: 2 }), anyOrigin);
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
    const limited = withLimits(answer, limiter({ ratePerMinute: 1 }), anyOrigin);
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
    const limited = withLimits(
      streamed,
      limiter({ maxInFlight: 1 }),
      testDeps(anyOrigin.fetch, { allowedOrigins: ['https://basebots.example'] }),
    );
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
      anyOrigin,
    );
    const refused = await limited(call());
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe('5');
    expect(await refused.json()).toMatchObject({ code: 'too_busy' });
    expect(called).toBe(0);
  });

  it('refuses a client at its share of the calls in flight with 429, and serves another client', async () => {
    const { handler, finishAll } = streamingHandler();
    const limited = withLimits(handler, limiter({ maxInFlight: 10, maxInFlightPerClient: 2 }), anyOrigin);
    const busy = { 'cf-connecting-ip': '203.0.113.20' };
    const held = [await limited(call(busy)), await limited(call(busy))];
    expect(held.map((response) => response.status)).toEqual([200, 200]);
    const refused = await limited(call(busy));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('2');
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(await refused.json()).toEqual({
      error: 'Too many calls from your address at once; please wait for one to finish and try again',
      code: 'too_many_at_once',
    });
    const other = await limited(call({ 'cf-connecting-ip': '203.0.113.21' }));
    expect(other.status).toBe(200);
    finishAll();
    await Promise.all([...held, other].map((response) => response.text()));
    expect((await limited(call(busy))).status).toBe(200);
  });

  it('gives the slot of a call back when its client goes away mid-answer', async () => {
    const { handler } = streamingHandler();
    const limited = withLimits(handler, limiter({ maxInFlight: 10, maxInFlightPerClient: 1 }), anyOrigin);
    const client = { 'cf-connecting-ip': '203.0.113.22' };
    const leaving = new AbortController();
    const first = await limited(new Request(call(client), { signal: leaving.signal }));
    expect(first.status).toBe(200);
    expect((await limited(call(client))).status).toBe(429);
    leaving.abort();
    expect((await limited(call(client))).status).toBe(200);
  });

  it('answers what the headers decide before counting anything or reading the body', async () => {
    let counted = 0;
    const counting: CallLimiter = {
      take: () => {
        counted += 1;
        return Promise.resolve({ allowed: true });
      },
      acquire: () => Promise.resolve({ allowed: true, release: () => undefined }),
      close: () => Promise.resolve(),
    };
    let pulled = false;
    // A body that never ends, and says when anything asks for a byte of it.
    const endless = () =>
      new ReadableStream<Uint8Array>(
        {
          pull: () => {
            pulled = true;
            return new Promise<void>(() => undefined);
          },
        },
        { highWaterMark: 0 },
      );
    const limited = withLimits(answer, counting, testDeps(anyOrigin.fetch, { allowedOrigins: ['https://a.example'] }));
    const send = (headers: Record<string, string>, method = 'POST') =>
      limited(
        new Request('https://project.supabase.co/functions/v1/openai', {
          method,
          headers: { Origin: 'https://a.example', 'Content-Type': 'application/json', ...headers },
          body: endless(),
          duplex: 'half',
        } as RequestInit),
      );
    const answers = [
      await send({}),
      await send({ Authorization: 'Bearer sk-limited-test-0123456789', 'Content-Type': 'text/plain' }),
      await send({ Authorization: 'Bearer sk-limited-test-0123456789', Origin: 'https://b.example' }),
      await send({ Authorization: 'Bearer sk-limited-test-0123456789' }, 'PUT'),
    ];
    const codes = await Promise.all(answers.map(async (response) => [response.status, (await response.json()).code]));
    expect(codes).toEqual([
      [401, 'missing_api_key'],
      [415, 'unsupported_media_type'],
      [403, 'origin_not_allowed'],
      [405, 'method_not_allowed'],
    ]);
    expect(counted).toBe(0);
    expect(pulled).toBe(false);
  });
});
