// `npm run build`: the production site in BUILD_OUT_DIR (default dist/), in this order:
//   1. the client build (Vite): scripts, styles, public files, index.html, and a first service
//      worker, whose precache list cannot know the pages yet;
//   2. the server bundle of src/entry-server.tsx (Vite, SSR), beside the build in <out>-ssr/;
//   3. the prerender: every page as its own HTML file (index.html, pricing.html, a/b.html,
//      404.html), the shared stylesheet, sitemap.xml and robots.txt;
//   4. the service worker again (vite-plugin-pwa's own API), so its precache lists the pages;
//   5. the production server and its post-build steps, bundled into <out>-server/ (server/);
//   6. the post-build steps on the finished files: the _headers file, then precompression.
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, resolveConfig } from 'vite';

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, process.env.BUILD_OUT_DIR ?? 'dist');
const serverOutDir = `${outDir}-ssr`;
const logLevel = process.env.BUILD_LOG_LEVEL ?? 'warn';

async function step(name, run) {
  const started = performance.now();
  const result = await run();
  console.info(`build: ${name} (${Math.round(performance.now() - started)} ms)`);
  return result;
}

await step('client', () => build({ root, logLevel, build: { outDir } }));

await step('server bundle', () =>
  build({
    root,
    logLevel,
    build: { ssr: 'src/entry-server.tsx', outDir: serverOutDir, emptyOutDir: true, copyPublicDir: false },
  }),
);

const report = await step('prerender', async () => {
  // React's production build, as in the browser.
  process.env.NODE_ENV = 'production';
  const { prerenderSite } = await import(pathToFileURL(resolve(serverOutDir, 'entry-server.js')).href);
  return prerenderSite({ outDir });
});
console.info(`build: wrote ${report.files.length} files, shared styles in ${report.sharedStylesheet}`);

await step('service worker', async () => {
  const config = await resolveConfig({ root, logLevel, build: { outDir } }, 'build', 'production', 'production');
  const pwa = config.plugins.find((plugin) => plugin.name === 'vite-plugin-pwa');
  if (!pwa?.api?.generateSW) throw new Error('vite-plugin-pwa is not configured; the service worker was not updated.');
  await pwa.api.generateSW();
});

await rm(serverOutDir, { recursive: true, force: true });

await step('production server', () =>
  build({ configFile: resolve(root, 'server/vite.config.ts'), logLevel, mode: 'production' }),
);

const { runPostBuild } = await import(pathToFileURL(`${outDir}-server/post-build.js`).href);
await runPostBuild(outDir);
