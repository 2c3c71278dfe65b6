// @vitest-environment node
// The server on a real port: start-up failures an operator can fix, the deadlines Node enforces on
// slow clients, and a graceful shutdown.
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../server/config.ts';
import { startServer, StartupError, type RunningServer } from '../../server/node-server.ts';
import { completion, KEY } from './app-harness.ts';
import { siteForThisFile } from './site-fixture.ts';

const site = siteForThisFile();

const env = (extra: Record<string, string> = {}) => ({
  PORT: '0',
  BUILD_OUT_DIR: site.dist,
  OPENAI_BASE_URL: 'https://upstream.test/v1',
  ...extra,
});

/** Sends raw bytes and collects what comes back until the server closes the connection. */
function rawExchange(port: number, bytes: string): Promise<{ text: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('close', () => resolve({ text, closedAfterMs: performance.now() - started }));
    socket.on('error', reject);
  });
}

describe('start-up', () => {
  it('refuses to start without a built site, saying what to run', async () => {
    await expect(startServer({ env: env({ BUILD_OUT_DIR: path.join(site.root, 'nowhere') }) })).rejects.toThrow(
      new StartupError(
        `There is no built site in ${path.join(site.root, 'nowhere')} (no index.html). Run "npm run build" first, or "npm start" to build and serve.`,
      ),
    );
  });

  it('says so when the port is taken', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as AddressInfo;
    try {
      const attempt = startServer({ env: env({ PORT: String(port) }) });
      await expect(attempt).rejects.toBeInstanceOf(StartupError);
      await expect(attempt).rejects.toThrow(`Cannot listen on port ${port} on 127.0.0.1: it is already in use.`);
    } finally {
      blocker.close();
    }
  });

  it('checks the function variables before opening the port', async () => {
    const attempt = startServer({ env: env({ OPENAI_BASE_URL: 'ftp://nope' }) });
    await expect(attempt).rejects.toBeInstanceOf(ConfigError);
    await expect(attempt).rejects.toThrow('OPENAI_BASE_URL must be an http(s) URL');
  });
});

describe('slow clients on a real socket', () => {
  let running: RunningServer;
  beforeAll(async () => {
    running = await startServer({ env: env({ BODY_TIMEOUT_MS: '300' }), log: () => undefined });
  });
  afterAll(() => running.close(100));

  it('answers a stalled body with 408 and closes the connection', async () => {
    const { text, closedAfterMs } = await rawExchange(
      running.port,
      'POST /functions/v1/openai HTTP/1.1\r\nHost: 127.0.0.1:' +
        running.port +
        `\r\nContent-Type: application/json\r\nAuthorization: Bearer ${KEY}\r\nContent-Length: 200\r\n\r\n` +
        '{"responseType":"te',
    );
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text.toLowerCase()).toContain('connection: close');
    expect(text).toContain('"code":"request_timeout"');
    expect(closedAfterMs).toBeLessThan(3_000);
  });

  it('closes a connection whose headers never end', async () => {
    const { closedAfterMs } = await rawExchange(running.port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    expect(closedAfterMs).toBeLessThan(3_000);
  });

  it('answers a Host header Node cannot make a URL of with 400 JSON', async () => {
    const { text } = await rawExchange(
      running.port,
      'GET / HTTP/1.1\r\nHost: visitor@127.0.0.1\r\nConnection: close\r\n\r\n',
    );
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(text).toContain('"code":"bad_request"');
  });

  it('answers a raw traversal attempt without serving anything outside dist/', async () => {
    const { text } = await rawExchange(
      running.port,
      `GET /..%2f..%2fsecret.txt HTTP/1.1\r\nHost: 127.0.0.1:${running.port}\r\nConnection: close\r\n\r\n`,
    );
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    const dotted = await rawExchange(
      running.port,
      `GET /../secret.txt HTTP/1.1\r\nHost: 127.0.0.1:${running.port}\r\nConnection: close\r\n\r\n`,
    );
    expect(dotted.text).toMatch(/^HTTP\/1\.1 404 /);
    expect(dotted.text).not.toContain('TOP-SECRET');
  });
});

describe('hostile requests on a real socket', () => {
  let running: RunningServer;
  beforeAll(async () => {
    running = await startServer({ env: env(), log: () => undefined, upstreamFetch: async () => completion('Hi') });
  });
  afterAll(() => running.close(100));

  it('refuses a literal backslash in the path as invalid_path, as an encoded one', async () => {
    for (const target of ['/a\\b', '/functions/v1/openai\\x', '/%5c']) {
      const { text } = await rawExchange(
        running.port,
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${running.port}\r\nConnection: close\r\n\r\n`,
      );
      expect(text, target).toMatch(/^HTTP\/1\.1 400 /);
      expect(text, target).toContain('"code":"invalid_path"');
      // An answer of the app: it carries the header table.
      expect(text.toLowerCase(), target).toContain('cross-origin-resource-policy: same-origin');
    }
  });

  it('closes the connection after refusing a call whose large body it did not read, rather than read it', async () => {
    // 60 MiB declared, a few bytes sent: the 401 comes at once and the server hangs up.
    const { text } = await rawExchange(
      running.port,
      `POST /functions/v1/openai HTTP/1.1\r\nHost: 127.0.0.1:${running.port}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${60 * 1024 * 1024}\r\n\r\n{"responseType":"text"`,
    );
    expect(text).toMatch(/^HTTP\/1\.1 401 /);
    expect(text.toLowerCase()).toContain('connection: close');
  });

  it('keeps answering while four half-million-deep bodies arrive at once, and refuses each', async () => {
    const depth = 524_000;
    const body = `{"responseType":"text","prompt":"hi","x":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const hostile = (authorization?: string) =>
      fetch(`${running.url}/functions/v1/openai`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
        body,
      }).then(async (response) => [response.status, ((await response.json()) as { code: string }).code]);
    const calls = [hostile(), hostile(), hostile(`Bearer ${KEY}`), hostile(`Bearer ${KEY}`)];
    const health = await fetch(`${running.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await Promise.all(calls)).toEqual([
      [401, 'missing_api_key'],
      [401, 'missing_api_key'],
      [400, 'invalid_request'],
      [400, 'invalid_request'],
    ]);
  });
});

describe('graceful shutdown', () => {
  it('stops accepting, lets the call in flight finish, then resolves', async () => {
    let answer: (() => void) | undefined;
    const upstreamFetch = () => new Promise<Response>((resolve) => (answer = () => resolve(completion('late reply'))));
    const running = await startServer({ env: env(), log: () => undefined, upstreamFetch });
    const inFlight = fetch(`${running.url}/functions/v1/openai`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${KEY}` },
      body: JSON.stringify({ responseType: 'text', prompt: 'Hi' }),
    });
    await expect.poll(() => answer !== undefined).toBe(true);

    let closed = false;
    const closing = running.close(5_000).then(() => (closed = true));
    await expect(fetch(`${running.url}/`)).rejects.toThrow();
    expect(closed).toBe(false);

    answer?.();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ text: 'late reply' });
    await closing;
    expect(closed).toBe(true);
  });

  it('gives up on what is still in flight after the grace period', async () => {
    const running = await startServer({
      env: env(),
      log: () => undefined,
      upstreamFetch: () => new Promise<Response>(() => undefined),
    });
    const stuck = fetch(`${running.url}/functions/v1/openai`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${KEY}` },
      body: JSON.stringify({ responseType: 'text', prompt: 'Hi' }),
    }).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    await running.close(300);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await stuck).toBeInstanceOf(Error);
  });
});
