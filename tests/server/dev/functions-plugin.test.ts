// @vitest-environment node
// `npm run dev`: the speech function on Vite's dev server, mounted as the production server mounts
// it (host check, origin rule, limits, the real handler), and the header table's headers on every
// answer except the CSP, which the dev client cannot live with.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../../server/headers.ts';
import { requestWithHost } from '../../helpers/raw-http.ts';
import { devHeaders, localFunctions } from '../../../server/dev/functions-plugin.ts';
import { FUNCTION_PATH } from '../../../server/function-path.ts';

describe('devHeaders', () => {
  it('are the table headers without the Content-Security-Policy', () => {
    const { 'Content-Security-Policy': csp, ...rest } = securityHeaders();
    expect(csp).toBeDefined();
    expect(devHeaders()).toEqual(rest);
  });
});

describe('localFunctions on the dev server', () => {
  let root: string;
  let server: ViteDevServer;
  let upstream: Server;
  let appUrl: string;
  let port: number;
  const upstreamSeen: { path: string; authorization: string | undefined }[] = [];

  beforeAll(async () => {
    upstream = createHttpServer((req, res) => {
      upstreamSeen.push({ path: req.url ?? '', authorization: req.headers.authorization });
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'Hello from upstream' } }] }));
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const upstreamPort = (upstream.address() as AddressInfo).port;

    root = mkdtempSync(path.join(tmpdir(), 'local-functions-'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title><div id="root"></div>');
    server = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [
        localFunctions({
          env: {
            OPENAI_BASE_URL: `http://127.0.0.1:${upstreamPort}/v1`,
            ALLOWED_ORIGINS: 'https://app.example',
            FUNCTION_RATE_PER_MINUTE: '1000',
          },
        }),
      ],
      server: { port: 0, host: '127.0.0.1', strictPort: false },
    });
    await server.listen();
    port = (server.httpServer?.address() as AddressInfo).port;
    appUrl = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => (upstream ? upstream.close(() => resolve()) : resolve()));
    if (root) rmSync(root, { recursive: true, force: true });
  });

  const call = (headers: Record<string, string> = {}) =>
    fetch(`${appUrl}${FUNCTION_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer sk-local-1234567890', ...headers },
      body: JSON.stringify({ responseType: 'text', prompt: 'Hi' }),
    });

  it('sends the table headers, but not the CSP, on pages', async () => {
    const response = await fetch(`${appUrl}/`, { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(200);
    for (const [name, value] of Object.entries(devHeaders())) expect(response.headers.get(name)).toBe(value);
    expect(response.headers.get('Content-Security-Policy')).toBeNull();
  });

  it('relays a call from the dev page itself to the configured upstream with the visitor key', async () => {
    const response = await call({ Origin: appUrl });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ text: 'Hello from upstream' });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(upstreamSeen.at(-1)).toEqual({ path: '/v1/chat/completions', authorization: 'Bearer sk-local-1234567890' });
  });

  it('grants CORS to ALLOWED_ORIGINS only, preflights included', async () => {
    const allowed = await call({ Origin: 'https://app.example' });
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('https://app.example');
    const preflight = (origin: string) =>
      fetch(`${appUrl}${FUNCTION_PATH}`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
    expect((await preflight('https://app.example')).status).toBe(204);
    const refused = await preflight('http://localhost:5173');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('refuses a foreign Host header on the function, as Vite does on pages', async () => {
    const seen = upstreamSeen.length;
    const callWithHost = (host: string) =>
      requestWithHost(`${appUrl}${FUNCTION_PATH}`, host, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer sk-local-1234567890' },
        body: JSON.stringify({ responseType: 'text', prompt: 'Hi' }),
      });
    const refused = await callWithHost('evil.example');
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toEqual({
      error: 'This site is not served under that host name',
      code: 'host_not_allowed',
    });
    expect(upstreamSeen).toHaveLength(seen);
    expect((await requestWithHost(`${appUrl}/`, 'evil.example')).status).toBe(403);
    expect((await callWithHost(`localhost:${port}`)).status).toBe(200);
  });

  it('answers without a key with 401 JSON', async () => {
    const response = await fetch(`${appUrl}${FUNCTION_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ responseType: 'speech', prompt: 'Hi', voice: 'nova' }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Missing API key', code: 'missing_api_key' });
  });
});
