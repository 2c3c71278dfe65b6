// `npm run bench`: every benchmark, one after the other. Figures only; nothing here fails a build.
import { spawnSync } from 'node:child_process';

const steps = [
  ['vite', ['build', '--logLevel', 'warn'], { BUNDLE_REPORT: '1' }],
  ['node', ['bench/bundle.mjs'], {}],
  ['node', ['bench/chat.mjs'], {}],
  ['node', ['bench/search.mjs'], {}],
];

for (const [command, args, env] of steps) {
  const result = spawnSync('npx', [command, ...args], { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
