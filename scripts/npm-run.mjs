// What scripts/run-steps.mjs and scripts/run-parallel.mjs share: the npm scripts named on their
// command line, and running one of them.
import { spawn } from 'node:child_process';

/** The npm scripts named after `node scripts/<script>.mjs`; exits with a usage line when there are none. */
export function scriptNamesFromArgs(script) {
  const names = process.argv.slice(2);
  if (names.length === 0) {
    console.error(`usage: node scripts/${script} <npm script> [<npm script> …]`);
    process.exit(2);
  }
  return names;
}

/**
 * Runs `npm run <name>` and resolves with its exit code. Its output is streamed as it comes, or,
 * with `collect`, kept and handed over whole at the end (so that the lines of two scripts run at
 * the same time never interleave).
 * @param {string} name
 * @param {{ collect?: (code: number, output: Buffer) => void }} [options]
 * @returns {Promise<number>}
 */
export function runNpmScript(name, options = {}) {
  return new Promise((resolve) => {
    const { collect } = options;
    const child = collect
      ? spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] })
      : spawn('npm', ['run', name], { stdio: 'inherit' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      collect?.(code ?? 1, Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}
