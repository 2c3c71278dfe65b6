import { bots } from '../content/bots.ts';

/**
 * The constants the build writes into the app's code (Vite's `define`), declared for TypeScript in
 * src/vite-env.d.ts. The browser tests read some of the app's modules without Vite and define
 * them the same way (playwright.config.ts), from this one list.
 */
export const buildConstants = {
  /** The year the site was built, for the copyright line (the same in the prerendered page and the app). */
  __BUILD_YEAR__: new Date().getFullYear(),
  /** How many assistants there are: the pages that say it need not load every persona to count them. */
  __ASSISTANT_COUNT__: bots.length,
};
