// Real instances of the speech function on one database, for the multi-instance test
// (tests/postgres/) and the `limits` figures (bench/limits.mjs): Node servers (the server bundle, built here as `npm run build` builds it) and
// the Deno function (`index.ts` under `deno run`, as Supabase runs it), plus a small upstream.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const FUNCTION_PATH = '/functions/v1/openai';

/** An OpenAI-shaped upstream that answers chats after `delayMs`, counting calls at once. */
export async function startUpstream(delayMs = 0) {
  let current = 0;
  let max = 0;
  const server = createServer((request, response) => {
    current += 1;
    max = Math.max(max, current);
    request.resume();
    request.on('end', () => {
      setTimeout(() => {
        current -= 1;
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: 'Hi' } }] }));
      }, delayMs);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/v1`,
    maxConcurrent: () => max,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The production server bundle in a temporary folder (no node_modules beside it: self-contained). */
export async function buildServerBundle() {
  const { build } = await import('vite');
  const folder = mkdtempSync(path.join(tmpdir(), 'basebots-server-'));
  await build({
    configFile: path.join(root, 'server/vite.config.ts'),
    logLevel: 'silent',
    build: { outDir: folder, rolldownOptions: { input: { main: 'server/main.ts' } } },
  });
  return { main: path.join(folder, 'main.js'), cleanup: () => rmSync(folder, { recursive: true, force: true }) };
}

function collect(child, output) {
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => output.push(line));
  }
}

/** A Node server (the bundle) on a free port; resolves once it logged `listening`. */
export async function startNode(main, env) {
  const output = [];
  // Its own working folder, so no developer's .env file joins in.
  const child = spawn(process.execPath, [main], {
    cwd: path.dirname(main),
    env: { PATH: process.env.PATH ?? '', PORT: '0', TRUST_PROXY: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  collect(child, output);
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    for (const line of output) {
      if (!line.includes('"listening"')) continue;
      const { url } = JSON.parse(line);
      return { kind: 'node', url: `${url}${FUNCTION_PATH}`, process: child, output };
    }
    if (child.exitCode !== null) break;
    await sleep(25);
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not start:\n${output.join('\n')}`);
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * What Deno needs of this machine's network to fetch the function's npm packages the first time
 * (behind a proxy whose certificate authority the machine adds, it refuses the registry without
 * them): the extra certificates and the proxies, and nothing else of the caller's environment.
 */
const NETWORK_SETTINGS = [
  'DENO_CERT',
  'DENO_TLS_CA_STORE',
  'NODE_EXTRA_CA_CERTS',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  'HTTPS_PROXY',
  'HTTP_PROXY',
  'NO_PROXY',
  'https_proxy',
  'http_proxy',
  'no_proxy',
];

function networkSettings() {
  return Object.fromEntries(
    NETWORK_SETTINGS.filter((name) => process.env[name]).map((name) => [name, process.env[name]]),
  );
}

/** The Deno function (`deno run index.ts`) on a free port; resolves once it answers. */
export async function startDeno(env) {
  const port = await freePort();
  const output = [];
  const child = spawn(
    path.join(root, 'node_modules/.bin/deno'),
    [
      'run',
      '--allow-net',
      '--allow-env',
      '--config',
      'supabase/functions/openai/deno.json',
      'supabase/functions/openai/index.ts',
    ],
    {
      cwd: root,
      env: {
        ...networkSettings(),
        PATH: process.env.PATH ?? '',
        DENO_DIR: path.join(root, '.deno'),
        PORT: String(port),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  collect(child, output);
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const probe = await fetch(url, { method: 'OPTIONS' });
      await probe.body?.cancel();
      if (probe.status === 204) return { kind: 'deno', url, process: child, output };
    } catch {
      await sleep(50);
    }
  }
  child.kill('SIGKILL');
  throw new Error(`The Deno function did not start:\n${output.join('\n')}`);
}

export async function stopAll(instances) {
  await Promise.all(
    instances.map(
      (instance) =>
        new Promise((resolve) => {
          if (instance.process.exitCode !== null || instance.process.signalCode !== null) return resolve();
          instance.process.once('exit', () => resolve());
          instance.process.kill('SIGTERM');
        }),
    ),
  );
}

/**
 * One text call as `client` would send it through each kind of front: behind a trusted proxy for
 * the Node server (X-Forwarded-For), through Supabase's gateway for Deno (cf-connecting-ip).
 */
export function callAs(instance, client) {
  const via = instance.kind === 'node' ? { 'X-Forwarded-For': client } : { 'cf-connecting-ip': client };
  return fetch(instance.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer sk-instances-test-0123456789', ...via },
    body: JSON.stringify({ responseType: 'text', prompt: 'Hello' }),
  });
}
