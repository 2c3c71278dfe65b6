// @vitest-environment node
// The speech function as the production server mounts it, through the app's fetch: who may call
// it, how often, how many at once, and how long a body may take. Every refusal is JSON with a code.
import { describe, expect, it } from 'vitest';
import { bodyAction } from '../../server/body-action.ts';
import { completion, harness, KEY, ORIGIN, PORT, textCall } from './app-harness.ts';
import { siteForThisFile } from './site-fixture.ts';

const FUNCTION = '/functions/v1/openai';

const site = siteForThisFile();

/** A fake upstream that answers every chat at once and counts the calls. */
function quickUpstream() {
  const seen: Request[] = [];
  return {
    seen,
    fetch: async (request: Request) => {
      seen.push(request);
      const body = (await request.json()) as { messages: { content: string }[] };
      return completion(`Reply to: ${body.messages.at(-1)?.content ?? ''}`);
    },
  };
}

async function expectRefusal(response: Response, status: number, code: string): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
  const body = (await response.json()) as Record<string, unknown>;
  expect(body.code).toBe(code);
  expect(typeof body.error).toBe('string');
}

describe('who may call it', () => {
  it('answers this site own pages, with no CORS grant needed', async () => {
    const upstream = quickUpstream();
    const { send } = harness(site.dist, {}, { upstreamFetch: upstream.fetch });
    const response = await send(FUNCTION, textCall('Hi', { Origin: ORIGIN }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ text: 'Reply to: Hi' });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(upstream.seen[0]?.headers.get('Authorization')).toBe(`Bearer ${KEY}`);
  });

  it('answers a visitor who reached the server as localhost', async () => {
    const upstream = quickUpstream();
    const { send } = harness(site.dist, {}, { upstreamFetch: upstream.fetch });
    const headers = { Host: `localhost:${PORT}`, Origin: `http://localhost:${PORT}` };
    expect((await send(FUNCTION, textCall('Hi', headers))).status).toBe(200);
  });

  it('answers callers that are not browsers (no Origin): CORS cannot restrict them anyway', async () => {
    const { send } = harness(site.dist, {}, { upstreamFetch: quickUpstream().fetch });
    expect((await send(FUNCTION, textCall())).status).toBe(200);
  });

  it('refuses another origin by default with 403, no CORS grant and no upstream call', async () => {
    const upstream = quickUpstream();
    const { send } = harness(site.dist, {}, { upstreamFetch: upstream.fetch });
    for (const origin of [
      'https://attacker.example',
      'null',
      `http://localhost:${PORT}`,
      `https://127.0.0.1:${PORT}`,
    ]) {
      await expectRefusal(await send(FUNCTION, textCall('Hi', { Origin: origin })), 403, 'origin_not_allowed');
      const preflight = await send(FUNCTION, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
      await expectRefusal(preflight, 403, 'origin_not_allowed');
    }
    expect(upstream.seen).toHaveLength(0);
  });

  it('grants CORS to the origins in ALLOWED_ORIGINS, and only to them', async () => {
    const upstream = quickUpstream();
    const { send } = harness(site.dist, { ALLOWED_ORIGINS: 'https://app.example' }, { upstreamFetch: upstream.fetch });
    const preflight = await send(FUNCTION, {
      method: 'OPTIONS',
      headers: { Origin: 'https://app.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('https://app.example');
    const call = await send(FUNCTION, textCall('Hi', { Origin: 'https://app.example' }));
    expect(call.status).toBe(200);
    expect(call.headers.get('Access-Control-Allow-Origin')).toBe('https://app.example');
    await expectRefusal(
      await send(FUNCTION, textCall('Hi', { Origin: 'https://attacker.example' })),
      403,
      'origin_not_allowed',
    );
    // The site's own pages still work.
    expect((await send(FUNCTION, textCall('Hi', { Origin: ORIGIN }))).status).toBe(200);
  });

  it('refuses a host that is not this server, before anything else', async () => {
    const upstream = quickUpstream();
    const { send } = harness(site.dist, {}, { upstreamFetch: upstream.fetch });
    const response = await send(FUNCTION, textCall('Hi', { Host: 'evil.example', Origin: 'http://evil.example' }));
    await expectRefusal(response, 403, 'host_not_allowed');
    expect(upstream.seen).toHaveLength(0);
  });
});

describe('calls per client per minute', () => {
  it('allows 60 calls a minute by default, then answers 429 with Retry-After until the minute is over', async () => {
    let now = 1_000_000;
    const { send } = harness(site.dist, {}, { upstreamFetch: quickUpstream().fetch, now: () => now });
    for (let call = 1; call <= 60; call += 1) {
      expect((await send(FUNCTION, textCall(`call ${call}`))).status, `call ${call}`).toBe(200);
    }
    now += 15_000;
    const refused = await send(FUNCTION, textCall('one too many'));
    expect(refused.headers.get('Retry-After')).toBe('45');
    await expectRefusal(refused, 429, 'rate_limited');

    // Someone else is not affected.
    expect((await send(FUNCTION, { ...textCall(), address: '198.51.100.9' })).status).toBe(200);

    now += 45_000;
    expect((await send(FUNCTION, textCall('a new minute'))).status).toBe(200);
  });

  it('takes its limit from FUNCTION_RATE_PER_MINUTE, and does not count preflights', async () => {
    const { send } = harness(
      site.dist,
      { FUNCTION_RATE_PER_MINUTE: '2', ALLOWED_ORIGINS: 'https://app.example' },
      { upstreamFetch: quickUpstream().fetch },
    );
    const preflight = {
      method: 'OPTIONS',
      headers: { Origin: 'https://app.example', 'Access-Control-Request-Method': 'POST' },
    };
    for (let i = 0; i < 5; i += 1) expect((await send(FUNCTION, preflight)).status).toBe(204);
    expect((await send(FUNCTION, textCall())).status).toBe(200);
    expect((await send(FUNCTION, textCall())).status).toBe(200);
    expect((await send(FUNCTION, textCall())).status).toBe(429);
  });

  it('counts an IPv6 /64 as one client, and an IPv4-mapped address as its IPv4 address', async () => {
    const { send } = harness(site.dist, { FUNCTION_RATE_PER_MINUTE: '1' }, { upstreamFetch: quickUpstream().fetch });
    expect((await send(FUNCTION, { ...textCall(), address: '2001:db8:1:2::1' })).status).toBe(200);
    expect((await send(FUNCTION, { ...textCall(), address: '2001:db8:1:2:ffff::9' })).status).toBe(429);
    expect((await send(FUNCTION, { ...textCall(), address: '2001:db8:1:3::1' })).status).toBe(200);
    expect((await send(FUNCTION, { ...textCall(), address: '192.0.2.4' })).status).toBe(200);
    expect((await send(FUNCTION, { ...textCall(), address: '::ffff:192.0.2.4' })).status).toBe(429);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set, then reads the address the proxy wrote', async () => {
    const untrusted = harness(site.dist, { FUNCTION_RATE_PER_MINUTE: '1' }, { upstreamFetch: quickUpstream().fetch });
    expect((await untrusted.send(FUNCTION, textCall('a', { 'X-Forwarded-For': '192.0.2.1' }))).status).toBe(200);
    // A made-up header does not make a new client.
    expect((await untrusted.send(FUNCTION, textCall('b', { 'X-Forwarded-For': '192.0.2.2' }))).status).toBe(429);

    const proxied = harness(
      site.dist,
      { FUNCTION_RATE_PER_MINUTE: '1', TRUST_PROXY: '1' },
      { upstreamFetch: quickUpstream().fetch },
    );
    const viaProxy = (chain: string) => ({ ...textCall('c', { 'X-Forwarded-For': chain }), address: '10.0.0.2' });
    expect((await proxied.send(FUNCTION, viaProxy('192.0.2.1'))).status).toBe(200);
    expect((await proxied.send(FUNCTION, viaProxy('192.0.2.2'))).status).toBe(200);
    // The client may put anything on the left; the entry the proxy appended decides.
    expect((await proxied.send(FUNCTION, viaProxy('192.0.2.99, 192.0.2.1'))).status).toBe(429);
  });
});

describe('calls in flight', () => {
  it('answers 503 with Retry-After above FUNCTION_MAX_IN_FLIGHT, and frees the slots afterwards', async () => {
    const waiting: (() => void)[] = [];
    const slowUpstream = (request: Request) =>
      new Promise<Response>((resolve) => {
        waiting.push(() => resolve(completion('late')));
        void request.text();
      });
    const { send } = harness(site.dist, { FUNCTION_MAX_IN_FLIGHT: '2' }, { upstreamFetch: slowUpstream });
    const first = send(FUNCTION, textCall('1'));
    const second = send(FUNCTION, textCall('2'));
    await expect.poll(() => waiting.length).toBe(2);

    const third = await send(FUNCTION, textCall('3'));
    expect(third.headers.get('Retry-After')).toBe('2');
    await expectRefusal(third, 503, 'too_busy');

    for (const release of waiting.splice(0)) release();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    const fourth = send(FUNCTION, textCall('4'));
    await expect.poll(() => waiting.length).toBe(1);
    waiting[0]?.();
    expect((await fourth).status).toBe(200);
  });

  it('still lets the handler refuse a body that is too large, while streaming it through', async () => {
    const upstream = quickUpstream();
    const { send } = harness(site.dist, {}, { upstreamFetch: upstream.fetch });
    const huge = JSON.stringify({ responseType: 'text', prompt: 'x'.repeat(2 * 1024 * 1024) });
    const response = await send(FUNCTION, { ...textCall(), body: huge });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { code: string }).code).toBe('payload_too_large');
    expect(upstream.seen).toHaveLength(0);
  });
});

describe('calls in flight per client', () => {
  /** An upstream whose streamed replies last until `finishAll()`. */
  function heldStreams() {
    const finishers: (() => void)[] = [];
    const upstreamFetch = async () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          const chunk = { choices: [{ index: 0, delta: { content: 'Hi' } }] };
          controller.enqueue(new TextEncoder().encode(`data: ${JSON.stringify(chunk)}\n\n`));
          finishers.push(() => {
            controller.enqueue(new TextEncoder().encode('data: [DONE]\n\n'));
            controller.close();
          });
        },
      });
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    };
    return { upstreamFetch, finishAll: () => finishers.splice(0).forEach((finish) => finish()) };
  }
  const streamed = (init: RequestInit = {}): RequestInit => ({
    ...textCall(),
    body: JSON.stringify({ responseType: 'text', prompt: 'Hi', stream: true }),
    ...init,
  });

  it('answers 429 too_many_at_once past FUNCTION_MAX_IN_FLIGHT_PER_CLIENT, while another client is served', async () => {
    const { upstreamFetch, finishAll } = heldStreams();
    const { send } = harness(site.dist, { FUNCTION_MAX_IN_FLIGHT_PER_CLIENT: '2' }, { upstreamFetch });
    const held = [await send(FUNCTION, streamed()), await send(FUNCTION, streamed())];
    expect(held.map((response) => response.status)).toEqual([200, 200]);

    const refused = await send(FUNCTION, streamed());
    expect(refused.headers.get('Retry-After')).toBe('2');
    await expectRefusal(refused, 429, 'too_many_at_once');

    const other = await send(FUNCTION, { ...streamed(), address: '198.51.100.40' });
    expect(other.status).toBe(200);

    finishAll();
    await Promise.all([...held, other].map((response) => response.text()));
    expect((await send(FUNCTION, streamed())).status).toBe(200);
    finishAll();
  });

  it('gives a client its slot back when it leaves in the middle of a streamed reply', async () => {
    const { upstreamFetch, finishAll } = heldStreams();
    const { send } = harness(site.dist, { FUNCTION_MAX_IN_FLIGHT_PER_CLIENT: '1' }, { upstreamFetch });
    const leaving = new AbortController();
    const first = await send(FUNCTION, streamed({ signal: leaving.signal }));
    expect(first.status).toBe(200);
    expect((await send(FUNCTION, streamed())).status).toBe(429);
    leaving.abort();
    const again = await send(FUNCTION, streamed());
    expect(again.status).toBe(200);
    finishAll();
    await again.text();
  });
});

