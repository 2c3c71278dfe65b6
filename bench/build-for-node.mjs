// Bundles modules of the app (and of the tests) with Vite for Node, unminified, so that a
// benchmark measures the code that ships rather than the sources as a test runner loads them.
import { join } from 'node:path';
import { build } from 'vite';

/** Builds into `outDir` with `options` (the entries and output) added to what every benchmark uses. */
export function buildForNode(root, outDir, options) {
  return build({
    configFile: false,
    logLevel: 'warn',
    root,
    resolve: { alias: { '@': join(root, 'src') } },
    build: { outDir, emptyOutDir: true, minify: false, target: 'node20', ...options },
  });
}
