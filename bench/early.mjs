// Early actions on a phone: real Chromium with the CPU slowed 4x (as Lighthouse's phone), against
// the built site as `npm start` serves it. For each kind of control, a fresh visit acts the moment
// the page is first painted, with taps and keys as a person does, and the figure is the time from
// the action (the time the browser stamped on it) to its effect (a dialog open, a tab shown, a
// message in the log). Prints, over RUNS visits each:
//   early <control> lost= response_ms= feedback_ms= acted_at_ms= after_live_ms=
//                                             (medians; feedback_ms: to the frame that shows the
//                                             press taken, its control dimmed, or its effect if
//                                             the page was live; acted_at_ms: when the visitor
//                                             acted, from the first paint; after_live_ms: how
//                                             long the effect took once the page was live)
//   early live <route> live_ms= steps_ms ... blocking_ms= acting_live_ms=
//                                             (first paint to the page being live, and each
//                                             start-up step's share of it, medians over loads where
//                                             nobody acts; acting_live_ms: the same over the loads
//                                             above, which also fetch and run what the action needs)
//   early actions= lost= p95_response_ms= p95_tap_feedback_ms= live_ms=
//   early network <profile> <route> paint_ms= live_ms= live_after_paint_ms= requests_before_paint=
//                                             (medians of NETWORK_RUNS loads where nobody acts, on
//                                             a slowed network, from the start of navigation:
//                                             Lighthouse's slow 4G, 150 ms and 1.6 Mbit/s, and a
//                                             slow phone's, 300 ms and 100 KB/s, both at 4x CPU)
// Goals: lost=0; p95_response_ms <= live_ms + 100; p95_tap_feedback_ms <= 100; live_ms <= 1000 on
// / and /knowledgebase; on slow 4G live_ms <= 2500 and live_after_paint_ms <= 1000.
// blocking_ms: each long task's time over 50 ms, from the first paint to live (Lighthouse's total
// blocking time, measured rather than simulated). EARLY_ROUTES=/,/bots measures those routes only;
// EARLY_NETWORK_ONLY=1 measures the slowed networks only. A lost action says on stderr what each
// kind of event (pointerdown, pointerup, click, keydown) first reached, and where focus was.
// Figures only; nothing here fails a build. Reads the build in BUILD_OUT_DIR (default dist/).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, FAKE_MEDIA_ARGS, findChromium } from '../e2e/browser.mjs';
import { percentile } from './percentile.mjs';
import { startSiteServer } from './site-server.mjs';
import { waitFor } from './wait-for.mjs';

