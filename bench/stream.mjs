// Time to the first text of a streamed reply: the built app (production server, real speech
// function) in real Chromium, against the fake upstream streaming one token every 50 ms. Prints
//   stream first_text_ms=<median> n=<runs that showed text> failed=<runs that showed none in 30 s>
// measured from the moment the fake upstream wrote its first token (it records Date.now()) to the
// moment the first text of the reply is in the page (a MutationObserver's Date.now()). Both clocks
// are this machine's. Figures only; nothing here fails a build.
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
} finally {
  await site.close();
}
