// `node scripts/run-steps.mjs a b+c d …`: runs the npm scripts a, b, … one after the other, as
// `npm run a && npm run b …` would, and stops at the first that fails. Names joined by `+` run side
// by side, as one step (for scripts that mostly wait, such as tests against a server of their own):
// their output is printed whole as each ends, so the lines of two never interleave; the others
// stream theirs as it comes. At the end, passed or not, it prints how long each step took, in wall
// time and in CPU time (what a busy or slower machine pays), so a slow one is seen.
// Two CPU columns: `cpu` counts the processes the step waited for; `machine` is every core's busy
// time while the step ran. A browser's renderers are not waited for (they escape `cpu`), so for the
// browser suite `machine` is the figure, on a machine with nothing else running.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';

/** The steps named on the command line, each a list of npm scripts; a usage line when there are none. */
function stepsFromArgs() {
  const steps = process.argv.slice(2);
  if (steps.length === 0) {
    console.error('usage: node scripts/run-steps.mjs <npm script>[+<npm script>…] …');
    process.exit(2);
  }
  return steps.map((step) => step.split('+'));
}

/**
 * Runs `npm run <name>` and resolves with its exit code. Its output is streamed as it comes, or,
 * with `collect`, kept and handed over whole at the end (so that the lines of two scripts run at
 * the same time never interleave).
 * @param {string} name
 * @param {{ collect?: (code: number, output: Buffer) => void }} [options]
 * @returns {Promise<number>}
 */
function runNpmScript(name, options = {}) {
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

const steps = stepsFromArgs();

/**
 * The CPU time (user + system, ms) of every child process ended and waited for so far, each with
 * its own children (a browser's processes roll up into the test runner that waited for them).
 * Linux only (/proc); null elsewhere.
 */
function childrenCpuMs() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name: state is field 3, cutime field 16, cstime field 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticksPerSecond = 100; // USER_HZ, the unit of /proc's times on every Linux ABI.
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / ticksPerSecond;
  } catch {
    return null;
  }
}

/** Busy CPU time (ms) of the whole machine since boot, every core summed: /proc/stat. Null off Linux. */
function machineBusyMs() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).map(Number);
    // user nice system idle iowait irq softirq steal: all but idle and iowait is work.
    const busy = ticks.slice(0, 8).reduce((sum, value, index) => (index === 3 || index === 4 ? sum : sum + value), 0);
    return (busy * 1000) / 100;
  } catch {
    return null;
  }
}

const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** Prints the whole output of a script that ran beside others, once it has ended. */
const printWhole = (name) => (code, output) => {
  process.stdout.write(`\n> ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`}\n`);
  process.stdout.write(output);
};

/** Runs one script and times it. */
async function timed(name, { alongside }) {
  const scriptStarted = Date.now();
  const code = await runNpmScript(name, alongside ? { collect: printWhole(name) } : {});
  return { name, ms: Date.now() - scriptStarted, code };
}

const started = Date.now();
const machineStarted = machineBusyMs();
const lines = [];
let failed;
for (const names of steps) {
  const stepStarted = Date.now();
  const cpuBefore = childrenCpuMs();
  const machineBefore = machineBusyMs();
  const alongside = names.length > 1;
  const results = await Promise.all(names.map((name) => timed(name, { alongside })));
  const cpuAfter = childrenCpuMs();
  const cpu = cpuBefore === null || cpuAfter === null ? undefined : cpuAfter - cpuBefore;
  const machineAfter = machineBusyMs();
  const machine = machineBefore === null || machineAfter === null ? undefined : machineAfter - machineBefore;
  const ms = Date.now() - stepStarted;
  if (alongside) lines.push({ name: names.join('+'), ms, cpu, machine, note: 'side by side:' });
  lines.push(
    ...results.map((result) => ({
      ...result,
      name: `${alongside ? '  ' : ''}${result.name}`,
      ...(alongside ? {} : { cpu, machine }),
    })),
  );
  failed = results.find(({ code }) => code !== 0);
  if (failed) break;
}

const cpuColumn = (cpu) => (cpu === undefined || cpu === null ? '' : minutes(cpu)).padStart(6);
const nameWidth = Math.max(24, ...lines.map(({ name }) => name.length));
console.info(`\n${'steps (m:ss)'.padEnd(nameWidth + 5)}wall    cpu  machine`);
for (const { name, ms, cpu, machine, code, note } of lines)
  console.info(
    `  ${name.padEnd(nameWidth)} ${minutes(ms).padStart(6)} ${cpuColumn(cpu)} ${cpuColumn(machine)}${code ? '  failed' : ''}${note ? `  ${note}` : ''}`,
  );
const machineTotal = machineStarted === null ? null : (machineBusyMs() ?? 0) - machineStarted;
console.info(
  `  ${'total'.padEnd(nameWidth)} ${minutes(Date.now() - started).padStart(6)} ${cpuColumn(childrenCpuMs())} ${cpuColumn(machineTotal)}`,
);
console.info(`  (${os.cpus().length} cores; machine: every core's busy time while the step ran)`);
if (failed) {
  console.error(`\n${failed.name} failed (exit ${failed.code}); the steps after it did not run.`);
  process.exit(failed.code);
}
