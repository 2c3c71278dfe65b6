// Load figures of the production server (the built dist-server/main.js, as `npm start` runs it)
// on loopback, with autocannon, against the fake AI upstream for the function. Prints
//   serve / rps=<n> p99_ms=<n>                      50 connections, 10 s, brotli accepted
//   serve asset rps=<n> p99_ms=<n> file=<name>      the largest script, same load
//   function rps=<n> p99_ms=<n> non2xx=<n> ... rss_mb_before=<n> rss_mb_after=<n>
//                                                   100 connections, 10 s, 20 client addresses
//   slow clients=200 healthy_p99_ms=<n> ...         200 half-sent bodies while / is loaded
//   healthz alone p99_ms=<n> load_1m=<n>            /healthz on its own for 3 s: the baseline of
//                                                   the next two lines on this machine, now
//   hostile key=<no|yes> at_once=4 depth=524000 bytes=<n> healthz_p99_ms=<n> refusal_p50_ms=<n>
//       refusal_p99_ms=<n> refusal_max_ms=<n> server_p50_ms=<n> server_p99_ms=<n>
//       server_cpu_ms_per_refusal=<n> refused=<n> status=<codes> load_1m=<n>
//                                                   a body nested 524,000 deep (just under 1 MiB),
//                                                   4 at a time for 5 s while /healthz is loaded;
//                                                   refusal: the client's, from connecting to the
//                                                   status line; server: the server's log, from the
//                                                   request's headers to its answer; server_cpu: the
//                                                   server process's CPU time over the step, per
//                                                   hostile request (healthz included); load_1m: the
//                                                   machine's load average, as the figures move
//                                                   with it (goals: healthz p99 <= 50 ms,
//                                                   refusal <= 20 ms)
//   per_client cap=4 same_client_next=<status> other_client=<status> other_ms=<n>
//                                                   one client with 4 slow calls in flight, then
//                                                   its 5th call and another client's (goal: 200)
// Figures only; nothing here fails a build. Expects `npm run build` to have run.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
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
const HOSTILE_DEPTH = 524_000;
const HOSTILE_AT_ONCE = 4;
const PER_CLIENT_CAP = 4;

const children = [];

/** The server's log lines about refused function calls (status 400 or 401), as they come. */
const refusedInLog = [];

function start(script, env, { log = false } = {}) {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', log ? 'pipe' : 'ignore', 'inherit'],
  });
  if (log) {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.includes(`"path":"${FUNCTION_PATH}"`) && /"status":40[01]\b/.test(line)) refusedInLog.push(line);
    });
  }
  children.push(child);
  return child;
}

/** CPU time the process has used so far, in milliseconds (user and system, from /proc). */
function cpuMilliseconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are the 12th and 13th fields after the command name, in clock ticks (1/100 s).
  return (Number(fields[11]) + Number(fields[12])) * 10;
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

function percentileOf(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/**
 * The penetration test's body, nested 524,000 deep and just under the 1 MiB cap, HOSTILE_AT_ONCE
 * at a time for 5 s (from a worker thread: bench/hostile-bodies.mjs), while /healthz is loaded.
 */
async function hostile(withKey, serverPid) {
  const worker = new Worker(new URL('./hostile-bodies.mjs', import.meta.url), {
    workerData: {
      port: PORT,
      path: FUNCTION_PATH,
      withKey,
      depth: HOSTILE_DEPTH,
      atOnce: HOSTILE_AT_ONCE,
      durationMs: 5_000,
    },
  });
  const done = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  refusedInLog.length = 0;
  const cpuBefore = cpuMilliseconds(serverPid);
  const health = await load({ url: `${BASE}/healthz`, connections: 1, duration: 5 });
  const { bytes, answers } = await done;
  const cpuPerRefusal = (cpuMilliseconds(serverPid) - cpuBefore) / Math.max(1, answers.length);
  const times = answers.map((answer) => answer.ms);
  const inServer = refusedInLog.map((line) => JSON.parse(line).duration_ms);
  const ms = (value) => Math.round(value * 10) / 10;
  console.log(
    `hostile key=${withKey ? 'yes' : 'no'} at_once=${HOSTILE_AT_ONCE} depth=${HOSTILE_DEPTH} bytes=${bytes} ` +
      `healthz_p99_ms=${health.latency.p99} refusal_p50_ms=${ms(percentileOf(times, 50))} ` +
      `refusal_p99_ms=${ms(percentileOf(times, 99))} refusal_max_ms=${ms(Math.max(...times))} ` +
      `server_p50_ms=${ms(percentileOf(inServer, 50))} server_p99_ms=${ms(percentileOf(inServer, 99))} ` +
      `server_cpu_ms_per_refusal=${ms(cpuPerRefusal)} ` +
      `refused=${answers.length} status=${[...new Set(answers.map((answer) => answer.status))].join(',')} ` +
      `load_1m=${loadavg()[0].toFixed(1)}`,
  );
}

/** One client holds its whole share with slow calls; its next call, and another client's. */
async function perClient() {
  const holderKey = 'sk-bench-holder-0123456789';
  await fetch(`${UPSTREAM}/__control`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ route: 'chat', key: holderKey, delayMs: 3_000 }),
  });
  const call = (address, key) =>
    fetch(`${BASE}${FUNCTION_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, 'x-forwarded-for': address },
      body: JSON.stringify({ responseType: 'text', prompt: 'Hold on', stream: true }),
    });
  const held = Array.from({ length: PER_CLIENT_CAP }, () => call('198.51.100.200', holderKey));
  // The held calls' bodies are in and their slots taken well within this; their answers take 3 s.
  await sleep(500);
  const next = await call('198.51.100.200', holderKey);
  await next.arrayBuffer();
  const started = performance.now();
  const other = await call('198.51.100.201', 'sk-bench-other-0123456789');
  await other.arrayBuffer();
  const otherMs = Math.round(performance.now() - started);
  await Promise.all(held.map(async (response) => (await response).arrayBuffer()));
  console.log(
    `per_client cap=${PER_CLIENT_CAP} same_client_next=${next.status} other_client=${other.status} other_ms=${otherMs}`,
  );
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
  const server = start(
    `${distDir}-server/main.js`,
    {
      PORT: String(PORT),
      OPENAI_BASE_URL: `${UPSTREAM}/v1`,
      TRUST_PROXY: '1',
      BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS),
    },
    { log: true },
  );
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

  // The same probe with nothing else running: what /healthz takes on this machine at this moment.
  const quiet = await load({ url: `${BASE}/healthz`, connections: 1, duration: 3 });
  console.log(`healthz alone p99_ms=${quiet.latency.p99} load_1m=${loadavg()[0].toFixed(1)}`);
  await hostile(false, server.pid);
  await hostile(true, server.pid);
  await perClient();
} finally {
  for (const child of children) child.kill('SIGTERM');
}
