// Where the browser for the end-to-end tests lives. Shared by ensure-chromium.mjs and the
// Playwright config so both agree. CHROMIUM_PATH wins; then the system's Chromium or Chrome;
// `undefined` means "Playwright's own downloaded browser".
import { existsSync } from 'node:fs';

export const SYSTEM_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** @returns {string | undefined} */
export function findChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return SYSTEM_BROWSERS.find((path) => existsSync(path));
}
