// @vitest-environment node
// The server app as a whole, through its fetch: the hosts it answers, the headers on every
// answer, the health check, and its log lines, which never carry a key, a prompt or a query.
import { describe, expect, it } from 'vitest';
import { securityHeaders, STRICT_TRANSPORT_SECURITY } from '../../server/headers.ts';
import { completion, harness, KEY, PORT, textCall } from './app-harness.ts';
import { siteForThisFile } from './site-fixture.ts';

const FUNCTION = '/functions/v1/openai';

const site = siteForThisFile();

describe('hosts', () => {
  it.each([`127.0.0.1:${PORT}`, `localhost:${PORT}`, `LOCALHOST:${PORT}`, `[::1]:${PORT}`])(
    'answers pages for %s',
    async (host) => {
      const { send } = harness(site.dist);
      expect((await send('/pricing', { headers: { Host: host } })).status).toBe(200);
    },
  );

  it.each(['evil.example', `evil.example:${PORT}`, `localhost:${PORT + 1}`, '127.0.0.1', 'localhost', `[::2]:${PORT}`])(
    'refuses pages and the function for %s with 403 JSON',
    async (host) => {
      const { send } = harness(site.dist);
      for (const response of [
        await send('/pricing', { headers: { Host: host } }),
        await send(FUNCTION, textCall('Hi', { Host: host })),
      ]) {
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({
          error: 'This site is not served under that host name',
          code: 'host_not_allowed',
        });
      }
    },
  );

  it('answers the hosts in ALLOWED_HOSTS, a leading dot meaning every name under a domain', async () => {
    const { send } = harness(site.dist, { ALLOWED_HOSTS: 'basebots.example, .basebots.test, other.example:8443' });
    const status = async (host: string) => (await send('/pricing', { headers: { Host: host } })).status;
    expect(await status('basebots.example')).toBe(200);
    expect(await status('basebots.example:443')).toBe(200);
    expect(await status('www.basebots.test')).toBe(200);
    expect(await status('basebots.test')).toBe(200);
    expect(await status('other.example:8443')).toBe(200);
    expect(await status('other.example')).toBe(403);
    expect(await status('notbasebots.test')).toBe(403);
  });

  it('answers the address it was started for (HOST) with its port', async () => {
    const { send } = harness(site.dist, { HOST: '192.168.1.20' });
    expect((await send('/', { headers: { Host: `192.168.1.20:${PORT}` } })).status).toBe(200);
    expect((await send('/', { headers: { Host: `192.168.1.21:${PORT}` } })).status).toBe(403);
  });

  it('answers /healthz whatever the host, and never caches it', async () => {
    const { send } = harness(site.dist);
    const response = await send('/healthz', { headers: { Host: '10.0.0.5:8080' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

describe('headers on every answer', () => {
  it('sends the table headers on pages, files, refusals and the function, without HSTS over plain HTTP', async () => {
    const { send } = harness(site.dist, {}, { upstreamFetch: async () => completion('ok') });
    const answers = [
      await send('/'),
      await send('/assets/app-3f9a1c.js'),
      await send('/nothing-here'),
      await send('/..%2fsecret.txt'),
      await send('/', { headers: { Host: 'evil.example' } }),
      await send(FUNCTION, textCall()),
    ];
    for (const response of answers) {
      for (const [name, value] of Object.entries(securityHeaders()))
        expect(response.headers.get(name), name).toBe(value);
      expect(response.headers.get('Strict-Transport-Security')).toBeNull();
    }
  });

  it('adds HSTS when a trusted proxy says the request came over HTTPS, and only then', async () => {
    const proxied = harness(site.dist, { TRUST_PROXY: '1' });
    const secure = await proxied.send('/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(secure.headers.get('Strict-Transport-Security')).toBe(STRICT_TRANSPORT_SECURITY);
    const plain = await proxied.send('/', { headers: { 'X-Forwarded-Proto': 'http' } });
    expect(plain.headers.get('Strict-Transport-Security')).toBeNull();

    const direct = harness(site.dist);
    const claimed = await direct.send('/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(claimed.headers.get('Strict-Transport-Security')).toBeNull();
  });

  it('puts the Supabase project the app was built for into connect-src', async () => {
    const { send } = harness(site.dist, {}, { supabaseUrl: 'https://abc123.supabase.co' });
    expect((await send('/')).headers.get('Content-Security-Policy')).toContain(
      "connect-src 'self' https://abc123.supabase.co;",
    );
  });
});

describe('the request log', () => {
  type Line = { time: string; method: string; path: string; status: number; duration_ms: number; bytes: number };
  const parse = (logs: string[]): Line[] =>
    logs.map((line) => JSON.parse(line) as Line).filter((line) => 'method' in line);

  it('writes one JSON line per request: method, path without the query, status, duration and bytes', async () => {
    const { send, logs } = harness(site.dist);
    await (await send('/pricing?utm_source=mail&token=abc', { headers: { 'Accept-Encoding': 'br' } })).arrayBuffer();
    await send('/missing', { method: 'HEAD' });
    const [page, missing, ...rest] = parse(logs);
    expect(rest).toEqual([]);
    expect(page).toMatchObject({ method: 'GET', path: '/pricing', status: 200 });
    expect(page?.bytes).toBeGreaterThan(0);
    expect(page?.bytes).toBeLessThan(1024);
    expect(page?.duration_ms).toBeGreaterThanOrEqual(0);
    expect(new Date(page?.time ?? '').getTime()).not.toBeNaN();
    expect(missing).toMatchObject({ method: 'HEAD', path: '/missing', status: 404, bytes: 0 });
    expect(logs.join('\n')).not.toContain('token');
  });

  it('counts the bytes of answers whose length is not known in advance', async () => {
    const { send, logs } = harness(site.dist, {}, { upstreamFetch: async () => completion('four') });
    const text = await (await send(FUNCTION, textCall())).text();
    expect(parse(logs)[0]).toMatchObject({
      method: 'POST',
      path: FUNCTION,
      status: 200,
      bytes: Buffer.byteLength(text),
    });
  });

  it('never contains the key or the prompt, even when everything fails', async () => {
    const prompt = 'my private question about my bank account';
    const failures: ((request: Request) => Promise<Response>)[] = [
      // An upstream that echoes the key back, as OpenAI's 401 does (partly masked).
      async () => Response.json({ error: { message: `Incorrect API key provided: ${KEY}` } }, { status: 401 }),
      async () => new Response(`<html>500 for ${KEY} asking ${prompt}</html>`, { status: 500 }),
      async () => {
        throw new Error(`connect ECONNREFUSED while sending ${KEY}`);
      },
      async () => completion(`You said ${prompt} with ${KEY}`),
    ];
    for (const upstreamFetch of failures) {
      const { send, logs } = harness(
        site.dist,
        { BODY_TIMEOUT_MS: '30', FUNCTION_RATE_PER_MINUTE: '3' },
        { upstreamFetch },
      );
      await (await send(FUNCTION, textCall(prompt))).text();
      await (await send(`${FUNCTION}?key=${KEY}`, textCall(prompt, { Origin: 'https://attacker.example' }))).text();
      await (await send(FUNCTION, { ...textCall(prompt), body: '{"prompt": "' })).text();
      await (await send(FUNCTION, textCall(prompt))).text();
      await (await send(FUNCTION, textCall(prompt))).text(); // 429
      await (await send('/pricing', { headers: { Authorization: `Bearer ${KEY}`, Host: 'evil.example' } })).text();
      const stalled = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(`{"prompt":"${prompt} ${KEY}`));
        },
      });
      const limited = harness(site.dist, { BODY_TIMEOUT_MS: '30' }, { upstreamFetch });
      await (await limited.send(FUNCTION, { ...textCall(), body: stalled, duplex: 'half' } as RequestInit)).text();
      const all = [...logs, ...limited.logs].join('\n');
      expect(logs.length).toBeGreaterThanOrEqual(6);
      expect(all).not.toContain(KEY);
      expect(all).not.toContain(KEY.slice(3, 20));
      expect(all).not.toContain('private question');
    }
  });
});
