// Load figures of the production server (the built dist-server/main.js, as `npm start` runs it)
// on loopback, with autocannon, against the fake AI upstream for the function. Prints
//   serve / rps=<n> p99_ms=<n>                      50 connections, 10 s, brotli accepted
//   serve asset rps=<n> p99_ms=<n> file=<name>      the largest script, same load
//   function rps=<n> p99_ms=<n> non2xx=<n> ... rss_mb_before=<n> rss_mb_after=<n>
//                                                   100 connections, 10 s, 20 client addresses
//   slow clients=200 healthy_p99_ms=<n> ...         200 half-sent bodies while / is loaded
// Figures only; nothing here fails a build. Expects `npm run build` to have run.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { waitFor } from './wait-for.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = process.env.BUILD_OUT_DIR ?? 'dist';
const PORT = Number(process.env.SERVER_BENCH_PORT ?? 4475);
const UPSTREAM_PORT = Number(process.env.SERVER_BENCH_UPSTREAM_PORT ?? 4476);
const BASE = `http://127.0.0.1:${PORT}`;
const UPSTREAM = `http://127.0.0.1:${UPSTREAM_PORT}`;
const FUNCTION_PATH = '/functions/v1/openai';
/** What a real upstream takes at the least; with it, calls overlap and the in-flight cap matters. */
const UPSTREAM_DELAY_MS = 50;
const SLOW_CLIENTS = 200;
const CLIENTS = 20;
const BODY_TIMEOUT_MS = 10_000;

const children = [];

function start(script, env) {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

function rssMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kib / 1024);
}

function load(options) {
  return autocannon({ timeout: 30, ...options });
}

const round = (value) => Math.round(value);

/** The largest script the build made: the heaviest asset a first visit fetches. */
function largestAsset() {
  const assets = join(root, distDir, 'assets');
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  return scripts.sort((a, b) => statSync(join(assets, b)).size - statSync(join(assets, a)).size)[0];
}

/** Opens a connection that sends headers and half its body, then stalls; resolves with its fate. */
function slowClient(index) {
  return new Promise((resolve) => {
    const body = JSON.stringify({ responseType: 'text', prompt: 'x'.repeat(1000) });
    const socket = connect(PORT, '127.0.0.1', () => {
      socket.write(
        `POST ${FUNCTION_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nContent-Type: application/json\r\n` +
          `Authorization: Bearer sk-bench-0123456789\r\n` +
          `X-Forwarded-For: 10.9.${Math.floor(index / 250)}.${(index % 250) + 1}\r\n` +
          `Content-Length: ${body.length}\r\n\r\n${body.slice(0, body.length / 2)}`,
      );
    });
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer.split(' ')[1] ?? 'none'));
    socket.on('error', () => undefined);
    socket.setTimeout(BODY_TIMEOUT_MS + 10_000, () => socket.destroy());
  });
}

try {
  start('e2e/fake-upstream/server.mjs', { FAKE_UPSTREAM_PORT: String(UPSTREAM_PORT) });
  await waitFor(`${UPSTREAM}/__health`);
  await fetch(`${UPSTREAM}/__control`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ route: 'chat', delayMs: UPSTREAM_DELAY_MS }),
  });
  // Default limits; X-Forwarded-For is trusted so that one load generator can play many clients.
  const server = start(`${distDir}-server/main.js`, {
    PORT: String(PORT),
    OPENAI_BASE_URL: `${UPSTREAM}/v1`,
    TRUST_PROXY: '1',
    BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS),
  });
  await waitFor(`${BASE}/healthz`);

  const accept = { 'accept-encoding': 'br, gzip' };
  const home = await load({ url: `${BASE}/`, connections: 50, duration: 10, headers: accept });
  console.log(`serve / rps=${round(home.requests.average)} p99_ms=${home.latency.p99} errors=${home.errors}`);

  const asset = largestAsset();
  const script = await load({ url: `${BASE}/assets/${asset}`, connections: 50, duration: 10, headers: accept });
  console.log(`serve asset rps=${round(script.requests.average)} p99_ms=${script.latency.p99} file=${asset}`);

  const rssBefore = rssMegabytes(server.pid);
  let client = 0;
  const call = await load({
    url: `${BASE}${FUNCTION_PATH}`,
    connections: 100,
    duration: 10,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer sk-bench-0123456789' },
    body: JSON.stringify({ responseType: 'text', prompt: 'How do I set up a BaseBot?' }),
    requests: [
      {
        // Twenty clients, each with its own address and five connections: enough calls each to reach
        // the per-client limit, and enough at once to reach the in-flight cap.
        setupRequest: (request) => {
          client = (client + 1) % CLIENTS;
          return { ...request, headers: { ...request.headers, 'x-forwarded-for': `192.0.2.${client + 1}` } };
        },
      },
    ],
  });
  const rssAfter = rssMegabytes(server.pid);
  const count = (status) => Number(call.statusCodeStats?.[status]?.count ?? 0);
  const other = Object.entries(call.statusCodeStats ?? {})
    .filter(([status]) => !['200', '429', '503'].includes(status))
    .reduce((sum, [, stats]) => sum + Number(stats.count), 0);
  console.log(
    `function rps=${round(call.requests.average)} p99_ms=${call.latency.p99} non2xx=${call.non2xx} ` +
      `status_200=${count('200')} status_429=${count('429')} status_503=${count('503')} other=${other} ` +
      `errors=${call.errors} timeouts=${call.timeouts} rss_mb_before=${rssBefore} rss_mb_after=${rssAfter}`,
  );

  const stalled = Array.from({ length: SLOW_CLIENTS }, (_, index) => slowClient(index));
  await sleep(1_000);
  const healthy = await load({ url: `${BASE}/`, connections: 10, duration: 5, headers: accept });
  const fates = await Promise.all(stalled);
  const answered408 = fates.filter((status) => status === '408').length;
  console.log(
    `slow clients=${SLOW_CLIENTS} healthy_p99_ms=${healthy.latency.p99} healthy_rps=${round(healthy.requests.average)} ` +
      `healthy_non2xx=${healthy.non2xx} slow_answered_408=${answered408} rss_mb=${rssMegabytes(server.pid)}`,
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
}
