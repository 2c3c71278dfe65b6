import { bots } from '../content/bots.ts';
import { toSiteMenu } from '../content/sitemap.ts';

const siteMenu = toSiteMenu();

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
  /**
   * The site's sections, for the header and the footer of every page: the catalogue's top level,
   * each with whether it has pages of its own. The catalogue itself (descriptions, keywords) would
   * add 4 KiB gzip to every page's first load; this list is a tenth of that.
   */
  __SITE_SECTIONS__: siteMenu.map(({ title, path, children }) => ({ title, path, hasPages: children !== undefined })),
  /** The whole site menu, for the menu panel, which loads when it is first opened. */
  __SITE_MENU__: siteMenu,
};
