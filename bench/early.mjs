// Early actions on a phone: real Chromium with the CPU slowed 4x (as Lighthouse's phone), against
// the built site as `npm start` serves it. For each kind of control, a fresh visit acts the moment
// the control is first visible, and the figure is the time from the action to its effect (a dialog
// open, a tab shown, a message in the log). Prints, over RUNS visits each:
//   early <control> lost= response_ms=        (median)
//   early live <route> live_ms= steps_ms ... blocking_ms= acting_live_ms=
//                                             (first paint to the page being live, and each
//                                             start-up step's share of it, medians over loads where
//                                             nobody acts; acting_live_ms: the same over the loads
//                                             above, lengthened by the harness's own work in them)
//   early actions= lost= p95_response_ms= live_ms=
// Goals: lost=0; p95_response_ms <= live_ms + 100; live_ms <= 1000 on / and /knowledgebase.
// blocking_ms: each long task's time over 50 ms, from the first paint to live (Lighthouse's total
// blocking time, measured rather than simulated). EARLY_ROUTES=/,/bots measures those routes only.
// Figures only; nothing here fails a build. Reads the build in BUILD_OUT_DIR (default dist/).
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, FAKE_MEDIA_ARGS, findChromium } from '../e2e/browser.mjs';
import { waitFor } from './wait-for.mjs';

const PORT = Number(process.env.EARLY_PORT ?? 4475);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.EARLY_RUNS ?? 3);
// Loads where nobody acts, per route, for the live time.
const LIVE_RUNS = Number(process.env.EARLY_LIVE_RUNS ?? 7);
// Only the controls of these routes (comma-separated), to measure one change quickly.
const ROUTES = process.env.EARLY_ROUTES?.split(',');
const LIVE_MARK = 'basebots:page-live';
const EFFECT_TIMEOUT_MS = 15_000;
// The start-up steps marked in the page, in order; the last is the live page itself.
const STEPS = [
  'startup',
  'chakra-loaded',
  'system-built',
  'app-loaded',
  'routes-loaded',
  'hydration-started',
  'page-live',
];

/** Each control: where it is, how a visitor acts on it, and the effect that shows it worked. */
const CONTROLS = [
  {
    name: 'search-button',
    route: '/',
    act: (page) => page.getByRole('button', { name: 'Search', exact: true }).click(),
    effect: () => document.querySelector('[role="dialog"] input[aria-label="Search the site"]') !== null,
  },
  {
    name: 'search-shortcut',
    route: '/',
    act: async (page) => {
      await page.locator('#root main h1').waitFor();
      await page.keyboard.press('Control+k');
    },
    effect: () => document.querySelector('[role="dialog"] input[aria-label="Search the site"]') !== null,
  },
  {
    name: 'easier-reading',
    route: '/',
    act: (page) => page.getByRole('button', { name: 'Easier reading' }).first().click(),
    effect: () => [...document.querySelectorAll('[role="dialog"]')].some((d) => /Easier reading/.test(d.textContent)),
  },
  {
    name: 'accordion',
    route: '/knowledgebase',
    act: (page) => page.getByRole('button', { name: /^BaseBot Setup Self-service or VIP/ }).click(),
    effect: () =>
      [...document.querySelectorAll('button[aria-expanded="true"]')].some((b) =>
        /^BaseBot SetupSelf/.test(b.textContent),
      ),
  },
  {
    name: 'topic-category',
    route: '/knowledgebase',
    act: (page) => page.getByRole('button', { name: /^Troubleshooting/ }).click(),
    effect: () =>
      [...document.querySelectorAll('button[aria-expanded="true"]')].some((b) =>
        /^Troubleshooting/.test(b.textContent),
      ),
  },
  {
    name: 'knowledge-search',
    route: '/knowledgebase',
    act: async (page) => {
      const box = page.getByRole('searchbox', { name: 'Search the knowledge base' });
      await box.fill('voice');
      await box.press('Enter');
    },
    effect: () => /topics? match(es)? “voice”/.test(document.body.textContent),
  },
  {
    name: 'guide-tab',
    route: '/elevenlabs-navigation',
    act: (page) => page.getByRole('tab', { name: 'User Paths' }).click(),
    effect: () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'User Paths',
  },
  {
    name: 'user-type',
    route: '/elevenlabs-navigation',
    act: (page) => page.getByLabel('Show the user path for').selectOption('business'),
    effect: () => localStorage.getItem('basebots.user-type')?.includes('business') ?? false,
  },
  {
    name: 'assistant-select',
    route: '/bots',
    act: (page) => page.getByLabel('Assistant', { exact: true }).selectOption('chefbot'),
    effect: () => location.search.includes('bot=chefbot'),
  },
  {
    name: 'voice-call',
    route: '/bots',
    act: (page) => page.getByRole('button', { name: 'Voice call' }).click(),
    effect: () =>
      [...document.querySelectorAll('[role="dialog"]')].some((d) =>
        /call/i.test(d.getAttribute('aria-label') ?? d.textContent),
      ),
  },
  {
    name: 'chat-message',
    route: '/bots',
    act: async (page) => {
      const box = page.getByRole('textbox', { name: /^Message / });
      await box.fill('Hello there');
      await box.press('Enter');
    },
    effect: () => document.querySelector('[role="log"] [data-role="user"]') !== null,
  },
];

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Records, in the page, when the visitor first acted (a trusted press or key). */
function watchFirstAction() {
  // A select is changed by script (Playwright's selectOption), whose events are not trusted.
  const mark = (event) => {
    if ((event.isTrusted || event.type === 'change') && window.__earlyActionAt === undefined) {
      window.__earlyActionAt = performance.now();
    }
  };
  document.addEventListener('pointerdown', mark, true);
  document.addEventListener('keydown', mark, true);
  document.addEventListener('input', mark, true);
  document.addEventListener('change', mark, true);
}

