/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />
import type { SiteMenuEntry } from './content/schema';

// A module (it imports the menu's type), so what it declares for everyone is in `declare global`.
declare global {
  interface ImportMetaEnv {
    readonly VITE_SUPABASE_URL?: string;
    readonly VITE_SUPABASE_ANON_KEY?: string;
    readonly VITE_SERVICES_URL?: string;
    readonly VITE_SITE_URL?: string;
  }

  /** The year the site was built, for the copyright line (the same in the prerendered page and the app). */
  const __BUILD_YEAR__: number;

  /**
   * How many assistants there are (`bots.length`), worked out by the build: the pages that say it
   * need not load every assistant's persona to count them.
   */
  const __ASSISTANT_COUNT__: number;

  /** The catalogue's top level (src/content/sitemap.ts), worked out by the build: the header and footer. */
  const __SITE_SECTIONS__: readonly {
    readonly title: string;
    readonly path: string;
    /** The section has pages of its own (the menu panel lists them). */
    readonly hasPages: boolean;
  }[];

  /** The whole catalogue as the site menu shows it, worked out by the build: the menu panel. */
  const __SITE_MENU__: readonly SiteMenuEntry[];
}
