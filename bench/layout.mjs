// The layout sweep: every page the build wrote (its sitemap.xml: the route table's pages, the
// catalogue's and the guided paths') at 320, 390 and 1366 px wide, each with normal text, Easier
// reading's 150 % and 200 %, checked as e2e/layout.spec.ts checks its six pages (the same code,
// e2e/fixtures/layout-check.mjs) with a notice showing. Prints per width and text size:
//   layout <width>px <size> pages= covered= sideways= header_max= floating_max= at <page>
//                                   (pages with a control or text under something floating, pages
//                                   that scroll sideways, the tallest header that stays on screen as
//                                   a share of the screen's height, the most the launcher and a
//                                   notice take together; goals 0, 0, <= 0.15 and <= 0.5)
//   layout search <width>x<height> <size> whole_results=
//                                   (results for "price" wholly inside the search dialog's list on a
//                                   phone; goal >= 4)
// then the worst offenders, and a total line. 200 % is Easier reading's choice with a root font
// size of 200 %, as a phone's own text-size setting makes it: a browser zoom of 200 % would give a
// 320 px phone a 160 px wide page, a width no phone has (see docs/testing.md).
// Figures only; nothing here fails a build. Reads the build in BUILD_OUT_DIR (default dist/);
// LAYOUT_PAGES=/,/bots sweeps those pages only.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../e2e/browser.mjs';
import { inspectLayout, readLayers, setRootFontSize, viewportIs } from '../e2e/fixtures/layout-check.mjs';
import { startSiteServer } from './site-server.mjs';
import { waitFor } from './wait-for.mjs';

const PORT = Number(process.env.LAYOUT_BENCH_PORT ?? 4479);
const BASE = `http://127.0.0.1:${PORT}`;
const OUT_DIR = process.env.BUILD_OUT_DIR ?? 'dist';
const MAX_HEADER_SHARE = 0.15;
const MAX_FLOATING_SHARE = 0.5;
const SCREENS = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];
const SEARCH_SCREENS = [
  { width: 320, height: 640 },
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];
const TEXT_SIZES = [
  { label: '100%' },
  { label: '150%', readingText: 150 },
  { label: '200%', readingText: 150, rootPercent: 200 },
];
// Pages that show GregBot themselves, without the launcher.
const WITHOUT_LAUNCHER = ['/', '/bots'];
const WAIT_MS = 15_000;
// Pages swept at once, each in a browser page of its own: most of a check is waiting for frames.
const WORKERS = Number(process.env.LAYOUT_WORKERS ?? 2);
const OFFENDERS_SHOWN = 15;

/** Every page the build wrote and lists in its sitemap, by path. */
function listPages() {
  const xml = readFileSync(`${OUT_DIR}/sitemap.xml`, 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const only = process.env.LAYOUT_PAGES?.split(',');
  return only ? paths.filter((path) => only.includes(path)) : paths;
}

/** Opens a page and waits until it is live, with the launcher in place where there is one. */
async function visit(page, path) {
  await page.goto(`${BASE}${path}`);
  await page.waitForFunction(() => performance.getEntriesByName('basebots:page-live').length > 0, undefined, {
    timeout: WAIT_MS,
  });
  if (!WITHOUT_LAUNCHER.includes(path)) {
    // A page without it (one that has no room for it) is checked as it is.
    await page
      .waitForFunction(() => document.querySelector('[data-launcher]') !== null, undefined, { timeout: WAIT_MS })
      .catch(() => undefined);
  }
}

/**
 * Sets the text size on the open page as choosing it does: Easier reading's choice is the attribute
 * public/reading-mode.js and the reading-mode dialog set on <html> (nothing else on the page reads
 * it), 200 % that choice with the root font size at 200 %.
 */
async function applyTextSize(page, size) {
  await page.evaluate((readingText) => {
    const root = document.documentElement;
    if (readingText) root.setAttribute('data-text-size', String(readingText));
    else root.removeAttribute('data-text-size');
    root.style.removeProperty('font-size');
  }, size.readingText);
  if (size.rootPercent) await page.evaluate(setRootFontSize, size.rootPercent);
}

/** Waits for the layers to stay put two frames in a row. */
async function settle(page) {
  for (let tries = 0; tries < 50; tries += 1) {
    if ((await page.evaluate(readLayers)) !== 'moving') return;
  }
}

/**
 * The check with a notice on screen, the tallest thing the dock holds: the "app installed" one,
 * raised again whenever it has gone (it goes after a few seconds); taken once it shows.
 */
async function checkWithNotice(page) {
  let report;
  for (let tries = 0; tries < 3; tries += 1) {
    const shown = await page.evaluate(() => document.querySelector('[data-scope=toast][data-part=root]') !== null);
    if (!shown) {
      await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
      await page
        .waitForFunction(() => document.querySelector('[data-scope=toast][data-part=root]') !== null, undefined, {
          timeout: WAIT_MS,
        })
        .catch(() => undefined);
    }
    await settle(page);
    report = await page.evaluate(inspectLayout);
    if (report.noticeShown) break;
  }
  return report;
}

/** Each page at each text size and width, by workers taking the next page in turn. */
async function sweep(browser, pages) {
  const rows = new Map();
  const rowOf = (size, screen) => {
    const key = `${screen.width}px ${size.label}`;
    if (!rows.has(key)) rows.set(key, { key, covered: 0, sideways: 0, header: 0, floating: 0, at: '' });
    return rows.get(key);
  };
  for (const size of TEXT_SIZES) for (const screen of SCREENS) rowOf(size, screen);
  const offenders = [];
  const queue = [...pages];
  const work = async () => {
    const context = await browser.newContext({ serviceWorkers: 'block', reducedMotion: 'reduce' });
    const page = await context.newPage();
    try {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        // Loaded at the narrowest width, then widened, as the browser tests do.
        await page.setViewportSize(SCREENS[0]);
        await visit(page, path);
        for (const size of TEXT_SIZES) {
          await applyTextSize(page, size);
          for (const screen of SCREENS) {
            await page.setViewportSize(screen);
            await page.waitForFunction(viewportIs, screen.height);
            const report = await checkWithNotice(page);
            const row = rowOf(size, screen);
            const where = `${path} ${row.key}`;
            if (report.headerShare > row.header) Object.assign(row, { header: report.headerShare, at: path });
            row.floating = Math.max(row.floating, report.floatingShare);
            if (report.floatingShare > MAX_FLOATING_SHARE)
              offenders.push(`${where}: launcher and notice ${report.floatingShare.toFixed(2)} of the screen`);
            if (report.headerShare > MAX_HEADER_SHARE)
              offenders.push(`${where}: header ${report.headerShare.toFixed(2)} of the screen`);
            if (report.covered.length > 0) {
              row.covered += 1;
              offenders.push(`${where}: covered ${report.covered.slice(0, 3).join(', ')}`);
            }
            if (report.overflowX > 0) {
              row.sideways += 1;
              offenders.push(`${where}: scrolls sideways by ${report.overflowX}px`);
            }
          }
        }
      }
    } finally {
      await context.close();
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, work));
  for (const row of rows.values()) {
    console.log(
      `layout ${row.key} pages=${pages.length} covered=${row.covered} sideways=${row.sideways} ` +
        `header_max=${row.header.toFixed(2)} floating_max=${row.floating.toFixed(2)} at ${row.at || 'none'}`,
    );
  }
  return { rows: [...rows.values()], offenders };
}

