import type { Plugin } from 'vite';

/** Chakra's `createSystem`, in the build of the version this project pins. */
export const CHAKRA_SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

const BUILT_AT_ONCE = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED = '    _global,\n';

/**
 * Makes `system._global` a getter that builds Chakra's global CSS on first read.
 *
 * `createSystem` builds the reset, the global styles and one custom property for every token
 * as it creates the system: a third of the theme's start-up on a phone. Only `ChakraProvider`
 * reads it, to insert it into the page. The prerender reads it and puts it in the shared
 * stylesheet; the browser, on a prerendered page, is told the CSS is there
 * (`globalCssInPage` in src/app/providers.tsx) and never reads it.
 *
 * Throws where Chakra's code no longer has the lines this rewrites, so that an upgrade stops the
 * build instead of silently undoing the saving.
 *
 * This and `systemFor` in src/app/providers.tsx are the only code that knows Chakra's internals:
 * the compiled `createSystem` (dist/esm/styled-system/system.js) building `_global` at once, and
 * `ChakraProvider` (styled-system/provider.js) inserting `system._global` with emotion's
 * `<Global>`. On upgrading @chakra-ui/react, check both still hold;
 * tests/build/chakra-global-css-plugin.test.ts and tests/app/providers.test.tsx fail when they
 * do not.
 */
export function makeGlobalCssLazy(code: string): string {
  if (!code.includes(BUILT_AT_ONCE) || !code.includes(RETURNED)) {
    throw new Error(
      "Chakra's createSystem no longer builds its global CSS as src/build/chakra-global-css-plugin.ts expects: update it to the new code.",
    );
  }
  return code
    .replace(BUILT_AT_ONCE, 'let _global;')
    .replace(
      RETURNED,
      '    get _global() { return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]); },\n',
    );
}

/** The build step of {@link makeGlobalCssLazy}. */
export function chakraGlobalCssOnDemand(): Plugin {
  return {
    name: 'chakra-global-css-on-demand',
    apply: 'build',
    transform(code, id) {
      return CHAKRA_SYSTEM_MODULE.test(id) ? makeGlobalCssLazy(code) : null;
    },
  };
}
