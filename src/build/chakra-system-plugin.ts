import type { Plugin } from 'vite';

/** Chakra's `createSystem`, in the build of the version this project pins. */
export const CHAKRA_SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

/** Replaces `find` in Chakra's code, or stops the build: an upgrade changed what this rewrites. */
function rewrite(code: string, find: string, replacement: string, what: string): string {
  if (!code.includes(find)) {
    throw new Error(
      `Chakra's createSystem no longer ${what} as src/build/chakra-system-plugin.ts expects: update it to the new code.`,
    );
  }
  return code.replace(find, replacement);
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
  const what = 'builds its global CSS';
  const once = rewrite(
    code,
    'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];',
    'let _global;',
    what,
  );
  return rewrite(
    once,
    '    _global,\n',
    '    get _global() { return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]); },\n',
    what,
  );
}

/**
 * Adds `createSystem.inSteps`: the same work as `createSystem`, as a generator that pauses twice,
 * after merging the configs and after working out the tokens, so that start-up can give each of
 * the three steps a task of its own (src/app/theme.ts). In one task the whole took about 70 ms at
 * 4x CPU and held a phone's main thread for all of it. `createSystem` itself runs the steps at once.
 */
export function buildSystemInSteps(code: string): string {
  const what = 'builds the system in the order';
  const merged = rewrite(
    code,
    'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n',
    'function* createSystemInSteps(...configs) {\n  const config = mergeConfigs(...configs);\n  yield;\n',
    what,
  );
  const tokens = rewrite(
    merged,
    '    prefix: cssVarsPrefix\n  });\n  const breakpoints = ',
    '    prefix: cssVarsPrefix\n  });\n  yield;\n  const breakpoints = ',
    what,
  );
  return rewrite(
    tokens,
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
    what,
  );
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
