// @ts-check
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The architecture, checked on resolved paths: a zone forbids files under `target` to import
 * anything that resolves under `from` (dynamic `import()` included, and whatever alias or relative
 * path was written). docs/architecture.md explains the layers.
 *
 *   app -> assistant -> features -> components -> lib -> config -> content
 *
 * A layer may import the layers to its right, never those to its left; a feature never imports
 * another feature, and the app reaches a feature only through its public entries.
 */
const features = readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The files a feature offers the app: its index, the voice feature's lazy microphone for the page
 * shell and its call screen (loaded when a call starts), the chat feature's light placeholder for
 * the embedded assistant (no chat engine in it), and the conversation core's outbox hint and
 * sender for the page shell (the sender loads only when questions may wait).
 */
const publicEntries = [
  ...features.map((name) => `./${name}/index.ts`),
  './voice/lazy-voice-search.tsx',
  './voice/call-modal.tsx',
  './chat/compact-chat-placeholder.tsx',
  './conversation/outbox/pending-hint.ts',
  './conversation/outbox/outbox-runner.ts',
  './navigation/site-menu-drawer.tsx',
];

const layers = ['src/content', 'src/config', 'src/lib', 'src/components', 'src/features', 'src/assistant', 'src/app'];
const layerZones = layers.slice(0, -1).map((target, index) => ({
  target,
  from: layers.slice(index + 1),
  message: 'Imports go one way: app -> assistant -> features -> components -> lib -> config -> content.',
}));

const featureZones = [
  ...features.map((name) => ({
    target: `src/features/${name}`,
    from: 'src/features',
    except: [`./${name}`],
    message: 'A feature does not import another feature; the app layer passes what it needs.',
  })),
  ...['src/app', 'src/assistant'].map((target) => ({
    target,
    from: 'src/features',
    except: publicEntries,
    message: "The app and the assistant use a feature through its public entries (e.g. '@/features/search').",
  })),
];

/**
 * The app shares one package with the speech function, by name: its wire contract
 * (`@basebots/speech-contract`: request and answer bodies, voices, error codes, reply events and
 * the base64 coding audio travels in). The rest of the function is its own, and runs under Deno;
 * docs/speech-function.md, "The wire contract", says what the contract holds.
 */
const contractZone = {
  target: 'src',
  from: 'supabase',
  except: ['./functions/_shared/speech-contract'],
  message: "From the speech function the app imports only its wire contract, by name: '@basebots/speech-contract'.",
};

/** Every source file under src/ and sw/, relative to the project root. */
const sourceFiles = ['src', 'sw'].flatMap((dir) =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .map((file) => path.join(dir, file)),
);

/**
 * Library gates: each heavy or stateful library is imported in one place only, so it stays off
 * the pages that do not need it and one module owns how it is used.
 */
const gates = [
  { packages: ['dexie'], allowedIn: ['src/lib/db/'], use: 'the repositories in src/lib/db/' },
  {
    packages: ['markdown-it'],
    // inline-tokens.ts reads the parser's token type only.
    allowedIn: ['src/lib/markdown/parse.ts', 'src/lib/markdown/inline-tokens.ts'],
    use: 'src/lib/markdown/',
  },
  {
    packages: ['minisearch'],
    allowedIn: [
      'src/features/search/search-index.ts',
      'src/features/search/index-options.ts',
      'src/features/search/answer-sentences.ts',
    ],
    use: 'the search feature',
  },
  {
    packages: ['@supabase/supabase-js'],
    allowedIn: ['src/lib/speech/supabase.ts', 'src/lib/speech/speech-client.ts'],
    use: 'the speech services the assistant layer passes in (src/assistant/speech-services.ts)',
  },
  {
    packages: ['workbox-window'],
    allowedIn: ['src/features/pwa/register-service-worker.ts'],
    use: 'the pwa feature',
  },
  { packages: ['workbox-precaching', 'workbox-routing'], allowedIn: ['sw/'], use: 'the service worker' },
  {
    packages: ['framer-motion'],
    allowedIn: ['src/lib/motion.tsx', 'src/lib/motion-features.ts'],
    use: 'src/lib/motion.tsx',
  },
];

const gateZones = gates.map(({ packages, allowedIn, use }) => ({
  target: sourceFiles.filter((file) => !allowedIn.some((allowed) => file.startsWith(allowed))),
  from: packages.map((name) => `node_modules/${name}`),
  message: `Use ${use}.`,
}));

/**
 * Build-time code: the prerender and the Vite plugins in src/build/, and src/entry-server.tsx, the
 * entry scripts/build.mjs bundles for Node. It renders the app, so it may import it; the app, run
 * in the browser, never imports it.
 */