const PORT = Number(process.env.EARLY_PORT ?? 4475);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.EARLY_RUNS ?? 3);
// Loads where nobody acts, per route, for the live time.
const LIVE_RUNS = Number(process.env.EARLY_LIVE_RUNS ?? 7);
// Only the controls of these routes (comma-separated), to measure one change quickly.
const ROUTES = process.env.EARLY_ROUTES?.split(',');
const NETWORK_RUNS = Number(process.env.EARLY_NETWORK_RUNS ?? 5);
const NETWORK_ONLY = process.env.EARLY_NETWORK_ONLY === '1';
// Only these network profiles (comma-separated), to measure one change quickly.
const PROFILES = process.env.EARLY_NETWORKS?.split(',');
const NETWORK_ROUTES = ROUTES ?? ['/', '/knowledgebase', '/bots', '/senior-connect'];
// Chromium's network emulation: round-trip latency in ms, throughputs in bytes per second.
const NETWORKS = {
  'slow-4g': { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
  'slow-phone': { latency: 300, downloadThroughput: 100 * 1024, uploadThroughput: 100 * 1024 },
};
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

/**
 * Each control: where it is, how a visitor acts on it, and the effect that shows it worked. The
 * visitor acts as a person does, with the mouse and the keyboard only: `target` (found on a live
 * load beforehand) says where to tap, and `act` taps and types there. Nothing of the harness runs
 * in the page meanwhile but two listeners; see `measure`.
 */
const CONTROLS = [
  {
    name: 'search-button',
    route: '/',
    target: (page) => page.getByRole('button', { name: 'Search', exact: true }),
    act: tap,
    effect: () => document.querySelector('[role="dialog"] input[aria-label="Search the site"]') !== null,
  },
  {
    name: 'search-shortcut',
    route: '/',
    act: ({ page }) => page.keyboard.press('Control+k'),
    effect: () => document.querySelector('[role="dialog"] input[aria-label="Search the site"]') !== null,
  },
  {
    name: 'easier-reading',
    route: '/',
    target: (page) => page.getByRole('button', { name: 'Easier reading' }).first(),
    act: tap,
    effect: () => [...document.querySelectorAll('[role="dialog"]')].some((d) => /Easier reading/.test(d.textContent)),
  },
  {
    name: 'accordion',
    route: '/knowledgebase',
    target: (page) => page.getByRole('button', { name: /^BaseBot Setup Self-service or VIP/ }),
    act: tap,
    effect: () =>
      [...document.querySelectorAll('button[aria-expanded="true"]')].some((b) =>
        /^BaseBot SetupSelf/.test(b.textContent),
      ),
  },
  {
    name: 'topic-category',
    route: '/knowledgebase',
    target: (page) => page.getByRole('button', { name: /^Troubleshooting/ }),
    act: tap,
    effect: () =>
      [...document.querySelectorAll('button[aria-expanded="true"]')].some((b) =>
        /^Troubleshooting/.test(b.textContent),
      ),
  },
  {
    name: 'knowledge-search',
    route: '/knowledgebase',
    target: (page) => page.getByRole('searchbox', { name: 'Search the knowledge base' }),
    act: (visitor, at) => tapAndType(visitor, at, 'voice'),
    effect: () => /topics? match(es)? “voice”/.test(document.body.textContent),
  },
  {
    name: 'guide-tab',
    route: '/elevenlabs-navigation',
    target: (page) => page.getByRole('tab', { name: 'User Paths' }),
    act: tap,
    effect: () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'User Paths',
  },
  {
    name: 'user-type',
    route: '/elevenlabs-navigation',
    target: (page) => page.getByLabel('Show the user path for'),
    // The browser's list opens on the tap; typing an option's first letters picks it.
    act: (visitor, at) => tapAndType(visitor, at, 'Business'),
    effect: () => localStorage.getItem('basebots.user-type')?.includes('business') ?? false,
  },
  {
    name: 'assistant-select',
    route: '/bots',
    target: (page) => page.getByLabel('Assistant', { exact: true }),
    act: (visitor, at) => tapAndType(visitor, at, 'ChefBot'),
    effect: () => location.search.includes('bot=chefbot'),
  },
  {
    name: 'voice-call',
    route: '/bots',
    target: (page) => page.getByRole('button', { name: 'Voice call' }),
    act: tap,
    effect: () =>
      [...document.querySelectorAll('[role="dialog"]')].some((d) =>
        /call/i.test(d.getAttribute('aria-label') ?? d.textContent),
      ),
  },
  {
    name: 'chat-message',
    route: '/bots',
    target: (page) => page.getByRole('textbox', { name: /^Message / }),
    act: (visitor, at) => tapAndType(visitor, at, 'Hello there'),
    effect: () => document.querySelector('[role="log"] [data-role="user"]') !== null,
  },
];

/**
 * Scrolls toward a point of the page (`at`, measured with the page at the top) with the mouse
 * wheel, as a person does, until it is on screen, and resolves with how far the browser has
 * scrolled once it has (it says so over the DevTools protocol, without asking the page). A page
 * still being read may be too short yet to scroll that far: a later call scrolls on.
 */
async function scrollToward({ page, cdp }, at) {
  const { height } = page.viewportSize();
  const scrollY = async () => (await cdp.send('Page.getLayoutMetrics')).cssVisualViewport.pageY;
  const from = await scrollY();
  if (at.y - from <= height - 40) return from;
  await page.mouse.move(at.x, height / 2);
  await page.mouse.wheel(0, Math.ceil(at.y - from - height / 2));
  // The wheel scrolls in frames: wait until it has moved and then come to rest, or a second.
  let scrolled = from;
  for (let tries = 0; tries < 20; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = await scrollY();
    if (now !== from && now === scrolled) break;
    scrolled = now;
  }
  return scrolled;
}

/**
 * What the browser finds at a point of the page (document coordinates, which is what the DevTools
 * protocol's hit test takes; a point off screen finds nothing): its element's name and classes.
 */
async function elementAt(cdp, x, y) {
  const found = await cdp.send('DOM.getNodeForLocation', { x: Math.round(x), y: Math.round(y) }).catch(() => undefined);
  if (!found) return undefined;
  const { backendNodeId } = found;
  const { node } = await cdp.send('DOM.describeNode', { backendNodeId });
  const attributes = node.attributes ?? [];
  return `${node.nodeName}.${attributes[attributes.indexOf('class') + 1] ?? ''}`;
}

/**
 * A tap on the control at `at`, a point of the page scrolled to the top, once it is there: a page
 * can be painted before all of it has been read, and a person taps what they see.
 */
async function tap(visitor, at) {
  const deadline = Date.now() + EFFECT_TIMEOUT_MS;
  let scrolled = await scrollToward(visitor, at);
  while ((await elementAt(visitor.cdp, at.x, at.y)) !== at.element && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 16));
    scrolled = await scrollToward(visitor, at);
  }
  await visitor.page.mouse.click(at.x, at.y - scrolled);
}

