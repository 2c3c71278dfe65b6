// Busy CPU of the machine to load N pages in fresh contexts, per Chromium flag set.
import { chromium } from 'playwright';
import { readFileSync } from 'node:fs';
const busy = () => { const t = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number); return t.reduce((s, v, i) => (i === 3 || i === 4 ? s : s + v), 0) * 10; };
const BASE = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];
const sets = { base: [], lite: ['--js-flags=--lite-mode'], noSiteIso: ['--disable-features=site-per-process,IsolateOrigins'], sparkplugOff: ['--js-flags=--no-opt'] };
const pages = ['/', '/bots', '/pricing', '/knowledgebase', '/senior-connect', '/use-cases', '/about/team', '/support/faq'];
for (const [name, extra] of Object.entries(sets)) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...BASE, ...extra] });
  const before = busy(); const t0 = Date.now();
  for (let round = 0; round < 3; round++) for (const path of pages) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('http://127.0.0.1:4573' + path);
    await page.waitForFunction(() => performance.getEntriesByName('basebots:page-live').length > 0);
    await page.waitForLoadState('networkidle');
    await context.close();
  }
  console.log(name, 'cpu_ms_per_page', Math.round((busy() - before) / (3 * pages.length)), 'wall_ms_per_page', Math.round((Date.now() - t0) / (3 * pages.length)));
  await browser.close();
}
