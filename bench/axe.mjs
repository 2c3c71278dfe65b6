// axe on every page the build wrote (its sitemap.xml), in both of the site's modes: as most visitors
// see it (1366 px, the site's own settings) and in Easier reading (320 px, 150 % text, high
// contrast, larger buttons, chosen before the page runs). The browser suite scans one page of each
// screen in each mode; this is the whole figure, with the pages that scroll sideways. Prints:
//   axe mode=<mode> pages= with_violations= violations= sideways=      (goal 0)
//   axe violation <mode> <page> <rule> (<nodes>)            (each, if any)
//   axe sideways <mode> <page>                              (each, if any)
// WCAG 2.0/2.1 A and AA, as e2e/fixtures/axe.ts runs it. Figures only; nothing here fails a build.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from '../e2e/browser.mjs';
import { startSiteServer } from './site-server.mjs';
import { waitFor } from './wait-for.mjs';

const PORT = Number(process.env.AXE_BENCH_PORT ?? 4481);
const BASE = `http://127.0.0.1:${PORT}`;
const OUT_DIR = process.env.BUILD_OUT_DIR ?? 'dist';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const MODES = [
  { name: 'site', viewport: { width: 1366, height: 768 }, reading: null },
  {
    name: 'easier-reading',
    viewport: { width: 320, height: 640 },
    reading: { textSize: 150, highContrast: true, largeTargets: true },
  },
];

const pages = [...readFileSync(`${OUT_DIR}/sitemap.xml`, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => new URL(match[1]).pathname,
);

/** Every page in one mode, one after another: each violation found, and how many pages had one. */
async function scan(browser, mode) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
    viewport: mode.viewport,
  });
  if (mode.reading) {
    await context.addInitScript(
      (value) => localStorage.setItem('basebots:reading-mode', value),
      JSON.stringify(mode.reading),
    );
  }
  const page = await context.newPage();
  const found = [];
  const sideways = [];
  let pagesWith = 0;
  try {
    for (const path of pages) {
      await page.goto(`${BASE}${path}`);
      await page.waitForFunction(() => performance.getEntriesByName('basebots:page-live').length > 0);
      const scrolls = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      if (scrolls) sideways.push(`${mode.name} ${path}`);
      const { violations } = await new AxeBuilder({ page })
        .options({ resultTypes: ['violations'] })
        .withTags(TAGS)
        .setLegacyMode(true)
        .analyze();
      for (const violation of violations)
        found.push(`${mode.name} ${path} ${violation.id} (${violation.nodes.length})`);
      if (violations.length > 0) pagesWith += 1;
    }
  } finally {
    await context.close();
  }
  return { found, pagesWith, sideways };
}

const server = await startSiteServer('axe', PORT);
const executablePath = findTestChromium();
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS });
try {
  await waitFor(BASE);
  const results = await Promise.all(MODES.map((mode) => scan(browser, mode)));
  for (const [index, mode] of MODES.entries()) {
    const { found, pagesWith, sideways } = results[index];
    console.log(
      `axe mode=${mode.name} pages=${pages.length} with_violations=${pagesWith} violations=${found.length} ` +
        `sideways=${sideways.length}`,
    );
    for (const line of found) console.log(`axe violation ${line}`);
    for (const line of sideways) console.log(`axe sideways ${line}`);
  }
} finally {
  await browser.close();
  server.stop();
}
