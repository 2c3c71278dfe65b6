import type { Plugin } from 'vite';

/** A module of Chakra's styled system, in the build of the version this project pins; its name. */
export const CHAKRA_STYLED_SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]([\w-]+)\.js$/;

/** One text of Chakra's code and what it becomes. */
type Edit = readonly [find: string, replacement: string];

/**
 * Makes `edits` to Chakra's code in order, or stops the build where a text is no longer there: an
 * upgrade changed what they rewrite. `what` names the change in that message.
 */
function rewrite(code: string, what: string, edits: readonly Edit[]): string {
  return edits.reduce((text, [find, replacement]) => {
    if (!text.includes(find)) {
      throw new Error(
        `Chakra's createSystem no longer ${what} as src/build/chakra-system-plugin.ts expects: update it to the new code.`,
      );
    }
    return text.replace(find, replacement);
  }, code);
}

/**
 * Makes `system._global` a getter that builds Chakra's global CSS on first read.
 *
 * `createSystem` builds the reset, the global styles and one custom property for every token
 * as it creates the system: a third of the theme's start-up on a phone. Only `ChakraProvider`
 * reads it, to insert it into the page. The prerender reads it and puts it in the shared
 * stylesheet; the browser, on a prerendered page, is told the CSS is there
 * (`globalCssInPage` in src/app/providers.tsx) and never reads it.
 */
export function makeGlobalCssLazy(code: string): string {
  return rewrite(code, 'builds its global CSS', [
    ['const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', 'let _global;'],
    [
      '    _global,\n',
      '    get _global() { return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]); },\n',
    ],
  ]);
}

/** Runs a function's steps (a generator) to the end at once, as the function itself did. */
const RUN_TO_END = [
  'function runToEnd(steps) {',
  '  for (;;) {',
  '    const step = steps.next();',
  '    if (step.done) return step.value;',
  '  }',
  '}',
].join('\n');

/**
 * Adds `mergeConfigs.inSteps`: merging the configs as a generator that pauses once its copies of
 * them are made, the longer half of the work. `mergeConfigs` itself runs it at once.
 */
export function mergeConfigsInSteps(code: string): string {
  return rewrite(code, 'merges the configs', [
    [
      'const mergeConfigs = (...configs) => {\n  const merged = mergeWith({}, ...configs.map(clone));\n',
      'function* mergeConfigsInSteps(...configs) {\n  const copies = configs.map(clone);\n  yield;\n  const merged = mergeWith({}, ...copies);\n',
    ],
    [
      '  return merged;\n};\n',
      [
        '  return merged;',
        '}',
        RUN_TO_END,
        'const mergeConfigs = (...configs) => runToEnd(mergeConfigsInSteps(...configs));',
        'mergeConfigs.inSteps = mergeConfigsInSteps;',
        '',
      ].join('\n'),
    ],
  ]);
}

/**
 * Adds `createTokenDictionary.inSteps`: working out the tokens as a generator that pauses after
 * reading them, after the transforms that come before their references are expanded and after
 * those that come after, before the lookups are built. `createTokenDictionary` runs it at once.
 */
export function tokenDictionaryInSteps(code: string): string {
  return rewrite(code, 'works out the tokens', [
    ['function createTokenDictionary(options) {', 'function* createTokenDictionaryInSteps(options) {'],
    [
      '  function build() {\n    applyMiddlewares("pre");\n    applyTransforms("pre");\n',
      '  function* build() {\n    applyMiddlewares("pre");\n    applyTransforms("pre");\n    yield;\n',
    ],
    [
      '    applyTransforms("post");\n    setupViews();\n',
      '    applyTransforms("post");\n    yield;\n    setupViews();\n',
    ],
    [
      '  registerMiddleware(...tokenMiddlewares);\n  build();\n  return dictionary;\n}\n',
      [
        '  registerMiddleware(...tokenMiddlewares);',
        '  yield;',
        '  yield* build();',
        '  return dictionary;',
        '}',
        RUN_TO_END,
        'function createTokenDictionary(options) {',
        '  return runToEnd(createTokenDictionaryInSteps(options));',
        '}',
        'createTokenDictionary.inSteps = createTokenDictionaryInSteps;',
        '',
      ].join('\n'),
    ],
  ]);
}

/**
 * Adds `createSystem.inSteps`: the same work as `createSystem`, as a generator that pauses within
 * merging the configs ({@link mergeConfigsInSteps}) and after, within working out the tokens
 * ({@link tokenDictionaryInSteps}) and after, so that start-up can give each of the seven steps a
 * task of its own (src/app/theme.ts). In one task the whole took about 70 ms at 4x CPU and held a
 * phone's main thread for all of it; the longest of seven is about half the longest of three.
 * `createSystem` itself runs the steps at once.
 */
export function buildSystemInSteps(code: string): string {
  return rewrite(code, 'builds the system in the order', [
    [
      'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n',
      'function* createSystemInSteps(...configs) {\n  const config = yield* mergeConfigs.inSteps(...configs);\n  yield;\n',
    ],
    ['  const tokens = createTokenDictionary({', '  const tokens = yield* createTokenDictionary.inSteps({'],
    [
      '    prefix: cssVarsPrefix\n  });\n  const breakpoints = ',
      '    prefix: cssVarsPrefix\n  });\n  yield;\n  const breakpoints = ',
    ],
    [
      'function getTokenMap(tokens) {',
      [
        RUN_TO_END,
        'function createSystem(...configs) {',
        '  return runToEnd(createSystemInSteps(...configs));',
        '}',
        'createSystem.inSteps = createSystemInSteps;',
        'function getTokenMap(tokens) {',
      ].join('\n'),
    ],
  ]);
}

/** What the build changes in each of the three modules behind `createSystem`, by name. */
const REWRITES: Readonly<Record<string, (code: string) => string>> = {
  system: (code) => buildSystemInSteps(makeGlobalCssLazy(code)),
  'merge-config': mergeConfigsInSteps,
  'token-dictionary': tokenDictionaryInSteps,
};

/**
 * The build step of {@link makeGlobalCssLazy} and the steps of `createSystem`. Each throws where
 * Chakra's code no longer has the lines it rewrites, so that an upgrade stops the build instead of
 * silently undoing the saving.
 *
 * This and `systemFor` in src/app/providers.tsx are the only code that knows Chakra's internals:
 * the compiled `createSystem` (dist/esm/styled-system/system.js, merge-config.js and
 * token-dictionary.js) and `ChakraProvider` (styled-system/provider.js) inserting `system._global`
 * with emotion's `<Global>`. On upgrading @chakra-ui/react, check both still hold;
 * tests/build/chakra-system-plugin.test.ts and tests/app/providers.test.tsx fail when they do not.
 */
export function chakraSystemForStartUp(): Plugin {
  return {
    name: 'chakra-system-for-start-up',
    apply: 'build',
    transform(code, id) {
      const name = CHAKRA_STYLED_SYSTEM_MODULE.exec(id)?.[1];
      const rewrite = name === undefined ? undefined : REWRITES[name];
      return rewrite ? rewrite(code) : null;
    },
  };
}
