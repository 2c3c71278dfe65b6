// `node scripts/run-steps.mjs a b …`: runs the npm scripts a, b, … one after the other, as
// `npm run a && npm run b …` would, their output streamed as it comes, and stops at the first that
// fails. At the end, passed or not, it prints how long each step took, so a slow step is seen.
import { runNpmScript, scriptNamesFromArgs } from './npm-run.mjs';

const names = scriptNamesFromArgs('run-steps.mjs');

const minutes = (ms) => `${Math.floor(ms / 60_000)}:${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}`;
const started = Date.now();
const times = [];
let failed;
for (const name of names) {
  const stepStarted = Date.now();
  const code = await runNpmScript(name);
  times.push({ name, ms: Date.now() - stepStarted, code });
  if (code !== 0) {
    failed = { name, code };
    break;
  }
}

console.info('\nsteps (m:ss):');
for (const { name, ms, code } of times)
  console.info(`  ${name.padEnd(12)} ${minutes(ms).padStart(6)}${code ? '  failed' : ''}`);
console.info(`  ${'total'.padEnd(12)} ${minutes(Date.now() - started).padStart(6)}`);
if (failed) {
  console.error(`\n${failed.name} failed (exit ${failed.code}); the steps after it did not run.`);
  process.exit(failed.code);
}
