/**
 * Bundles the production server (`main.ts`) and the post-build steps (`build/post-build.ts`) for
 * Node, dependencies included, into `<BUILD_OUT_DIR>-server/` (default `dist-server/`): Node 20
 * cannot run TypeScript, and a self-contained bundle needs nothing from node_modules at run time.
 * Built with the app's root, alias and `.env` files, so `import.meta.env.VITE_*` here has the
 * values the app was built with.
 */
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const appOutDir = process.env.BUILD_OUT_DIR ?? 'dist';

export default defineConfig({
  root,
  publicDir: false,
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: true,
    target: 'node20',
    outDir: `${appOutDir}-server`,
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
    rolldownOptions: {
      input: { main: 'server/main.ts', 'post-build': 'server/build/post-build.ts' },
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js', format: 'es' },
    },
  },
});
