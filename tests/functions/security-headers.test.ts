// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FUNCTION_PATH,
  cacheControlFor,
  localFunctions,
  securityHeaders,
} from '../../supabase/local/functions-plugin.ts';

const EXPECTED_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "media-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; worker-src 'self'; " +
  "manifest-src 'self'; frame-ancestors 'none'; object-src 'none'; base-uri 'none'; form-action 'self'";

function directives(csp: string | undefined): Map<string, string> {
  return new Map(
    (csp ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );
}

describe('securityHeaders', () => {
  it('gives the production policy with only the own origin by default', () => {
    expect(securityHeaders()).toEqual({
      'Content-Security-Policy': EXPECTED_CSP,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'microphone=(self), camera=(self)',
    });
  });

  it('adds the Supabase origin, without its path, to connect-src only', () => {
    const csp = directives(securityHeaders('https://abc123.supabase.co/functions/v1/')['Content-Security-Policy']);
    expect(csp.get('connect-src')).toBe("'self' https://abc123.supabase.co");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('default-src')).toBe("'self'");
  });

  it.each(['', 'not a url', 'javascript:alert(1)', "https://x.example; script-src 'unsafe-inline'"])(
    'ignores the Supabase URL %j when it is not an http(s) URL',
    (url) => {
      expect(securityHeaders(url)['Content-Security-Policy']).toBe(EXPECTED_CSP);
    },
  );

  it('never allows inline or eval scripts, framing, plugins or base rewriting', () => {
    const csp = directives(securityHeaders('https://abc123.supabase.co')['Content-Security-Policy']);
    expect(csp.get('script-src')).not.toMatch(/unsafe|\*/);
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'none'");
  });
});

describe('cacheControlFor', () => {
  const immutable = 'public, max-age=31536000, immutable';

  it.each([
    ['/', false, true, 'no-cache'],
    ['/index.html', false, true, 'no-cache'],
    ['/sw.js', false, true, 'no-cache'],
    ['/manifest.webmanifest', false, true, 'no-cache'],
    ['/bots', true, false, 'no-cache'],
    ['/icons/icon-192.png', false, true, 'no-cache'],
    ['/assets/index-3f9a1c.js', false, true, immutable],
    ['/assets/missing-0000.js', false, false, 'no-cache'],
    ['/assets/index-3f9a1c.js', true, true, 'no-cache'],
    ['/functions/v1/openai', false, false, undefined],
  ])('gives %s (navigation %s, file %s) %s', (pathname, navigation, fileExists, expected) => {
    expect(cacheControlFor({ pathname, navigation, fileExists })).toBe(expected);
  });
});

describe('localFunctions on vite preview', () => {
  let root: string;
  let server: PreviewServer;
  let upstream: Server;
  let appUrl: string;
  const upstreamSeen: { path: string; authorization: string | undefined }[] = [];

  beforeAll(async () => {
    upstream = createServer((req, res) => {
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
    mkdirSync(path.join(root, 'dist', 'assets'), { recursive: true });
    writeFileSync(
      path.join(root, 'dist', 'index.html'),
      '<!doctype html><title>t</title><script type="module" src="/assets/app-1a2b3c.js"></script>',
    );
    writeFileSync(path.join(root, 'dist', 'assets', 'app-1a2b3c.js'), 'export {};');
    writeFileSync(path.join(root, 'dist', 'sw.js'), 'self;');

    server = await preview({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [
        localFunctions({
          env: { OPENAI_BASE_URL: `http://127.0.0.1:${upstreamPort}/v1`, ALLOWED_ORIGINS: 'https://app.example' },
          supabaseUrl: 'https://abc123.supabase.co',
        }),
      ],
      preview: { port: 0, host: '127.0.0.1' },
    });
    const address = server.httpServer.address() as AddressInfo;
    appUrl = `http://127.0.0.1:${address.port}`;
  });

  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => (upstream ? upstream.close(() => resolve()) : resolve()));
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('serves the shell with the security headers and no-cache', async () => {
    const response = await fetch(`${appUrl}/`, { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(200);
    const expected = securityHeaders('https://abc123.supabase.co');
    for (const [name, value] of Object.entries(expected)) expect(response.headers.get(name)).toBe(value);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('serves hashed assets as immutable and a client-side route as the no-cache shell', async () => {
    const asset = await fetch(`${appUrl}/assets/app-1a2b3c.js`);
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const route = await fetch(`${appUrl}/bots`, { headers: { Accept: 'text/html' } });
    expect(route.status).toBe(200);
    expect(route.headers.get('Cache-Control')).toBe('no-cache');
    expect(route.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    const worker = await fetch(`${appUrl}/sw.js`);
    expect(worker.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('mounts the handler, relaying to the configured upstream with the visitor key', async () => {
    const response = await fetch(`${appUrl}${FUNCTION_PATH}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: 'Bearer sk-local-1234567890',
        Origin: 'https://app.example',
      },
      body: JSON.stringify({ responseType: 'text', prompt: 'Hi' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ text: 'Hello from upstream' });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('https://app.example');
    expect(upstreamSeen.at(-1)).toEqual({ path: '/v1/chat/completions', authorization: 'Bearer sk-local-1234567890' });
  });

  it("answers the function's preflight with its own allowlist, not Vite's CORS", async () => {
    const preflight = (origin: string) =>
      fetch(`${appUrl}${FUNCTION_PATH}`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization, content-type',
        },
      });
    const allowed = await preflight('https://app.example');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('https://app.example');
    expect(allowed.headers.get('Access-Control-Allow-Headers')).toBe(
      'authorization, x-client-info, apikey, content-type',
    );
    const refused = await preflight('http://localhost:5173');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull();
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
