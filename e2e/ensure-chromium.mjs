// Makes sure a Chromium is there before the browser tests run:
// CHROMIUM_PATH, else the system's; where none is installed, Debian/Ubuntu's package when running
// as root, else Playwright's own download where the network allows it. Otherwise it stops and
// says what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './browser.mjs';

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

function fail(message) {
  console.error(`\n${message}\n`);
  process.exit(1);
}

const explicit = process.env.CHROMIUM_PATH;
if (explicit) {
  if (!existsSync(explicit)) fail(`CHROMIUM_PATH is set to ${explicit}, but there is no file there.`);
  console.info(`Browser tests use ${explicit} (CHROMIUM_PATH).`);
  process.exit(0);
}

const found = findChromium();
if (found) {
  console.info(`Browser tests use ${found}.`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (isRoot && hasApt) {
  console.info('No Chromium found: installing the distribution package (apt-get install chromium)…');
  if (run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', 'chromium']) && findChromium()) {
    console.info(`Installed ${findChromium()}.`);
    process.exit(0);
  }
}

console.info('No system Chromium: trying Playwright’s own browser download…');
if (run('npx', ['playwright', 'install', 'chromium'])) {
  try {
    execFileSync('npx', ['playwright', '--version'], { stdio: 'ignore' });
    process.exit(0);
  } catch {
    // fall through to the message below
  }
}

fail(
  'The browser tests need Chromium and none could be installed.\n' +
    'Install one, then run the tests again:\n' +
    '  Debian/Ubuntu:  sudo apt-get install chromium\n' +
    '  macOS:          brew install --cask chromium\n' +
    '  or any Chrome/Chromium, with CHROMIUM_PATH=/path/to/chrome',
);
