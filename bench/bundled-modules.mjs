// Loads the project's own TypeScript modules into a bench: bundled with Vite first, with the app's
// `@/` alias, so what a bench measures is what ships.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

/** The project's root folder. */
export const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Bundles `entries` (a name for each module, and its path from the project root) for Node and
 * imports them; returns each module by its name. The bundle is written inside the project, so
 * that its imports of packages resolve to node_modules, and removed once loaded.
 * @param {string} bench the bench's name, which names its bundle's folder
 * @param {Record<string, string>} entries
 * @returns {Promise<Record<string, any>>}
 */
export async function loadBundledModules(bench, entries) {
  const outDir = join(root, `node_modules/.cache/basebots-${bench}-bench`);
  const input = Object.fromEntries(Object.entries(entries).map(([name, path]) => [name, join(root, path)]));
  await build({
    configFile: false,
    logLevel: 'warn',
    root,
    resolve: { alias: { '@': join(root, 'src') } },
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      target: 'node20',
      ssr: true,
      rollupOptions: { input, output: { format: 'es', entryFileNames: '[name].mjs' } },
    },
  });
  try {
    const modules = {};
    for (const name of Object.keys(entries)) {
      modules[name] = await import(pathToFileURL(join(outDir, `${name}.mjs`)).href);
    }
    return modules;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