async function tapAndType(visitor, at, text) {
  await tap(visitor, at);
  await visitor.page.keyboard.type(text);
  await visitor.page.keyboard.press('Enter');
}

/**
 * Records, in the page, when the visitor first acted: the time the browser stamped on their first
 * press or key, which is when they acted even if the page only got to the event later.
 */
function watchFirstAction() {
  const describe = (target) =>
    target instanceof Element
      ? `${target.tagName.toLowerCase()} "${(target.textContent ?? '').trim().slice(0, 40)}"`
      : String(target);
  const mark = (event) => {
    if (!event.isTrusted) return;
    if (window.__earlyActionAt === undefined) window.__earlyActionAt = event.timeStamp;
    // What each kind of event first reached: said only if the action is lost.
    window.__earlyEvents ??= {};
    window.__earlyEvents[event.type] ??=
      `${describe(event.target)} at ${Math.round(event.timeStamp)} ms, ${document.readyState}`;
  };
  for (const type of ['pointerdown', 'pointerup', 'click', 'keydown']) document.addEventListener(type, mark, true);
}

/**
 * Records, in the page, when `effect` first holds: checked in the frame after each change to the
 * document, the frame that shows it, and not otherwise, so that the check itself does not slow
 * the start-up it measures.
 */
function watchEffect(effect) {
  let pending = false;
  const check = () => {
    pending = false;
    if (window.__effectAt !== undefined || !effect()) return;
    window.__effectAt = performance.now();
    observer.disconnect();
    document.dispatchEvent(new Event('bench:effect'));
  };
  const observer = new MutationObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(check);
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/**
 * Records, in the page, the frame that first shows a held press as taken (the early-input script
 * marks its control `data-early-pending`, which the site's styles dim).
 */
function watchFeedback() {
  new MutationObserver((records, observer) => {
    if (!records.some((record) => record.target instanceof Element && record.target.hasAttribute('data-early-pending')))
      return;
    observer.disconnect();
    requestAnimationFrame(() => (window.__feedbackAt = performance.now()));
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-early-pending'] });
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
  return { context, page, cdp };
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
        requestsBeforePaint:
          performance.getEntriesByType('resource').filter((entry) => entry.startTime < start).length + 1,
        actionAt: window.__earlyActionAt,
        blockingMs,
        liveAt: live,
        liveMs: live - start,
        paintAt: start,
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
async function measureLive(browser, route, network) {
  const { context, page, cdp } = await openSlowPage(browser);
  if (network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
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

/**
 * Where each control is, found on a live page scrolled to the top: the centre of its box, and the
 * element the browser finds there.
 */
async function findTargets(browser, controls) {
  const targets = new Map();
  for (const control of controls) {
    if (!control.target) continue;
    const context = await browser.newContext({ serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto(`${BASE}${control.route}`);
      await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, LIVE_MARK);
      const box = await control.target(page).boundingBox();
      if (!box) throw new Error(`early: ${control.name} is not on ${control.route}`);
      const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await scrollToward({ page, cdp }, at);
      const element = await elementAt(cdp, at.x, at.y);
      if (!element) throw new Error(`early: the browser finds nothing where ${control.name} is on ${control.route}`);
      targets.set(control.name, { ...at, element });
    } finally {
      await context.close();
    }
  }
  return targets;
}

/**
 * A fresh visit that acts the moment the page is first painted (the browser says so over the
 * DevTools protocol, without asking the page), as a person does: taps and keys sent to the browser,
 * none of Playwright's locators, which would resolve, in the page and on its slowed CPU, what to
 * press. The only harness script in the page is two listeners: the first action, and the effect.
 */
async function measure(browser, control, at) {
  const { context, page, cdp } = await openSlowPage(browser);
  // A key prompt may still be opening when the effect has shown and the page is closed.
  page.on('dialog', (dialog) => void dialog.accept('sk-bench-early-0000000000000000').catch(() => undefined));
  await page.addInitScript(watchFirstAction);
  await page.addInitScript(watchFeedback);
  await page.addInitScript({ content: `(${watchEffect})(${control.effect})` });
  const painted = new Promise((resolve) => {
    cdp.on('Page.lifecycleEvent', (event) => {
      if (event.name === 'firstContentfulPaint') resolve();
    });
  });
  await cdp.send('Page.enable');
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
  try {
    await page.goto(`${BASE}${control.route}`, { waitUntil: 'commit' });
    await painted;
    await control.act({ page, cdp }, at);
    const doneAt = await page.evaluate(
      (timeout) =>
        new Promise((resolve) => {
          if (window.__effectAt !== undefined) resolve(window.__effectAt);
          document.addEventListener('bench:effect', () => resolve(window.__effectAt), { once: true });
          setTimeout(() => resolve(undefined), timeout);
        }),
      EFFECT_TIMEOUT_MS,
    );
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, LIVE_MARK, {
      timeout: EFFECT_TIMEOUT_MS,
    });
    const timings = await readTimings(page);
    // A press the page was already live for shows itself by its effect.
    const shownAt = (await page.evaluate(() => window.__feedbackAt)) ?? doneAt;
    if (doneAt === undefined) {
      // What the page had when the action was lost, for whoever looks into it.
      const seen = await page.evaluate(() => ({
        events: window.__earlyEvents ?? {},
        focus: document.activeElement?.tagName.toLowerCase(),
        scrollY: Math.round(window.scrollY),
        // Whether the press came before the document had been read whole, and its first paint.
        readAt: Math.round(performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd ?? -1),
        paintAt: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1),
      }));
      console.error(`  (early ${control.name} lost: ${JSON.stringify(seen)})`);
    }
    return {
      lost: doneAt === undefined,
      responseMs: doneAt === undefined ? undefined : doneAt - timings.actionAt,
      feedbackMs: shownAt === undefined ? undefined : shownAt - timings.actionAt,
      actedMs: timings.actionAt - timings.paintAt,
      afterLiveMs: doneAt === undefined ? undefined : doneAt - timings.liveAt,
      liveMs: timings.liveMs,
      steps: timings.steps,
    };
  } finally {
    await context.close();
  }
}

const server = await startSiteServer('early', PORT);
const executablePath = findChromium();
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS],
});
try {
  await waitFor(BASE);
  const controls = NETWORK_ONLY ? [] : CONTROLS.filter((each) => !ROUTES || ROUTES.includes(each.route));
  const targets = await findTargets(browser, controls);
  const responses = [];
  const tapFeedbacks = [];
  const liveByRoute = new Map();
  let lostTotal = 0;
  let actions = 0;
  for (const control of controls) {
    const results = [];
    for (let run = 0; run < RUNS; run += 1) results.push(await measure(browser, control, targets.get(control.name)));
    const lost = results.filter((result) => result.lost).length;
    const times = results.filter((result) => !result.lost).map((result) => result.responseMs);
    responses.push(...times);
    lostTotal += lost;
    actions += results.length;
    const live = liveByRoute.get(control.route) ?? [];
    live.push(...results);
    liveByRoute.set(control.route, live);
    const median = (values) => (values.length > 0 ? Math.round(percentile(values, 50)) : 'none');
    const answered = results.filter((result) => !result.lost);
    const feedback = results.map((result) => result.feedbackMs).filter((time) => time !== undefined);
    // Taps are what the page marks as taken; a key or typed text shows itself in its field.
    if (control.act === tap) tapFeedbacks.push(...feedback);
    console.log(
      `early ${control.name} lost=${lost} response_ms=${median(times)} feedback_ms=${median(feedback)} ` +
        `acted_at_ms=${median(results.map((result) => result.actedMs))} ` +
        `after_live_ms=${median(answered.map((result) => result.afterLiveMs))}`,
    );
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
  if (!NETWORK_ONLY) {
    console.log(
      `early actions=${actions} lost=${lostTotal} p95_response_ms=${Math.round(percentile(responses, 95))} ` +
        `p95_tap_feedback_ms=${Math.round(percentile(tapFeedbacks, 95))} ` +
        `live_ms=${Math.round(percentile(allLive, 50))} cpu_slowdown=4 runs=${RUNS} live_runs=${LIVE_RUNS}`,
    );
  }
  const profiles = Object.entries(NETWORKS).filter(([name]) => !PROFILES || PROFILES.includes(name));
  for (const [profile, network] of profiles) {
    for (const route of NETWORK_ROUTES) {
      const results = [];
      for (let run = 0; run < NETWORK_RUNS; run += 1) results.push(await measureLive(browser, route, network));
      const median = (pick) => Math.round(percentile(results.map(pick), 50));
      console.log(
        `early network ${profile} ${route} paint_ms=${median((result) => result.paintAt)} ` +
          `live_ms=${median((result) => result.liveAt)} live_after_paint_ms=${median((result) => result.liveMs)} ` +
          `requests_before_paint=${median((result) => result.requestsBeforePaint)} runs=${NETWORK_RUNS} ` +
          `steps_ms ${STEPS.map((step) => `${step}=${median((result) => result.steps[step] ?? 0)}`).join(' ')}`,
      );
    }
  }
} finally {
  await browser.close();
  server.stop();
}
