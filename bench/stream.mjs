// Time to the first text of a streamed reply: the built app (production server, real speech
// function) in real Chromium, against the fake upstream streaming one token every 50 ms. Prints
//   stream first_text_ms=<median> n=<runs that showed text> failed=<runs that showed none in 30 s>
// measured from the moment the fake upstream wrote its first token (it records Date.now()) to the
// moment the first text of the reply is in the page (a MutationObserver's Date.now()). Both clocks
// are this machine's. Then an 800 KB hostile reply (`[a](` repeated, in pieces of 4 KB):
//   stream hostile_kb=800 longest_task_ms= long_tasks= end_shown_ms= end_parsed_ms= load_1m=
// the longest main-thread task the page's PerformanceObserver saw (`longtask`: over 50 ms) from the
// question to the reply parsed to its end, how many there were, and when its last words were on
// screen, then shown bold. Figures only; nothing here fails a build.
import { loadavg } from 'node:os';
import { openChatSite, waitForLive } from './chat-site.mjs';

const PORT = Number(process.env.STREAM_BENCH_PORT ?? 4477);
const UPSTREAM_PORT = Number(process.env.STREAM_BENCH_UPSTREAM_PORT ?? 4478);
const RUNS = Number(process.env.STREAM_BENCH_RUNS ?? 7);
const TOKEN_MS = 50;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const site = await openChatSite({ port: PORT, upstreamPort: UPSTREAM_PORT, tokenMs: TOKEN_MS });
const { page, key } = site;

/** The 800 KB hostile reply in a fresh conversation: long tasks while it streams and is parsed. */
async function measureHostile() {
  await fetch(`${site.upstreamUrl}/__control`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      route: 'chat',
      key,
      reply: `Here goes ${'[a]('.repeat(200_000)}\n\nAnd **the last words**.`,
      tokenChars: 4096,
    }),
  });
  await page.goto(`${site.base}/bots?bot=gregbot`);
  await waitForLive(page);
  await page.getByRole('button', { name: 'New chat' }).click();
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  const input = page.getByRole('textbox', { name: /^Message / });
  await input.fill('Say something long');
  const asked = Date.now();
  await input.press('Enter');
  // Waited for with plain DOM reads: the test tool's own queries of 800 KB of text would be long
  // tasks of the page too.
  const wait = (check) =>
    page.waitForFunction(check, null, { timeout: 120_000, polling: 250 }).catch(async (error) => {
      // Once in a full run the end never showed: say what the page and the upstream had then.
      const reply = await page.evaluate(() => {
        const last = [...document.querySelectorAll('[data-role="assistant"]')].at(-1);
        const text = last?.textContent ?? '';
        return { status: last?.dataset.status, chars: text.length, start: text.slice(0, 80), end: text.slice(-80) };
      });
      const asked = await (await fetch(`${site.upstreamUrl}/__requests?route=chat&key=${key}`)).json();
      console.error(
        `  (stream hostile: no end in 120 s; last reply ${JSON.stringify(reply)}; chat requests ${asked.length})`,
      );
      throw error;
    });
  await wait(() => {
    const reply = [...document.querySelectorAll('[data-role="assistant"]')].at(-1);
    return reply?.textContent.slice(-200).includes('the last words');
  });
  const shown = Date.now() - asked;
  await wait(() =>
    [...([...document.querySelectorAll('[data-role="assistant"]')].at(-1)?.querySelectorAll('strong') ?? [])].some(
      (strong) => strong.textContent === 'the last words',
    ),
  );
  const parsed = Date.now() - asked;
  await wait(() => [...document.querySelectorAll('[data-role="assistant"]')].at(-1)?.dataset.status === 'received');
  const tasks = await page.evaluate(() => window.__longTasks);
  console.log(
    `stream hostile_kb=800 longest_task_ms=${Math.round(Math.max(0, ...tasks))} long_tasks=${tasks.length} ` +
      `end_shown_ms=${shown} end_parsed_ms=${parsed} load_1m=${loadavg()[0].toFixed(1)}`,
  );
}
try {
  // Notes when a growing reply first shows text.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      const reply = document.querySelector('[data-role="assistant"][data-status="streaming"]');
      if (reply && /step|Here/.test(reply.textContent ?? '')) {
        window.__firstText = Date.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const times = [];
  const failures = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(`${site.base}/bots?bot=gregbot`);
    // Typing works once the page is live.
    await waitForLive(page);
    const input = page.getByRole('textbox', { name: /^Message / });
    await input.fill(`Question ${run}`);
    await input.press('Enter');
    const shown = await page
      .waitForFunction(() => window.__firstText, null, { timeout: 30_000 })
      .catch(() => undefined);
    if (!shown) {
      // Say what the page showed instead of stopping the whole bench: a figure from fewer runs
      // is still a figure, and the page's text says where the reply stalled.
      failures.push(run);
      const box = await input.inputValue().catch(() => '(no message box)');
      const thread = await page
        .locator('main')
        .innerText()
        .catch(() => '(no main)');
      console.error(`  (stream run ${run}: no reply text in 30 s; message box held ${JSON.stringify(box)}; the page:)`);
      console.error(thread.replace(/^/gm, '    '));
      continue;
    }
    const shownAt = await shown.jsonValue();
    // Let this run's reply finish before the next run (an earlier run's finished reply is on the
    // page too: only the newest message counts).
    await page.waitForFunction(() => {
      const replies = document.querySelectorAll('[data-role]');
      const newest = replies[replies.length - 1];
      return newest?.getAttribute('data-status') === 'received' && newest.textContent?.includes('step29');
    });
    const recorded = await (await fetch(`${site.upstreamUrl}/__requests?route=chat&key=${key}`)).json();
    const firstChunkAt = recorded.at(-1)?.firstChunkAt;
    if (typeof firstChunkAt === 'number') times.push(shownAt - firstChunkAt);
  }
  console.log(`stream first_text_ms=${median(times)} n=${times.length} failed=${failures.length}`);
  console.error(`  (stream: each run ${times.join(', ')} ms; one token every ${TOKEN_MS} ms)`);
  await measureHostile();
} finally {
  await site.close();
}
