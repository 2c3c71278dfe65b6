// `npm run bench`: every benchmark, one after the other. Figures only; nothing here fails a build.
import { spawnSync } from 'node:child_process';

const steps = [
  // What the browser benchmarks need beyond npm's packages: Chromium, espeak-ng, and sox for the
  // voice benchmark's recordings (installed from the distribution where they are missing).
  ['node', ['e2e/ensure-tools.mjs', 'sox'], {}],
  // The whole build, as `npm start` makes it: the app, its prerendered pages, the server bundle,
  // precompression.
  ['npm', ['run', '--silent', 'build'], { BUNDLE_REPORT: '1' }],
  // Every page at three widths and three text sizes: covered text, sideways scroll, header height.
  ['node', ['bench/layout.mjs'], {}],
  // axe on every page, as most visitors see it and in Easier reading.
  ['node', ['bench/axe.mjs'], {}],
  ['node', ['bench/bundle.mjs'], {}],
  ['node', ['bench/markdown.mjs'], {}],
  ['node', ['bench/chat.mjs'], {}],
  ['node', ['bench/stream.mjs'], {}],
  // Voice calls in real time (about 10 minutes): hands-free against push-to-talk.
  ['node', ['bench/voice.mjs'], {}],
  ['node', ['bench/search.mjs'], {}],
  ['node', ['bench/server.mjs'], {}],
  ['node', ['bench/early.mjs'], {}],
  // Typing the moment a conversation page is live, over 60 reloads (about a minute).
  ['node', ['bench/reload-typing.mjs'], {}],
  // Typing and tabbing on the home page's GregBot box while the page loads, at 4x CPU (20 + 20 visits).
  ['node', ['bench/home-typing.mjs'], {}],
  // The function's limits shared through Postgres (starts a private PostgreSQL, as test:pg does).
  ['node', ['bench/limits.mjs'], {}],
  // The site key's daily quotas shared through Postgres (3 server instances on one database).
  ['node', ['bench/quota.mjs'], {}],
  ['node', ['bench/lighthouse.mjs'], {}],
];

for (const [command, args, env] of steps) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
