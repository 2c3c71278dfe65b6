// `node scripts/run-parallel.mjs a b …`: runs the npm scripts a, b, … at the same time, each
// one's output printed whole when it ends (so the lines of two tools never interleave), and fails
// when any of them fails. The static checks are independent and each mostly waits on one core.
import { runNpmScript, scriptNamesFromArgs } from './npm-run.mjs';

/** Prints a script's outcome and its whole output. */
function report(name, code, output) {
  process.stdout.write(`\n> ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`}\n`);
  process.stdout.write(output);
}

const names = scriptNamesFromArgs('run-parallel.mjs');
const codes = await Promise.all(
  names.map((name) => runNpmScript(name, { collect: (code, output) => report(name, code, output) })),
);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
