/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly VITE_SERVICES_URL?: string;
  readonly VITE_SITE_URL?: string;
}

/** The year the site was built, for the copyright line (the same in the prerendered page and the app). */
declare const __BUILD_YEAR__: number;

/**
 * How many assistants there are (`bots.length`), worked out by the build: the pages that say it
 * need not load every assistant's persona to count them.
 */
declare const __ASSISTANT_COUNT__: number;
