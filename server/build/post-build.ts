/**
 * What the build does once the app, its prerendered pages and its service worker are written
 * (scripts/build.mjs runs it last), as one ordered list. No step may change a file the service
 * worker's precache has already listed: its revisions would no longer match.
 * A script rather than a Vite plugin: a plugin's closing hook runs in an order relative to
 * vite-plugin-pwa's that is easy to break, while here the order is the list. It is bundled by
 * Vite with the server (server/vite.config.ts), so it reads the content catalogue and the build
 * variables exactly as the app does.
 *
 *   node dist-server/post-build.js      (the folder from BUILD_OUT_DIR, default dist)
 */
import { pathToFileURL } from 'node:url';
import { writeHeadersFile } from './headers-file.ts';
import { precompressFiles } from './precompress.ts';

type BuildStep = {
  name: string;
  /** Does its work in the build folder; resolves with a short summary for the build log. */
  run: (distDir: string) => Promise<string>;
};

export const POST_BUILD_STEPS: readonly BuildStep[] = [
  { name: 'headers file', run: writeHeadersFile },
  // Last, because it compresses what the steps above wrote.
  { name: 'precompress', run: precompressFiles },
];

/** Runs every step in order on the build folder, logging a line per step. */
export async function runPostBuild(distDir: string, log: (line: string) => void = console.info): Promise<void> {
  for (const step of POST_BUILD_STEPS) {
    const started = performance.now();
    const summary = await step.run(distDir);
    log(`post-build ${step.name}: ${summary} (${Math.round(performance.now() - started)} ms)`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runPostBuild(process.env.BUILD_OUT_DIR ?? 'dist');
}
