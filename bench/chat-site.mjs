// The built site (production server, real speech function) beside the fake upstream, which
// streams one reply to one key, and a Chromium page on it that gives that key when asked: what the
// chat benchmarks measure. Figures only; nothing here fails a build.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../e2e/browser.mjs';
import { waitFor } from './wait-for.mjs';

/** The reply the fake upstream streams, a word at a time: its last word is `step29`. */
const STEPS_REPLY = `Here is how to start: ${Array.from({ length: 30 }, (_, index) => `step${index}`).join(' ')}.`;

/** Waits until the page is live: the app marks it once React has taken it over (src/lib/startup/page-live.ts). */
export function waitForLive(page) {
  return page.waitForFunction(() => performance.getEntriesByName('basebots:page-live').length > 0);
}

function start(script, env) {
  return spawn(process.execPath, [script], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
}

/**
 * Starts both servers on the given ports and opens a page. `tokenMs`: the time between two tokens
 * of the reply. Resolves to the site's base URL, the page, the key, the upstream's URL and `close`.
 */
export async function openChatSite({ port, upstreamPort, tokenMs }) {
  const base = `http://127.0.0.1:${port}`;
  const upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
  const upstream = start('e2e/fake-upstream/server.mjs', { FAKE_UPSTREAM_PORT: String(upstreamPort) });
  const server = start(`${process.env.BUILD_OUT_DIR ?? 'dist'}-server/main.js`, {
    PORT: String(port),
    OPENAI_BASE_URL: `${upstreamUrl}/v1`,
    FUNCTION_RATE_PER_MINUTE: '100000',
  });
  let browser;
  const close = async () => {
    await browser?.close();
    server.kill('SIGTERM');
    upstream.kill('SIGTERM');
  };
  try {
    await waitFor(`${upstreamUrl}/__health`);
    await waitFor(`${base}/healthz`);
    const key = `sk-bench-${randomUUID().replaceAll('-', '')}`;
    await fetch(`${upstreamUrl}/__control`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ route: 'chat', key, reply: STEPS_REPLY, tokenMs }),
    });
    const executablePath = findChromium();
    browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS });
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    // A prompt still open as the page navigates away is gone before it can be answered.
    page.on('dialog', (dialog) => void dialog.accept(key).catch(() => undefined));
    return { base, page, key, upstreamUrl, close };
  } catch (error) {
    await close();
    throw error;
  }
}
