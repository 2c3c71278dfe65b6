// Words typed the moment a conversation page is live, over many reloads: the built app against
// the fake upstream in real Chromium. Each run reloads /bots while the last reply is still
// streaming (so the page comes back to a conversation with replies cut short, the busiest start),
// waits for the page to be live, types a question and presses Enter, and checks that the question
// is on screen. Prints
//   early reload-typing runs= lost=
// A lost question is a bug (the goal is lost=0): a race between renders after hydration once
// emptied the box here, about one run in twenty. Figures only; nothing here fails a build.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../e2e/browser.mjs';
import { waitFor } from './wait-for.mjs';

const PORT = Number(process.env.RELOAD_TYPING_PORT ?? 4497);
const UPSTREAM_PORT = Number(process.env.RELOAD_TYPING_UPSTREAM_PORT ?? 4498);
const BASE = `http://127.0.0.1:${PORT}`;
const UPSTREAM = `http://127.0.0.1:${UPSTREAM_PORT}`;
const RUNS = Number(process.env.RELOAD_TYPING_RUNS ?? 60);
const REPLY = `Here is how to start: ${Array.from({ length: 30 }, (_, index) => `step${index}`).join(' ')}.`;

function start(script, env) {
  return spawn(process.execPath, [script], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
}

const upstream = start('e2e/fake-upstream/server.mjs', { FAKE_UPSTREAM_PORT: String(UPSTREAM_PORT) });
const server = start(`${process.env.BUILD_OUT_DIR ?? 'dist'}-server/main.js`, {
  PORT: String(PORT),
  OPENAI_BASE_URL: `${UPSTREAM}/v1`,
  FUNCTION_RATE_PER_MINUTE: '100000',
});

let browser;
try {
  await waitFor(`${UPSTREAM}/__health`);
  await waitFor(`${BASE}/healthz`);
  const key = `sk-bench-${randomUUID().replaceAll('-', '')}`;
  await fetch(`${UPSTREAM}/__control`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ route: 'chat', key, reply: REPLY, tokenMs: 50 }),
  });
  const executablePath = findChromium();
  browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS });
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept(key));
  const lost = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(`${BASE}/bots?bot=gregbot`);
    await page.waitForFunction(() => performance.getEntriesByName('basebots:page-live').length > 0);
    const input = page.getByRole('textbox', { name: /^Message / });
    const question = `Question ${run}`;
    await input.fill(question);
    await input.press('Enter');
    const shown = await page
      .locator('[data-role="user"]')
      .filter({ hasText: new RegExp(`^You said:\\s*${question}$`) })
      .waitFor({ timeout: 5_000 })
      .then(
        () => true,
        () => false,
      );
    if (!shown) lost.push(`${run} (box held ${JSON.stringify(await input.inputValue())})`);
    // Reload as soon as the reply streams: the next run starts beside a reply cut short.
    if (shown) await page.locator('[data-role="assistant"][data-status="streaming"]').waitFor({ timeout: 10_000 });
  }
  console.log(`early reload-typing runs=${RUNS} lost=${lost.length}`);
  if (lost.length > 0) console.error(`  (reload-typing: lost in runs ${lost.join(', ')})`);
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  upstream.kill('SIGTERM');
}
