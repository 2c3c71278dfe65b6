import AxeBuilder from '@axe-core/playwright';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { resetUpstream } from './fake-upstream/client';
import { PAGE_LIVE_MARK } from '@/lib/startup/page-live';

/** Runs axe (WCAG 2.0/2.1 A and AA) on the page as it is and expects no violations. */
export async function expectNoAxeViolations(page: Page, options: { include?: string } = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, 'axe violations').toEqual([]);
}

/** Waits until the service worker controls the page (ready can resolve while it still activates). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) => {
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
    });
  });
}

/** Lets entrance animations finish so what is on screen is what a visitor sees. */
export async function settle(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
}

/**
 * Waits until React has taken over the prerendered page: the app's own page-live mark, set once
 * the root's first render has committed (src/lib/startup/page-live.ts; the early-input script and
 * the benchmarks wait for the same moment). Prerendered markup is visible (and clickable) before
 * that, but does nothing yet.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, PAGE_LIVE_MARK);
}

/**
 * Makes `page.goto` and `page.reload` also wait until the page has been taken over: the
 * prerendered page shows at once, but its controls only work from then on. A `goto` with
 * `waitUntil: 'commit'` waits for nothing (a test that holds the page's script back).
 */
export function waitForHydrationOnLoad(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await waitForHydration(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForHydration(page);
    return response;
  };
}

/** How getUserMedia fails when the visitor blocks access, has no device, or another app holds it. */
export type MediaFailure = 'NotAllowedError' | 'NotFoundError' | 'NotReadableError';

/** From the next load on, every getUserMedia call on `page` fails as `failure` does in a browser. */
export async function failMediaDevices(page: Page, failure: MediaFailure): Promise<void> {
  await page.addInitScript((name) => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Simulated', name));
  }, failure);
}

/** Opens `path`, waits until the service worker controls the page and the app says it is ready offline. */
async function openOfflineReady(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await waitForServiceWorker(page);
  await expect(page.locator('html')).toHaveAttribute('data-offline-ready', 'true');
}

interface Fixtures {
  /** A fresh bearer key for the fake AI provider: its behaviours and recordings are this test's only. */
  upstreamKey: string;
  /** The page, already opened at `/`, with the service worker in control (`data-offline-ready`). */
  offlineReadyPage: Page;
  /** `expectNoAxeViolations` on the test's page. */
  axe: (options?: { include?: string }) => Promise<void>;
}

/**
 * Playwright's `test`, whose page waits for the app on every load (with JavaScript on), plus the
 * fixtures above. Import `test` and `expect` from here.
 */
export const test = base.extend<Fixtures>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForHydrationOnLoad(page);
    await use(page);
  },
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  upstreamKey: async ({}, use) => {
    const key = `sk-e2e-${randomUUID().replaceAll('-', '')}`;
    await use(key);
    await resetUpstream(key);
  },
  offlineReadyPage: async ({ page }, use) => {
    await openOfflineReady(page);
    await use(page);
  },
  axe: async ({ page }, use) => {
    await use((options) => expectNoAxeViolations(page, options));
  },
});

export { expect };

/** How opaque the element looks: its own opacity times that of every ancestor. */
export async function effectiveOpacity(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    return opacity;
  });
}

/**
 * Splits a long list (every page of the site) into `count` runs of about the same size, one test
 * each: a test per page would spend most of its time starting a browser context, while one test
 * for all of them could not use both workers.
 */
export function inRuns<T>(items: readonly T[], count: number): T[][] {
  const size = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, run) => items.slice(run * size, (run + 1) * size)).filter(
    (run) => run.length > 0,
  );
}

/** A message as the app keeps it in IndexedDB (the `messages` table of the `basebots` database). */
export interface StoredMessage {
  conversationId: string;
  role: 'user' | 'assistant';
  content: string;
  status: string;
  source: string;
  timestamp: number;
}

/**
 * Every message in the page's IndexedDB, oldest first, read with the raw IndexedDB API (not the
 * app's code), so a test sees what is really on the device. The connection is closed at once and
 * gives way to any upgrade, so reading never holds the app up.
 */