/** Keeps, in the page, every task that held its main thread for over 50 ms. */
function watchLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries())).observe({ type: 'longtask' });
}

/** A fresh page without the service worker, on a CPU slowed 4x as Lighthouse's phone. */
async function openSlowPage(browser, options = {}) {
  const context = await browser.newContext({ serviceWorkers: 'block', ...options });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

/** Reads, in a page that has gone live, when it went live and each start-up step's share. */
function readTimings(page) {
  return page.evaluate(
    ([mark, STEPS]) => {
      const paint =
        performance.getEntriesByName('first-paint')[0] ?? performance.getEntriesByName('first-contentful-paint')[0];
      const at = (name) => performance.getEntriesByName(`basebots:${name}`)[0]?.startTime;
      // Each start-up step's time, from the end of the step before (see src/main.tsx, start.tsx).
      const steps = {};
      let previous = paint?.startTime ?? 0;
      for (const step of STEPS) {
        const time = at(step);
        if (time === undefined) continue;
        steps[step] = time - previous;
        previous = time;
      }
      const start = paint?.startTime ?? 0;
      const live = performance.getEntriesByName(mark)[0].startTime;
      // What Lighthouse's total blocking time counts, from the first paint until the page is live.
      const blockingMs = (window.__longTasks ?? [])
        .filter((task) => task.startTime + task.duration > start && task.startTime < live)
        .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
      return {
        actionAt: window.__earlyActionAt,
        blockingMs,
        liveMs: live - start,
        steps,
      };
    },
    [LIVE_MARK, STEPS],
  );
}

/**
 * A load where nobody acts: the page's own time from first paint to live. The loads above act
 * through Playwright, whose locators resolve (accessible names of every button, visibility,
 * stability) and whose effect checks run on every frame, in the page, on the same slowed CPU: they
 * lengthen the start-up they measure. Here the only script the harness runs in the page is one
 * wait for the live event.
 */
async function measureLive(browser, route) {
  const { context, page } = await openSlowPage(browser);
  await page.addInitScript(watchLongTasks);
  try {
    await page.goto(`${BASE}${route}`, { waitUntil: 'commit' });
    await page.evaluate(
      (mark) =>
        new Promise((resolve) => {
          if (performance.getEntriesByName(mark).length > 0) resolve();
          else document.addEventListener(mark, () => resolve(), { once: true });
        }),
      LIVE_MARK,
    );
    return await readTimings(page);
  } finally {
    await context.close();
  }
}

async function measure(browser, control) {
  // The effect checks are evaluated in the page, which the site's CSP (no eval) would refuse.
  const { context, page } = await openSlowPage(browser, { bypassCSP: true });
  // A key prompt may still be opening when the effect has shown and the page is closed.
  page.on('dialog', (dialog) => void dialog.accept('sk-bench-early-0000000000000000').catch(() => undefined));
  await page.addInitScript(watchFirstAction);
  try {
    await page.goto(`${BASE}${control.route}`, { waitUntil: 'commit' });
    await control.act(page);
    const handle = await page
      .waitForFunction(
        (effect) => (new Function(`return (${effect})()`)() ? performance.now() : undefined),
        control.effect.toString(),
        { polling: 'raf', timeout: EFFECT_TIMEOUT_MS },
      )
      .catch(() => undefined);
    const doneAt = handle ? await handle.jsonValue() : undefined;
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, LIVE_MARK, {
      timeout: EFFECT_TIMEOUT_MS,
    });
    const timings = await readTimings(page);
    return {
      lost: doneAt === undefined,
      responseMs: doneAt === undefined ? undefined : doneAt - timings.actionAt,
      liveMs: timings.liveMs,
      steps: timings.steps,
    };
  } finally {
    await context.close();
  }
}

