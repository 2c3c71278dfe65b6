/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chakraSystemForStartUp } from './src/build/chakra-system-plugin.ts';
import { pageFileName } from './src/build/site-files.ts';
import { buildConstants } from './src/build/build-constants.ts';
import { startupModules } from './src/build/startup-modules-plugin.ts';
import { PATH_ALIASES } from './src/content/path-aliases.ts';
import { site } from './src/content/site.ts';
import { localFunctions } from './server/dev/functions-plugin.ts';

/** For `npm run bench`: which modules ended up in which chunk, so the budget can name them. */
function chunkModulesReport(): Plugin {
  return {
    name: 'chunk-modules-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') report[output.fileName] = Object.keys(output.modules);
        if (output.type === 'chunk' && process.env.BUNDLE_SIZES)
          console.info(
            output.fileName,
            JSON.stringify(Object.entries(output.modules).map(([id, m]) => [id, m.renderedLength])),
          );
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(report) });
    },
  };
}

const bundleReport = process.env.BUNDLE_REPORT === '1';

/**
 * Unit test files that cannot run in a VM context, and why:
 * - the bundler's native bindings refuse objects made in another context (Vite and rolldown);
 * - errors from Node's own fetch are not the context's Error;
 * - React's server renderer needs ReadableStream, which jsdom's window lacks;
 * - a test that resets modules would get a second copy of the router, which the VM project aliases;
 * - jsdom's `window` cannot be redefined in a context whose global it is.
 */
const NEEDS_THREADS = [
  'tests/build/chakra-system-plugin.test.ts',
  'tests/server/main.test.ts',
  'tests/server/dev/functions-plugin.test.ts',
  'tests/server/node-server.test.ts',
  'tests/lib/speech/speech-client.test.ts',
  'tests/app/hydration.test.tsx',
  'tests/features/navigation/login-panel.test.tsx',
  'tests/lib/device-storage.test.ts',
];

/**
 * In a VM context Node resolves react-router-dom to its CommonJS build, which then requires the
 * ES module build of react-router: the ES builds throughout, made by Vite like the app's own code.
 */
const inNodeModules = (file: string) => fileURLToPath(new URL(`./node_modules/${file}`, import.meta.url));
const REACT_ROUTER_ESM = [
  { find: /^react-router-dom$/, replacement: inNodeModules('react-router-dom/dist/index.mjs') },
  { find: /^react-router\/dom$/, replacement: inNodeModules('react-router/dist/development/dom-export.mjs') },
  { find: /^react-router$/, replacement: inNodeModules('react-router/dist/development/index.mjs') },
];

const brand = { name: site.brand, theme: '#9a3412', background: '#fdf8f0' };

export default defineConfig({
  define: Object.fromEntries(Object.entries(buildConstants).map(([name, value]) => [name, JSON.stringify(value)])),
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  plugins: [
    react(),
    chakraSystemForStartUp(),
    startupModules(),
    bundleReport && chunkModulesReport(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // The tab icon and the assistants' avatars are precached by globPatterns below. The install
      // icons are not: the system keeps its own copy once the app is installed.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: `${brand.name}: AI voice assistants`,
        short_name: brand.name,
        description: `Build, manage and deploy AI voice assistants. Help centre, guides and chat with ${buildConstants.__ASSISTANT_COUNT__} assistants, also offline.`,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: brand.theme,
        background_color: brand.background,
        categories: ['business', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          {
            name: 'Knowledge base',
            short_name: 'Help',
            url: '/knowledgebase',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
          },
          {
            name: 'Chat with an assistant',
            short_name: 'Chat',
            url: '/bots',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
          },
          {
            name: 'Senior Connect',
            short_name: 'Seniors',
            url: '/senior-connect',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
          },
        ],
      },
      // scripts/build.mjs runs the injection again once the pages are prerendered, so their HTML
      // files are precached too.
      injectManifest: {
        // The manifest is added by the plugin itself; listing it here would precache it twice.
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        globIgnores: [
          // Precompressed copies are for the server; the worker caches each file once.
          '**/*.{br,gz}',
          // The sources of the install icons.
          'icons/**',
          // Only useful online, so kept by the worker once fetched instead: supabase-js talks to the
          // speech function, and the speech client cannot load without it; workbox-window
          // registers this very worker.
          'assets/supabase-*.js',
          'assets/speech-client-*.js',
          'assets/workbox-window*.js',
          // The call screen and its hands-free detector load when a call starts (a call needs the
          // network anyway), and are kept once fetched.
          'assets/call-screen-*.js',
          'assets/voice-activity-*.js',
          // An alias's page is its target's markup; offline the worker answers it with the target's file.
          ...Object.keys(PATH_ALIASES).map(pageFileName),
        ],
      },
      devOptions: { enabled: false },
    }),
    // The speech function, served beside the app by `npm start` and `npm run dev`.
    localFunctions(),
  ],
  build: {
    target: 'es2022',
    // Lets several builds (e.g. parallel test runs) live side by side; `vite preview` serves the same folder.
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
    sourcemap: false,
    manifest: bundleReport,
    // No preload links added by script for a lazy chunk's imports: each link costs the main thread
    // about a millisecond as it is added, and the app's start-up would add twenty at once, in the
    // middle of taking the page over. The browser fetches a chunk's imports as soon as it has read
    // the chunk, and once the service worker is installed every chunk comes from its cache.
    modulePreload: false,
    rolldownOptions: {
      // Chakra's theme module builds its full default config at load time with defineConfig();
      // marked pure, those calls drop out and only the recipes src/app/theme.ts lists ship.
      treeshake: {
        manualPureFunctions: [
          'defineConfig',
          'defineRecipe',
          'defineSlotRecipe',
          'defineTokens',
          'defineSemanticTokens',
        ],
      },
    },
    chunkSizeWarningLimit: 600,
  },
  preview: { port: 4173, strictPort: true },
  test: {
    environment: 'node',
    // Most of a test file's time is loading modules and jsdom, not running: threads start faster
    // than processes, and every core is used (the default leaves one idle, so a 2-core CI machine
    // ran the files one at a time: 157 s instead of 82 s).
    pool: 'threads',
    maxWorkers: availableParallelism(),
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    // A guard against a test that hangs, not a measure of speed: the default 5 s failed component
    // tests that take 1 s on a quiet machine when the machine was busy. Speeds are npm run bench's.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Most files run in a fresh VM context each, in workers that stay up: modules' state stays
    // apart as in threads, without a new worker and jsdom per file (70 s instead of 110 on two
    // cores). The few that cannot, listed with their reasons above, stay in threads.
    projects: [
      {
        extends: true,
        resolve: { alias: REACT_ROUTER_ESM },
        test: {
          name: 'vm',
          pool: 'vmThreads',
          include: ['tests/**/*.test.{ts,tsx}'],
          // Those need a PostgreSQL server: `npm run test:pg` (tests/postgres/vitest.config.ts).
          exclude: ['tests/postgres/**', ...NEEDS_THREADS],
        },
      },
      { extends: true, test: { name: 'threads', include: NEEDS_THREADS } },
    ],
  },
});
