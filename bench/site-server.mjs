// Starts the built site's production server (`npm run serve`) for a benchmark that drives a browser.
import { spawn } from 'node:child_process';

/**
 * Starts the server on `port`, with no OpenAI upstream (port 9 refuses), in a process group of its
 * own; `stop()` ends that group only. Exits if something already answers on the port: a server
 * left there by an interrupted run would be measured instead of this build's. `name` prefixes
 * that message.
 */
export async function startSiteServer(name, port) {
  const base = `http://127.0.0.1:${port}`;
  if (
    await fetch(base).then(
      () => true,
      () => false,
    )
  ) {
    console.error(`${name}: something already answers on ${base}; stop it first.`);
    process.exit(1);
  }
  const server = spawn('npm', ['run', 'serve'], {
    env: { ...process.env, PORT: String(port), OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' },
    stdio: 'ignore',
    detached: true,
  });
  return {
    stop() {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}