// A server left on the port (an interrupted run) would be measured instead of this build's.
if (
  await fetch(BASE).then(
    () => true,
    () => false,
  )
) {
  console.error(`early: something already answers on ${BASE}; stop it first.`);
  process.exit(1);
}
const server = spawn('npm', ['run', 'serve'], {
  env: { ...process.env, PORT: String(PORT), OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' },
  stdio: 'ignore',
  detached: true,
});
const executablePath = findChromium();
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS],
});
try {
  await waitFor(BASE);
  const responses = [];
  const liveByRoute = new Map();
  let lostTotal = 0;
  let actions = 0;
  for (const control of CONTROLS.filter((each) => !ROUTES || ROUTES.includes(each.route))) {
    const results = [];
    for (let run = 0; run < RUNS; run += 1) results.push(await measure(browser, control));
    const lost = results.filter((result) => result.lost).length;
    const times = results.filter((result) => !result.lost).map((result) => result.responseMs);
    responses.push(...times);
    lostTotal += lost;
    actions += results.length;
    const live = liveByRoute.get(control.route) ?? [];
    live.push(...results);
    liveByRoute.set(control.route, live);
    const median = times.length > 0 ? Math.round(percentile(times, 50)) : 'none';
    console.log(`early ${control.name} lost=${lost} response_ms=${median}`);
  }
  const allLive = [];
  for (const [route, acting] of liveByRoute) {
    const results = [];
    for (let run = 0; run < LIVE_RUNS; run += 1) results.push(await measureLive(browser, route));
    const live = results.map((result) => result.liveMs);
    allLive.push(...live);
    const steps = STEPS.map((step) => {
      const times = results.map((result) => result.steps[step]).filter((time) => time !== undefined);
      return times.length > 0 ? `${step}=${Math.round(percentile(times, 50))}` : `${step}=none`;
    });
    const blocking = Math.round(
      percentile(
        results.map((result) => result.blockingMs),
        50,
      ),
    );
    const actingLive = Math.round(
      percentile(
        acting.map((result) => result.liveMs),
        50,
      ),
    );
    console.log(
      `early live ${route} live_ms=${Math.round(percentile(live, 50))} steps_ms ${steps.join(' ')} ` +
        `blocking_ms=${blocking} acting_live_ms=${actingLive}`,
    );
  }
  console.log(
    `early actions=${actions} lost=${lostTotal} p95_response_ms=${Math.round(percentile(responses, 95))} ` +
      `live_ms=${Math.round(percentile(allLive, 50))} cpu_slowdown=4 runs=${RUNS} live_runs=${LIVE_RUNS}`,
  );
} finally {
  await browser.close();
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