describe('what the headers decide comes first', () => {
  /** A body that never ends; `pulled` is true once anything asked for a byte of it. */
  function endless() {
    const state = { pulled: false };
    const body = new ReadableStream<Uint8Array>(
      {
        pull: () => {
          state.pulled = true;
          return new Promise<void>(() => undefined);
        },
      },
      { highWaterMark: 0 },
    );
    return { body, state };
  }

  it('answers 401 and 415 at once, without reading the body or counting the call', async () => {
    const upstream = quickUpstream();
    // A body deadline of ten minutes: a refusal that waited for the body would never come.
    const { send } = harness(
      site.dist,
      { BODY_TIMEOUT_MS: '600000', FUNCTION_RATE_PER_MINUTE: '1' },
      { upstreamFetch: upstream.fetch },
    );
    const noKey = endless();
    const { Authorization: _key, ...withoutKey } = textCall().headers as Record<string, string>;
    const unauthorised = await send(FUNCTION, {
      method: 'POST',
      headers: withoutKey,
      body: noKey.body,
      duplex: 'half',
    } as RequestInit);
    await expectRefusal(unauthorised, 401, 'missing_api_key');

    const wrongType = endless();
    const unsupported = await send(FUNCTION, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Authorization: `Bearer ${KEY}` },
      body: wrongType.body,
      duplex: 'half',
    } as RequestInit);
    await expectRefusal(unsupported, 415, 'unsupported_media_type');

    expect([noKey.state.pulled, wrongType.state.pulled]).toEqual([false, false]);
    // Neither was counted: the one call a minute is still there.
    expect((await send(FUNCTION, textCall())).status).toBe(200);
    expect((await send(FUNCTION, textCall())).status).toBe(429);
  });

  it('refuses the half-million-deep body without building it: 401 without a key, 400 with one', async () => {
    const upstream = quickUpstream();
    const { send } = harness(site.dist, {}, { upstreamFetch: upstream.fetch });
    const depth = 524_000;
    const body = `{"responseType":"text","prompt":"hi","x":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const { Authorization: _key, ...withoutKey } = textCall().headers as Record<string, string>;
    await expectRefusal(await send(FUNCTION, { method: 'POST', headers: withoutKey, body }), 401, 'missing_api_key');
    await expectRefusal(await send(FUNCTION, { ...textCall(), body }), 400, 'invalid_request');
    expect(upstream.seen).toHaveLength(0);
    expect((await send(FUNCTION, textCall())).status).toBe(200);
  });
});

describe('the request body deadline', () => {
  /** A body that sends its first half and then nothing, like a stalled client. */
  function stalledBody(): ReadableStream<Uint8Array> {
    return new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"responseType":"text","prom'));
      },
    });
  }

  it('answers 408 and asks to close the connection when the body does not arrive in BODY_TIMEOUT_MS', async () => {
    const upstream = quickUpstream();
    const { send } = harness(
      site.dist,
      { BODY_TIMEOUT_MS: '50', FUNCTION_MAX_IN_FLIGHT: '1' },
      { upstreamFetch: upstream.fetch },
    );
    const started = performance.now();
    const response = await send(FUNCTION, { ...textCall(), body: stalledBody(), duplex: 'half' } as RequestInit);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(response.headers.get('Connection')).toBe('close');
    await expectRefusal(response, 408, 'request_timeout');
    expect(upstream.seen).toHaveLength(0);
    // The stalled call never held the only slot.
    expect((await send(FUNCTION, textCall())).status).toBe(200);
  });

  it('lets other calls through while a body is stalled', async () => {
    const { send } = harness(
      site.dist,
      { BODY_TIMEOUT_MS: '1000', FUNCTION_MAX_IN_FLIGHT: '1' },
      { upstreamFetch: quickUpstream().fetch },
    );
    const stalled = send(FUNCTION, { ...textCall(), body: stalledBody(), duplex: 'half' } as RequestInit);
    expect((await send(FUNCTION, textCall('meanwhile'))).status).toBe(200);
    expect((await stalled).status).toBe(408);
  });
});

describe('a streamed reply', () => {
  it('reaches the client event by event, before the upstream has finished, and uncompressed', async () => {
    let finish: () => void = () => undefined;
    const chunk = (content: string) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;
    const upstreamFetch = async () => {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode(chunk('First')));
          finish = () => {
            controller.enqueue(encoder.encode('data: [DONE]\n\n'));
            controller.close();
          };
        },
      });
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    };
    const { send } = harness(site.dist, {}, { upstreamFetch });
    const call = textCall('Hi', { Origin: ORIGIN, 'Accept-Encoding': 'gzip, br' });
    const response = await send(FUNCTION, {
      ...call,
      body: JSON.stringify({ responseType: 'text', prompt: 'Hi', stream: true }),
    });
    expect(response.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Content-Length')).toBeNull();
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toBe('data: {"text":"First"}\n\n');
    finish();
    let rest = '';
    for (let part = await reader.read(); !part.done; part = await reader.read())
      rest += new TextDecoder().decode(part.value);
    expect(rest).toBe('data: {"done":true}\n\n');
  });
});

describe('bodyAction', () => {
  it('admits a body that is complete with a slot taken', () => {
    expect(bodyAction('admitted')).toEqual({ type: 'admit' });
  });

  it('refuses a late body with 408 and closes the connection, and a call without a slot with 503', () => {
    expect(bodyAction('late')).toMatchObject({
      type: 'refuse',
      code: 'request_timeout',
      headers: { Connection: 'close' },
    });
    expect(bodyAction('no-slot')).toMatchObject({ type: 'refuse', code: 'too_busy', headers: { 'Retry-After': '2' } });
    // The client's own calls fill its share: 429, the service is not busy for others.
    expect(bodyAction('no-slot-for-client')).toMatchObject({
      type: 'refuse',
      code: 'too_many_at_once',
      headers: { 'Retry-After': '2' },
    });
    // The limits' store is away: the wait is longer than for a slot.
    expect(bodyAction('store-down')).toMatchObject({
      type: 'refuse',
      code: 'too_busy',
      headers: { 'Retry-After': '5' },
    });
  });
});

describe("the site's own key (OPENAI_API_KEY)", () => {
  const SITE_KEY = 'sk-site-SECRET-on-the-server-only';
  const siteEnv = { OPENAI_API_KEY: SITE_KEY, SITE_KEY_REQUESTS_PER_VISITOR: '2' };
  const keyless = (): RequestInit => {
    const init = textCall('Hi', { Origin: ORIGIN });
    const headers = new Headers(init.headers);
    headers.delete('Authorization');
    return { ...init, headers };
  };

  it('answers the offer without counting it or showing the key', async () => {
    const { send, logs } = harness(site.dist, siteEnv, { upstreamFetch: quickUpstream().fetch });
    const statuses = [];
    // More offers than the rate limit allows calls: they are not calls.
    for (let ask = 0; ask < 70; ask += 1) statuses.push((await send(`${FUNCTION}/offer`)).status);
    expect(new Set(statuses)).toEqual(new Set([200]));
    const offer = await send(`${FUNCTION}/offer`);
    expect(await offer.json()).toEqual({ siteKey: true });
    expect(offer.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(logs.join('\n')).not.toContain(SITE_KEY);
  });

  it("counts each visitor's allowance by their address", async () => {
    const upstream = quickUpstream();
    const { send, logs } = harness(site.dist, siteEnv, { upstreamFetch: upstream.fetch });
    const statuses = [];
    for (let call = 0; call < 3; call += 1) statuses.push((await send(FUNCTION, keyless())).status);
    expect(statuses).toEqual([200, 200, 429]);
    expect((await send(FUNCTION, { ...keyless(), address: '198.51.100.9' })).status).toBe(200);
    expect(upstream.seen.map((request) => request.headers.get('Authorization'))).toEqual(
      Array<string>(3).fill(`Bearer ${SITE_KEY}`),
    );
    expect(logs.join('\n')).not.toContain(SITE_KEY);
  });
});
