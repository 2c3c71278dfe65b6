// Makes sure of what the browser tests need beyond npm's packages, before they run:
// - a Chromium: CHROMIUM_PATH, else the system's; where none is installed, Debian/Ubuntu's package
//   when running as root, else Playwright's own download where the network allows it. Beside a
//   Debian Chromium it installs the same build's headless shell, which the suite runs in;
// - espeak-ng, with which the fake AI provider speaks its replies in the tests that listen to
//   them (the call's level meter, talking over a reply): Debian/Ubuntu's package, as root;
// - the other distribution packages named on the command line (`npm run bench` names sox, with
//   which the voice benchmark puts its recordings together), the same way.
// Otherwise it stops and says what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { HEADLESS_SHELL, findChromium, findTestChromium } from './browser.mjs';

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

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
let aptUpdated = false;

/** Installs Debian's `packages` where this runs as root with apt-get; false where it cannot. */
function aptInstall(...packages) {
  if (!isRoot || !hasApt) return false;
  console.info(`Installing the distribution's packages (apt-get install ${packages.join(' ')})…`);
  aptUpdated ||= run('apt-get', ['update', '-qq']);
  return aptUpdated && run('apt-get', ['install', '-y', '-qq', ...packages]);
}

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

for (const tool of ['espeak-ng', ...process.argv.slice(2)]) {
  if (onPath(tool) || (aptInstall(tool) && onPath(tool))) continue;
  fail(
    `${tool} is needed here (the fake AI provider speaks with espeak-ng; the voice benchmark mixes with sox) and it could not be installed.\n` +
      'Install it, then run again:\n' +
      `  Debian/Ubuntu:  sudo apt-get install ${tool}\n` +
      `  macOS:          brew install ${tool}`,
  );
}

const explicit = process.env.CHROMIUM_PATH;
if (explicit) {
  if (!existsSync(explicit)) fail(`CHROMIUM_PATH is set to ${explicit}, but there is no file there.`);
  console.info(`Browser tests use ${explicit} (CHROMIUM_PATH).`);
  process.exit(0);
}

if (findChromium()) {
  // Only an extra: without it the suite runs in the full browser, a third slower.
  if (!existsSync(HEADLESS_SHELL) && findChromium()?.startsWith('/usr/')) aptInstall('chromium-headless-shell');
} else {
  console.info('No Chromium found.');
  aptInstall('chromium', 'chromium-headless-shell');
}
if (findChromium()) {
  console.info(`Browser tests use ${findTestChromium()}, and ${findChromium()} where a full browser is needed.`);
  process.exit(0);
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
