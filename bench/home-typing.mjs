// Typing into the home page's GregBot box while the page loads, as a visitor on a slow phone does:
// the built app against the fake upstream in real Chromium at 4x CPU. Each run opens `/` anew,
// clicks the box the moment it shows, and types a question a key every 40 ms across the page's
// takeover and the assistant's, then presses Enter once the assistant is there. Prints
//   early home-typing runs= scrambled= lost= caret_not_at_end= sent_whole=
// (scrambled: every character arrived but not in order; lost: characters missing; caret_not_at_end:
// the caret was elsewhere when the typing ended; sent_whole: the question in the log as typed).
// Then each run types a word, presses Tab six times (into the page past the section) while the
// page loads, and checks where the focus is once the assistant has taken the box over:
//   early home-tab runs= focus_jumps=
// Goals: scrambled=0, lost=0, focus_jumps=0. HOME_TYPING_RUNS (default 20) sets the runs of each.
// Figures only; nothing here fails a build. Reads the build in BUILD_OUT_DIR (default dist/).
import { openChatSite } from './chat-site.mjs';

const RUNS = Number(process.env.HOME_TYPING_RUNS ?? 20);
const QUESTION = 'How do I set up reminders for my medicine?';

const site = await openChatSite({ port: 4481, upstreamPort: 4482, tokenMs: 0 });
const { page } = site;

/**
 * A visit of `/` at 4x CPU, with the box clicked as soon as it is on screen; the runs share the site's
 * storage, as one visitor's return visits do (the HTTP cache is off, so each fetches the scripts).
 */
async function visitAndClick() {
  await page.goto('about:blank');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto(`${site.base}/`, { waitUntil: 'commit' });
  const section = page.locator('#gregbot-section');
  const box = section.getByRole('textbox', { name: 'Message GregBot' });
  await box.click();
  return { cdp, section, box };
}

/** Whether `typed` holds every character of `wanted`, whatever their order. */
const sameCharacters = (typed, wanted) => [...typed].sort().join('') === [...wanted].sort().join('');

async function typingRun() {
  const { cdp, section, box } = await visitAndClick();
  await page.keyboard.type(QUESTION, { delay: 40 });
  const value = await box.inputValue();
  const caretAtEnd = await box.evaluate((element) => element.selectionStart === element.value.length);
  // Sent once the real assistant is there (its conversation shows), as a visitor would press Enter.
  await section.getByRole('log').waitFor();
  await box.press('Enter');
  const sent = await section
    .locator('[data-role="user"] [data-content]')
    .last()
    .textContent({ timeout: 20_000 })
    .catch(() => null);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return {
    scrambled: value !== QUESTION && sameCharacters(value, QUESTION),
    lost: !sameCharacters(value, QUESTION),
    caretAtEnd,
    sentWhole: sent === QUESTION,
  };
}

async function tabRun() {
  const { cdp, section } = await visitAndClick();
  await page.keyboard.type('Hello', { delay: 40 });
  for (let press = 0; press < 6; press += 1) await page.keyboard.press('Tab');
  await page.evaluate(() => {
    window.__focusedBefore = document.activeElement;
  });
  await section.getByRole('log').waitFor();
  // A second for anything that would pull the focus back after the takeover.
  await page.waitForTimeout(1_000);
  const jumped = await page.evaluate(() => document.activeElement !== window.__focusedBefore);
  if (jumped) {
    const where = await page.evaluate(() =>
      [window.__focusedBefore, document.activeElement].map((element) => element?.outerHTML.slice(0, 100)),
    );
    console.error(`  (home-tab: the focus moved from ${where[0]} to ${where[1]})`);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return jumped;
}

try {
  // The conversation of each run is new: IndexedDB is per origin, so the visits share it, and the
  // last question asked is what the log shows last.
  const typing = [];
  for (let run = 0; run < RUNS; run += 1) typing.push(await typingRun());
  const count = (test) => typing.filter(test).length;
  console.log(
    `early home-typing runs=${typing.length} scrambled=${count((run) => run.scrambled)} ` +
      `lost=${count((run) => run.lost)} caret_not_at_end=${count((run) => !run.caretAtEnd)} ` +
      `sent_whole=${count((run) => run.sentWhole)}`,
  );
  const jumps = [];
  for (let run = 0; run < RUNS; run += 1) jumps.push(await tabRun());
  console.log(`early home-tab runs=${jumps.length} focus_jumps=${jumps.filter(Boolean).length}`);
} finally {
  await site.close();
}
