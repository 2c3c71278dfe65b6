// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Library gates (STYLE.md): each library is imported in one place only. */
const gatedLibraries = [
  { name: 'dexie', message: 'Use the repositories in src/lib/db/.' },
  { name: 'dexie-react-hooks', message: 'Use the hooks in src/lib/db/.' },
  { name: 'minisearch', message: 'Use the search feature.' },
  { name: '@supabase/supabase-js', message: 'Use src/lib/supabase.ts or src/lib/speech-client.ts.' },
  { name: 'workbox-window', message: 'Use the pwa feature.' },
];

/** Builds a no-restricted-imports rule from forbidden path patterns and gated libraries. */
function restrict({ patterns = [], allowLibraries = [] }) {
  return {
    'no-restricted-imports': [
      'error',
      {
        paths: gatedLibraries.filter((lib) => !allowLibraries.includes(lib.name)),
        patterns,
      },
    ],
  };
}

const noAppImports = { group: ['@/app', '@/app/*'], message: 'Only the app layer wires features together.' };
const noFeatureImports = {
  group: ['@/features', '@/features/*'],
  message: 'lib, content and config know nothing of features.',
};
// A feature is used through its index.ts only; relative paths may not climb out of a feature either.
const noFeatureInternals = {
  group: ['@/features/*/*', '../../*'],
  message: "Import another feature through its index (e.g. '@/features/search').",
};

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
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...restrict({ patterns: [] }),
    },
  },
  // The layer zones: app -> features -> (lib, content, config).
  { files: ['src/features/**'], rules: restrict({ patterns: [noAppImports, noFeatureInternals] }) },
  {
    files: ['src/lib/**', 'src/content/**', 'src/config/**'],
    rules: restrict({ patterns: [noAppImports, noFeatureImports] }),
  },
  { files: ['src/app/**'], rules: restrict({ patterns: [noFeatureInternals] }) },
  // The gates themselves.
  {
    files: ['src/lib/db/**'],
    rules: restrict({ patterns: [noAppImports, noFeatureImports], allowLibraries: ['dexie', 'dexie-react-hooks'] }),
  },
  {
    files: ['src/lib/supabase.ts', 'src/lib/speech-client.ts'],
    rules: restrict({ patterns: [noAppImports, noFeatureImports], allowLibraries: ['@supabase/supabase-js'] }),
  },
  {
    files: ['src/features/search/search-index.ts'],
    rules: restrict({ patterns: [noAppImports, noFeatureInternals], allowLibraries: ['minisearch'] }),
  },
  {
    files: ['src/features/pwa/register-service-worker.ts'],
    rules: restrict({ patterns: [noAppImports, noFeatureInternals], allowLibraries: ['workbox-window'] }),
  },
  // The server runs on Node without any of the app's code; only its build steps read the catalogue.
  {
    files: ['server/**'],
    ignores: ['server/build/**'],
    rules: restrict({
      patterns: [{ group: ['@/*', '**/src/*'], message: 'The server does not import the app (server/build/ may).' }],
    }),
  },
  {
    files: ['tests/**', 'e2e/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);