export async function readStoredMessages(page: Page): Promise<StoredMessage[]> {
  return page.evaluate(async () => {
    const known = await indexedDB.databases();
    if (!known.some((database) => database.name === 'basebots')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('basebots');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    });
    try {
      if (!db.objectStoreNames.contains('messages')) return [];
      const rows = await new Promise<StoredMessage[]>((resolve, reject) => {
        const request = db.transaction('messages').objectStore('messages').getAll();
        request.onsuccess = () => resolve(request.result as StoredMessage[]);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'));
      });
      return rows.sort((a, b) => a.timestamp - b.timestamp);
    } finally {
      db.close();
    }
  });
}

/** The text of the visitor's own messages in IndexedDB, oldest first. */
export async function storedUserTexts(page: Page): Promise<string[]> {
  return (await readStoredMessages(page)).filter((row) => row.role === 'user').map((row) => row.content);
}

/**
 * Lowers the storage quota of `origin` through Chromium's DevTools protocol, as on a nearly full
 * disk, until the returned function lifts it (the override lasts as long as its DevTools
 * session). Call it before `page` first opens the site: Chromium's IndexedDB takes the quota when
 * it first opens the origin's storage, and a later override does not reach it. Then writes fail
 * with QuotaExceededError, but only those above a few kilobytes after compression (a 10 KB write
 * still passed at a 1-byte quota, 20 KB of random data failed). `navigator.storage.estimate()`
 * keeps reporting the real quota: do not wait on it.
 */
export async function limitStorageQuota(
  context: BrowserContext,
  page: Page,
  origin: string,
  bytes: number,
): Promise<() => Promise<void>> {
  const session = await context.newCDPSession(page);
  await session.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: bytes });
  return async () => {
    await session.send('Storage.overrideQuotaForOrigin', { origin });
    await session.detach();
  };
}

/** A production server of its own for one test, serving a copy of the build that can be redeployed. */
export interface SiteCopy {
  /** Its address, e.g. `http://127.0.0.1:40123` (another origin than the suite's server). */
  readonly url: string;
  /**
   * Deploys a new version of the service worker: stops the server, changes `sw.js` in the copy,
   * and starts the server again on the same port, as a deploy does. The browser finds the new
   * worker on its next update check (a navigation, or `registration.update()`).
   */
  readonly deployNewWorker: () => Promise<void>;
  readonly stop: () => Promise<void>;
}

async function startServer(buildDir: string, port: number): Promise<{ child: ChildProcess; url: string }> {
  const outDir = process.env.BUILD_OUT_DIR ?? 'dist';
  const child = spawn(process.execPath, [`${outDir}-server/main.js`], {
    env: { ...process.env, PORT: String(port), BUILD_OUT_DIR: buildDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Its log goes on flowing (and is dropped) after the start, so the pipe never fills up.
  let log = '';
  let started = false;
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (started) return;
      log += chunk.toString();
      const listening = /"event":"listening","url":"([^"]+)"/.exec(log);
      if (listening?.[1]) {
        started = true;
        resolve({ child, url: listening[1] });
      }
    });
    child.once('exit', (code) => reject(new Error(`The copy of the site stopped (${code}): ${log}`)));
  });
}

/**
 * Copies the build (`BUILD_OUT_DIR`, `dist` by default) and serves it with the production server
 * on a free port. Stop it at the end of the test.
 */
export async function startSiteCopy(): Promise<SiteCopy> {
  const buildDir = await mkdtemp(path.join(tmpdir(), 'basebots-site-'));
  await cp(process.env.BUILD_OUT_DIR ?? 'dist', buildDir, { recursive: true });
  let server = await startServer(buildDir, 0);
  const port = Number(new URL(server.url).port);
  const stopServer = async () => {
    if (server.child.exitCode !== null) return;
    const exited = once(server.child, 'exit');
    server.child.kill('SIGTERM');
    await exited;
  };
  return {
    url: server.url,
    deployNewWorker: async () => {
      await stopServer();
      const worker = path.join(buildDir, 'sw.js');
      await appendFile(worker, `\n// deployed ${Date.now()}\n`);
      // The server prefers precompressed variants: drop them so the changed file is served.
      await Promise.all(['.br', '.gz'].map((suffix) => rm(`${worker}${suffix}`, { force: true })));
      server = await startServer(buildDir, port);
    },
    stop: async () => {
      await stopServer();
      await rm(buildDir, { recursive: true, force: true });
    },
  };
}
