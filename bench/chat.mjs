// Conversation open time at growing length: the built app (served by the production server) in
// real Chromium, with the device's database seeded with one conversation of 100, 1,000 and 10,000
// messages. Prints
//   chat <messages> open_ms=<navigation start to the newest message on screen> dom_nodes=<n>
// (median of several opens). Figures only; nothing here fails a build.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../e2e/browser.mjs';
import { waitFor } from './wait-for.mjs';

const PORT = Number(process.env.CHAT_BENCH_PORT ?? 4473);
const BASE = `http://127.0.0.1:${PORT}`;
const SIZES = [100, 1_000, 10_000];
const RUNS = 5;

/** Seeds one conversation through raw IndexedDB, into the schema the app itself created. */
async function seed(page, count) {
  await page.evaluate(async (total) => {
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open('basebots');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const tx = db.transaction(['conversations', 'messages'], 'readwrite');
    const start = Date.now() - total * 1000;
    tx.objectStore('conversations').put({
      id: 'bench',
      botId: 'gregbot',
      title: `Bench ${total}`,
      createdAt: start,
      updatedAt: start + total * 1000,
    });
    const messages = tx.objectStore('messages');
    for (let index = 0; index < total; index += 1) {
      const user = index % 2 === 0;
      messages.put({
        id: `m-${String(index).padStart(6, '0')}`,
        conversationId: 'bench',
        role: user ? 'user' : 'assistant',
        content: user
          ? `Question ${index}: how do I set up a BaseBot for my shop?`
          : `Answer ${index}: **Start** with self-service setup, pick a voice, then see [the guide](/knowledgebase?topic=x).\n- one\n- two`,
        timestamp: start + index * 1000,
        status: user ? 'sent' : 'received',
        source: user ? 'typed' : 'remote',
      });
    }
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, count);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const server = spawn(process.execPath, [`${process.env.BUILD_OUT_DIR ?? 'dist'}-server/main.js`], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(PORT) },
});

let browser;
try {
  await waitFor(`${BASE}/healthz`);
  const executablePath = findChromium();
  browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS });
  for (const size of SIZES) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const lastId = `m-${String(size - 1).padStart(6, '0')}`;
    // Notes the moment the newest message is in the page, from navigation start.
    await page.addInitScript((id) => {
      const found = () => {
        if (!window.__chatHeading && document.querySelector('h1')) window.__chatHeading = performance.now();
        const element = document.querySelector(`[data-message-id="${id}"]`);
        if (!element) return false;
        window.__chatOpen = {
          ms: performance.now(),
          nodes: document.getElementsByTagName('*').length,
        };
        return true;
      };
      new MutationObserver((_records, observer) => {
        if (found()) observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    }, lastId);
    // The app creates its database (and schema) on the first visit; then the rows go in.
    await page.goto(`${BASE}/bots`);
    await page.getByRole('log').waitFor();
    // Wait for the app's schema (a version above 1) before seeding: opening the database first
    // would create an empty one.
    for (let tries = 0; ; tries += 1) {
      const ready = await page.evaluate(() =>
        indexedDB.databases().then((list) => list.some((db) => db.name === 'basebots' && (db.version ?? 0) > 1)),
      );
      if (ready) break;
      if (tries > 200) throw new Error('The app did not create its database on /bots');
      await sleep(100);
    }
    await seed(page, size);
    const times = [];
    const nodes = [];
    const shells = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(`${BASE}/bots?bot=gregbot`);
      const result = await page.waitForFunction(() => window.__chatOpen, null, { timeout: 30_000 });
      const { ms, nodes: count } = await result.jsonValue();
      // Whole-page count once it has settled (the notice renderer and icons load after the page).
      await sleep(300);
      times.push(ms);
      shells.push(await page.evaluate(() => window.__chatHeading ?? 0));
      nodes.push(Math.max(count, await page.evaluate(() => document.getElementsByTagName('*').length)));
    }
    console.log(`chat ${size} open_ms=${Math.round(median(times))} dom_nodes=${median(nodes)}`);
    // How much of that is the page itself starting (heading on screen) rather than the conversation.
    console.error(
      `  (chat ${size}: page heading at ${Math.round(median(shells))} ms, messages ${Math.round(median(times) - median(shells))} ms later)`,
    );
    await context.close();
  }
} finally {
  await browser?.close();
  server.kill('SIGTERM');
}
