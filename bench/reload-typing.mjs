// Words typed the moment a conversation page is live, over many reloads: the built app against
// the fake upstream in real Chromium. Each run reloads /bots while the last reply is still
// streaming (so the page comes back to a conversation with replies cut short, the busiest start),
// waits for the page to be live, types a question and presses Enter, and checks that the question
// is on screen. Prints
//   early reload-typing runs= lost=
// A lost question is a bug (the goal is lost=0): a race between renders after hydration once
// emptied the box here, about one run in twenty. Figures only; nothing here fails a build.
import { openChatSite, waitForLive } from './chat-site.mjs';

const RUNS = Number(process.env.RELOAD_TYPING_RUNS ?? 60);

const site = await openChatSite({
  port: Number(process.env.RELOAD_TYPING_PORT ?? 4497),
  upstreamPort: Number(process.env.RELOAD_TYPING_UPSTREAM_PORT ?? 4498),
  tokenMs: 50,
});
const { page } = site;
try {
  const lost = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(`${site.base}/bots?bot=gregbot`);
    await waitForLive(page);
    const input = page.getByRole('textbox', { name: /^Message / });
    const question = `Question ${run}`;
    await input.fill(question);
    await input.press('Enter');
    const shown = await page
      .locator('[data-role="user"]')
      .filter({ hasText: new RegExp(`^You said:\\s*${question}$`) })
      .waitFor({ timeout: 5_000 })
      .then(
        () => true,
        () => false,
      );
    if (!shown) lost.push(`${run} (box held ${JSON.stringify(await input.inputValue())})`);
    // Reload as soon as the reply streams: the next run starts beside a reply cut short.
    if (shown) await page.locator('[data-role="assistant"][data-status="streaming"]').waitFor({ timeout: 10_000 });
  }
  console.log(`early reload-typing runs=${RUNS} lost=${lost.length}`);
  if (lost.length > 0) console.error(`  (reload-typing: lost in runs ${lost.join(', ')})`);
} finally {
  await site.close();
}
