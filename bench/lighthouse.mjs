// What a phone sees: Lighthouse (mobile preset: a mid-range phone, slow 4G and a 4x slower CPU,
// simulated) on the built app as `npm start` serves it, headless on the system Chromium. For each
// route, the median of RUNS runs of every figure:
//   lighthouse <route> perf= lcp_ms= tbt_ms= cls= a11y= bp= seo=
// and the machine's benchmarkIndex (Lighthouse's CPU score; under ~1000 the machine is slow
// and the figures are pessimistic). Goals: perf >= 95 (>= 90 on /bots), LCP <= 1800 ms,
// TBT <= 150 ms, CLS <= 0.02, accessibility, best practices and SEO 100.
// Figures only; nothing here fails a build. Reads the build in BUILD_OUT_DIR (default dist/).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from '../e2e/browser.mjs';
import { waitFor } from './wait-for.mjs';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4474);
const BASE = `http://127.0.0.1:${PORT}`;
const ROUTES = (process.env.LIGHTHOUSE_ROUTES ?? '/,/knowledgebase,/senior-connect,/pricing,/bots').split(',');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const CHROME_PATH = process.env.CHROME_PATH ?? findChromium() ?? '/usr/bin/chromium';

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * One Lighthouse run through its command line, as documented; returns the report. Lighthouse
 * sometimes fails to record its trace (NO_NAVSTART) on a busy machine: such a run is tried again.
 */
function runLighthouse(url, outDir, run, attempts = 3) {
  try {
    return runLighthouseOnce(url, outDir, run);
  } catch (error) {
    if (attempts <= 1) throw error;
    return runLighthouse(url, outDir, run, attempts - 1);
  }
}

function runLighthouseOnce(url, outDir, run) {
  const output = join(outDir, `run-${run}.json`);
  const result = spawnSync(
    'npx',
    [
      'lighthouse',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}`);
  return JSON.parse(readFileSync(output, 'utf8'));
}

// The same server `npm start` runs after its build (bench/run.mjs has just built).
const server = spawn('npm', ['run', 'serve'], {
  env: { ...process.env, PORT: String(PORT) },
  stdio: 'ignore',
  detached: true,
});
const outDir = mkdtempSync(join(tmpdir(), 'basebots-lighthouse-'));
try {
  await waitFor(BASE);
  const benchmarkIndexes = [];
  for (const route of ROUTES) {
    const reports = [];
    for (let run = 0; run < RUNS; run += 1) reports.push(runLighthouse(`${BASE}${route}`, outDir, run));
    benchmarkIndexes.push(...reports.map((report) => report.environment.benchmarkIndex));
    const score = (category) => Math.round(median(reports.map((report) => report.categories[category].score * 100)));
    const audit = (id) => median(reports.map((report) => report.audits[id].numericValue));
    console.log(
      `lighthouse ${route} perf=${score('performance')} lcp_ms=${Math.round(audit('largest-contentful-paint'))} ` +
        `tbt_ms=${Math.round(audit('total-blocking-time'))} cls=${audit('cumulative-layout-shift').toFixed(3)} ` +
        `a11y=${score('accessibility')} bp=${score('best-practices')} seo=${score('seo')}`,
    );
    // What keeps a category below 100, so the figure can be acted on.
    const missed = new Set();
    for (const report of reports) {
      for (const category of ['accessibility', 'best-practices', 'seo']) {
        for (const { id } of report.categories[category].auditRefs) {
          if (report.audits[id].score !== null && report.audits[id].score < 1) missed.add(id);
        }
      }
    }
    if (missed.size > 0) console.log(`lighthouse ${route} not_passed=${[...missed].join(',')}`);
  }
  console.log(`lighthouse benchmarkIndex=${Math.round(median(benchmarkIndexes))} runs_per_route=${RUNS}`);
} finally {
  // The server runs in its own process group (npm, then its server): end that group only.
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  rmSync(outDir, { recursive: true, force: true });
}
