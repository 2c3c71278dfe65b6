import type { Plugin } from 'vite';

/** Chakra's `createSystem`, in the build of the version this project pins. */
export const CHAKRA_SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

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

/**
 * Adds `createSystem.inSteps`: the same work as `createSystem`, as a generator that pauses twice,
 * after merging the configs and after working out the tokens, so that start-up can give each of
 * the three steps a task of its own (src/app/theme.ts). In one task the whole took about 70 ms at
 * 4x CPU and held a phone's main thread for all of it. `createSystem` itself runs the steps at once.
 */
export function buildSystemInSteps(code: string): string {
  return rewrite(code, 'builds the system in the order', [
    [
      'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n',
      'function* createSystemInSteps(...configs) {\n  const config = mergeConfigs(...configs);\n  yield;\n',
    ],
    [
      '    prefix: cssVarsPrefix\n  });\n  const breakpoints = ',
      '    prefix: cssVarsPrefix\n  });\n  yield;\n  const breakpoints = ',
    ],
    [
      'function getTokenMap(tokens) {',
      [
        'function createSystem(...configs) {',
        '  const steps = createSystemInSteps(...configs);',
        '  for (;;) {',
        '    const step = steps.next();',
        '    if (step.done) return step.value;',
        '  }',
        '}',
        'createSystem.inSteps = createSystemInSteps;',
        'function getTokenMap(tokens) {',
      ].join('\n'),
    ],
  ]);
}

/**
 * The build step of {@link makeGlobalCssLazy} and {@link buildSystemInSteps}. Each throws where
 * Chakra's code no longer has the lines it rewrites, so that an upgrade stops the build instead of
 * silently undoing the saving.
 *
 * This and `systemFor` in src/app/providers.tsx are the only code that knows Chakra's internals:
 * the compiled `createSystem` (dist/esm/styled-system/system.js) and `ChakraProvider`
 * (styled-system/provider.js) inserting `system._global` with emotion's `<Global>`. On upgrading
 * @chakra-ui/react, check both still hold; tests/build/chakra-system-plugin.test.ts and
 * tests/app/providers.test.tsx fail when they do not.
 */
export function chakraSystemForStartUp(): Plugin {
  return {
    name: 'chakra-system-for-start-up',
    apply: 'build',
    transform(code, id) {
      return CHAKRA_SYSTEM_MODULE.test(id) ? buildSystemInSteps(makeGlobalCssLazy(code)) : null;
    },
  };
}
