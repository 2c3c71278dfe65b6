// Where the browsers for the end-to-end tests live. Shared by ensure-tools.mjs, the Playwright
// config and the benchmarks so all agree. CHROMIUM_PATH wins for both; `undefined` means
// "Playwright's own downloaded browser".
import { existsSync } from 'node:fs';

const SYSTEM_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** Debian's build of Chromium's headless shell (`apt-get install chromium-headless-shell`). */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * A full Chromium or Chrome: for the benchmarks, whose figures stand for a visitor's browser, and
 * for the few tests of what only a full browser does (refusing a microphone nobody allowed).
 * @returns {string | undefined}
 */
export function findChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return SYSTEM_BROWSERS.find((path) => existsSync(path));
}

/**
 * The browser the suite drives: the headless shell where it is installed, else a full browser. The
 * shell runs the same engine without the full browser's user interface, and costs the suite about
 * a third less CPU (docs/decisions.md, "Tests on two cores").
 * @returns {string | undefined}
 */
export function findTestChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : findChromium();
}

/** Flags for a headless Chromium in a closed network (see README: "Test it"). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** A fake microphone and camera that need no permission prompt. */
export const FAKE_MEDIA_ARGS = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];