/** How many of the listed results lie wholly inside the search dialog's list, once they stay put. */
async function countWholeResults(list) {
  let count = -1;
  for (let tries = 0; tries < 50; tries += 1) {
    const now = await list.evaluate(async (element) => {
      await new Promise(requestAnimationFrame);
      const box = element.getBoundingClientRect();
      return [...element.querySelectorAll('[role=option]')].filter((option) => {
        const rect = option.getBoundingClientRect();
        return rect.top >= box.top - 1 && rect.bottom <= box.bottom + 1;
      }).length;
    });
    if (now === count) break;
    count = now;
  }
  return count;
}

/** The search dialog's results for "price" on each phone, at each text size. */
async function sweepSearch(browser) {
  const counts = [];
  for (const screen of SEARCH_SCREENS) {
    const context = await browser.newContext({ serviceWorkers: 'block', reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      await page.setViewportSize(screen);
      await visit(page, '/');
      await page
        .getByRole('banner')
        .getByRole('button', { name: /Search/ })
        .click();
      const dialog = page.getByRole('dialog', { name: /^Search / });
      await dialog.getByRole('combobox', { name: 'Search the site' }).fill('price');
      const list = dialog.getByRole('listbox', { name: 'Search results' });
      await list.waitFor({ timeout: WAIT_MS });
      for (const size of TEXT_SIZES) {
        await applyTextSize(page, size);
        const whole = await countWholeResults(list);
        counts.push(whole);
        console.log(`layout search ${screen.width}x${screen.height} ${size.label} whole_results=${whole}`);
      }
    } finally {
      await context.close();
    }
  }
  return counts;
}

const server = await startSiteServer('layout', PORT);
const executablePath = findChromium();
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS });
try {
  await waitFor(BASE);
  const started = Date.now();
  const pages = listPages();
  const { rows, offenders } = await sweep(browser, pages);
  const searchCounts = await sweepSearch(browser);
  for (const offender of offenders.slice(0, OFFENDERS_SHOWN)) console.log(`layout offender ${offender}`);
  if (offenders.length > OFFENDERS_SHOWN)
    console.log(`layout offender … and ${offenders.length - OFFENDERS_SHOWN} more`);
  const sum = (key) => rows.reduce((total, row) => total + row[key], 0);
  console.log(
    `layout checks=${pages.length * SCREENS.length * TEXT_SIZES.length} covered=${sum('covered')} ` +
      `sideways=${sum('sideways')} header_max=${Math.max(...rows.map((row) => row.header)).toFixed(2)} ` +
      `floating_max=${Math.max(...rows.map((row) => row.floating)).toFixed(2)} ` +
      `search_whole_min=${Math.min(...searchCounts)} seconds=${Math.round((Date.now() - started) / 1000)}`,
  );
} finally {
  await browser.close();
  server.stop();
}
