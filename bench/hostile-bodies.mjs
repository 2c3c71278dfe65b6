// The hostile client of bench/server.mjs, in a worker thread of its own so that writing megabytes
// does not slow the event loop that times /healthz. Sends the penetration test's body (`x` nested
// `depth` deep) `atOnce` at a time, each on a new connection from an address of its own (so the
// rate limit does not answer first), until `durationMs` has passed. Posts back each request's time
// to refusal (from connecting to the status line) and the statuses seen.
import { connect } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';

const { port, path, withKey, depth, atOnce, durationMs } = workerData;
const body = Buffer.from(`{"responseType":"text","prompt":"hi","x":${'['.repeat(depth)}${']'.repeat(depth)}}`);

let sent = 0;
function send() {
  sent += 1;
  const head =
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
    (withKey ? 'Authorization: Bearer sk-bench-hostile-0123456789\r\n' : '') +
    `X-Forwarded-For: 10.77.${Math.floor(sent / 250) % 250}.${(sent % 250) + 1}\r\n` +
    `Content-Length: ${body.byteLength}\r\nConnection: close\r\n\r\n`;
  return new Promise((resolve) => {
    let started = 0;
    let answer = null;
    const socket = connect(port, '127.0.0.1', () => {
      started = performance.now();
      socket.write(head);
      socket.write(body);
    });
    socket.once('data', (chunk) => {
      answer = { ms: performance.now() - started, status: chunk.toString('latin1').split(' ')[1] ?? 'none' };
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(answer ?? { ms: performance.now() - started, status: 'none' }));
  });
}

const answers = [];
const until = performance.now() + durationMs;
await Promise.all(
  Array.from({ length: atOnce }, async () => {
    while (performance.now() < until) answers.push(await send());
  }),
);
parentPort.postMessage({ bytes: body.byteLength, answers });
