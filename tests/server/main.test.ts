// @vitest-environment node
// The entry `npm start` runs, bundled as the build bundles it and run as a child process: its exit
// codes and messages, the .env files it reads, and shutdown on SIGTERM and SIGINT.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestWithHost } from '../helpers/raw-http.ts';
import { KEY } from './app-harness.ts';
import { makeSite, type SiteFixture } from './site-fixture.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
let site: SiteFixture;
let bundle: string;
let upstream: Server;
let upstreamUrl: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  site = await makeSite();
  bundle = mkdtempSync(path.join(tmpdir(), 'basebots-server-bundle-'));
  await build({
    configFile: path.join(root, 'server/vite.config.ts'),
    logLevel: 'silent',
    build: { outDir: bundle },
  });
  // An upstream that takes a moment, so that a call is still in flight when the signal comes.
  upstream = createServer((req, res) => {
    req.resume();
    setTimeout(() => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'slow reply' } }] }));
    }, 800);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/v1`;
}, 60_000);

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  upstream?.close();
  site?.cleanup();
  if (bundle) rmSync(bundle, { recursive: true, force: true });
});

type Run = { child: ChildProcess; output: () => { stdout: string; stderr: string }; exit: Promise<number | null> };

function run(env: Record<string, string>, cwd = site.root): Run {
  const child = spawn(process.execPath, [path.join(bundle, 'main.js')], {
    cwd,
    env: { PATH: process.env.PATH ?? '', PORT: '0', BUILD_OUT_DIR: site.dist, OPENAI_BASE_URL: upstreamUrl, ...env },
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = once(child, 'exit').then(([code]) => code as number | null);
  return { child, output: () => ({ stdout, stderr }), exit };
}

/** Waits for the "listening" line and returns the URL from it. */
async function listening(started: Run): Promise<string> {
  await expect.poll(() => started.output().stdout, { timeout: 10_000 }).toContain('"event":"listening"');
  const line =
    started
      .output()
      .stdout.split('\n')
      .find((entry) => entry.includes('"listening"')) ?? '';
  return (JSON.parse(line) as { url: string }).url;
}

describe('the server entry', () => {
  it('exits with 1 and says what to run when there is no build', async () => {
    const started = run({ BUILD_OUT_DIR: path.join(site.root, 'missing') });
    expect(await started.exit).toBe(1);
    expect(started.output().stderr).toContain('The BaseBots server cannot start: There is no built site in');
    expect(started.output().stderr).toContain('npm run build');
  });

  it('exits with 1 and names the port when it is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as AddressInfo;
    try {
      const started = run({ PORT: String(port) });
      expect(await started.exit).toBe(1);
      expect(started.output().stderr).toContain(`port ${port} on 127.0.0.1: it is already in use`);
    } finally {
      blocker.close();
    }
  });

  it('exits with 1 and names a mistyped variable', async () => {
    const started = run({ FUNCTION_RATE_PER_MINUTE: 'lots' });
    expect(await started.exit).toBe(1);
    expect(started.output().stderr).toContain('FUNCTION_RATE_PER_MINUTE must be a whole number');
  });

  it('on SIGTERM stops accepting, finishes the call in flight and exits with 0', async () => {
    const started = run({});
    const url = await listening(started);
    const inFlight = fetch(`${url}/functions/v1/openai`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${KEY}` },
      body: JSON.stringify({ responseType: 'text', prompt: 'Hi' }),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    started.child.kill('SIGTERM');
    await expect.poll(() => started.output().stdout).toContain('"event":"stopping"');
    await expect(fetch(`${url}/`)).rejects.toThrow();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ text: 'slow reply' });
    expect(await started.exit).toBe(0);
    expect(started.output().stdout).toContain('"event":"stopped"');
    // The call's own log line was written, and nothing in the output carries the key.
    expect(started.output().stdout).toContain('"path":"/functions/v1/openai","status":200');
    expect(started.output().stdout + started.output().stderr).not.toContain(KEY);
  }, 20_000);

  it('exits with 0 on SIGINT (Ctrl-C)', async () => {
    const started = run({});
    await listening(started);
    started.child.kill('SIGINT');
    expect(await started.exit).toBe(0);
  });

  it('reads .env files in its folder, the environment winning', async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'basebots-env-'));
    writeFileSync(path.join(cwd, '.env'), 'ALLOWED_HOSTS=from-dotenv.example\nFUNCTION_MAX_IN_FLIGHT=oops\n');
    try {
      const started = run({ FUNCTION_MAX_IN_FLIGHT: '4' }, cwd);
      const url = await listening(started);
      expect((await requestWithHost(`${url}/pricing`, 'from-dotenv.example')).status).toBe(200);
      expect((await requestWithHost(`${url}/pricing`, 'elsewhere.example')).status).toBe(403);
      started.child.kill('SIGTERM');
      expect(await started.exit).toBe(0);
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });
});