const isBuildCode = (file) => file.startsWith('src/build/') || file === 'src/entry-server.tsx';
const buildZone = {
  target: sourceFiles.filter((file) => !isBuildCode(file)),
  from: 'src/build',
  message: 'src/build/ is build-time Node code; the app never imports it.',
};

/**
 * The conversation core (src/features/conversation/) owns every exchange with an assistant: it
 * alone may name the model's chat call (the speech client and its `ModelChat` type; the app's
 * speech services implement it) and write messages or the outbox, through its message-store.ts.
 */
const CONVERSATION_CORE = 'src/features/conversation/';
const MESSAGE_STORE = 'src/features/conversation/message-store.ts';
const MESSAGE_WRITERS = [
  'addMessage',
  'addMessages',
  'setMessageStatus',
  'updateMessage',
  'interruptLeftoverReply',
  'createConversation',
  'queueMessage',
  'removeFromOutbox',
  'completeOutboxEntry',
  'markOutboxSending',
  'markOutboxWaiting',
];
const modelChatZone = {
  target: sourceFiles.filter(
    (file) =>
      !file.startsWith(CONVERSATION_CORE) &&
      !file.startsWith('src/lib/speech/') &&
      file !== 'src/assistant/speech-services.ts',
  ),
  from: ['src/lib/speech/model-chat.ts', 'src/lib/speech/speech-client.ts'],
  message: 'Only the conversation core asks the model for a reply (src/features/conversation/model-request.ts).',
};
const messageWriterZone = {
  target: sourceFiles.filter((file) => !file.startsWith('src/lib/db/')),
  from: ['src/lib/db/messages.ts', 'src/lib/db/outbox.ts', 'src/lib/db/conversations.ts'],
  message: "Use '@/lib/db'; only the conversation core writes messages.",
};
const messageWriterImports = {
  name: '@/lib/db',
  importNames: MESSAGE_WRITERS,
  message: 'Only the conversation core writes messages and the outbox (src/features/conversation/message-store.ts).',
};

// TypeScript files are checked with no-undef off (the compiler knows the globals), and the one
// tsconfig has the DOM's types for the whole project, so each runtime's missing globals are named.
const browserOnlyGlobals = Object.keys(globals.browser).filter((name) => !(name in globals.node));
const nodeOnlyGlobals = Object.keys(globals.node).filter((name) => !(name in globals.browser));
const restrictGlobals = (names, message) => ['error', ...names.map((name) => ({ name, message }))];

const importSettings = {
  // Parse TypeScript dependencies too, or no-cycle would not see past the first file.
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [
    createNodeResolver({
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: { '@': [path.join(root, 'src')] },
    }),
  ],
};

/** The browser's restricted imports, with `more` paths. */
const browserImports = (more) => [
  'error',
  {
    paths: [
      {
        name: 'react-router-dom',
        importNames: ['Link', 'NavLink'],
        message: 'Use RouterLink from @/components/router-link (no data-discover markup).',
      },
      ...more,
    ],
    patterns: [{ group: ['node:*'], message: 'This code runs in the browser: no Node modules.' }],
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'dev-dist',
      'node_modules',
      'coverage',
      'playwright-report',
      'test-results',
      '.deno',
      'supabase/functions',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022 },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // Scripts, tests, benchmarks and configuration run in Node, and some drive a page.
  {
    ignores: ['src/**', 'sw/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    settings: importSettings,
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A path the resolver cannot follow would escape the zones below, so it is an error too.
      'import-x/no-unresolved': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layerZones,
            ...featureZones,
            ...gateZones,
            contractZone,
            buildZone,
            modelChatZone,
            messageWriterZone,
          ],
        },
      ],
      // A cycle cannot pass through a package (none imports this code back): packages are not parsed.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // The app and the service worker run in the browser: no Node globals or modules.
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    ignores: ['src/build/**', 'src/entry-server.tsx'],
    languageOptions: { globals: globals.browser },
    rules: {
      'no-restricted-globals': restrictGlobals(nodeOnlyGlobals, 'This code runs in the browser: no Node globals.'),
      'no-restricted-imports': browserImports([messageWriterImports]),
    },
  },
  // The conversation core's store is where messages are written.
  {
    files: [MESSAGE_STORE],
    rules: { 'no-restricted-imports': browserImports([]) },
  },
  // The build's code runs in Node, at build time: no browser globals.
  {
    files: ['src/build/**/*.{ts,tsx}', 'src/entry-server.tsx'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-restricted-globals': restrictGlobals(
        browserOnlyGlobals,
        'src/build/ runs in Node at build time: no browser globals.',
      ),
    },
  },
  {
    files: ['src/components/router-link.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // The server runs on Node without any of the app's code; only its build steps read the catalogue.
  {
    files: ['server/**/*.ts'],
    ignores: ['server/build/**'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: 'server', from: 'src', message: 'The server does not import the app (server/build/ may).' },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**', 'e2e/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);
