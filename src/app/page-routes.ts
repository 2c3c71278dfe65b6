/**
 * Every address the app answers with a page of its own, with the title and description that page
 * shows. The build writes one HTML file per entry (`/a/b` -> `a/b.html`), so that the server, a
 * static host and the service worker all agree on what is a page and what is "not found". The
 * routed pages' titles come from page-titles.ts, which their route modules show too.
 */
import { paths } from '@/config/paths';
import { guidedPaths } from '@/content/guided-paths';
import { site } from '@/content/site';
import { PATH_ALIASES } from '@/content/path-aliases';
import { findSitemapEntry, flattenSitemap } from '@/content/sitemap';
import { routeTitles } from './page-titles';

export type PageRoute = {
  /** The address, e.g. `/pricing/compare`; `/` for home. */
  readonly path: string;
  /** Shown in `<title>` followed by the brand (documentTitle in page-titles.ts). */
  readonly title: string;
  readonly description: string;
  /** For an alias: the address search engines should know instead (its canonical link). */
  readonly canonicalPath?: string;
};

// Pages the sitemap describes take its description unless a better one for search results and
// shared links is given here; the others must have one here.
const OWN_DESCRIPTIONS: Partial<Record<keyof typeof paths, string>> = {
  home: `Build, manage and deploy AI voice assistants with ${site.brand}: our services, today's specials, the help centre and chat with 14 AI assistants, also offline.`,
  knowledgebase: `Answers for every question about ${site.brand}: setup, voices and personality, channels, pricing and troubleshooting. Searchable, and it works offline.`,
  seniorConnect: `Phone help for seniors from ${site.seniorConnect.price}: reminders, family connection, smart home, emergency alerts and 24/7 support. Call ${site.phone.display}.`,
  bots: `Talk by text, voice or video with GregBot and 13 more ${site.brand} assistants. Conversations are saved on your device.`,
};

export const NOT_FOUND_PAGE: PageRoute = {
  path: '/404',
  title: routeTitles.notFound,
  description: `There is no page at this address. Find your way from the ${site.brand} home page, the knowledge base or the search.`,
};

const ROUTED = [
  'home',
  'knowledgebase',
  'helpCentre',
  'seniorConnect',
  'providerKnowledge',
  'providerNavigation',
  'bots',
] as const satisfies readonly (keyof typeof routeTitles & keyof typeof paths)[];

/**
 * Every page, once each: the routed pages first, then every sitemap entry (anchors such as
 * `/#gregbot-section` are part of another page and left out), then every guided path, then the
 * aliases (PATH_ALIASES).
 */
export function listPageRoutes(): PageRoute[] {
  const pages = new Map<string, PageRoute>();
  for (const name of ROUTED) {
    const path = paths[name];
    const description = OWN_DESCRIPTIONS[name] ?? findSitemapEntry(path)?.description;
    if (description === undefined) throw new Error(`The page ${path} has no description`);
    pages.set(path, { path, title: routeTitles[name], description });
  }
  for (const entry of [...flattenSitemap(), ...guidedPaths]) {
    if (entry.path.includes('#') || pages.has(entry.path)) continue;
    pages.set(entry.path, { path: entry.path, title: entry.title, description: entry.description });
  }
  for (const [alias, target] of Object.entries(PATH_ALIASES)) {
    const page = pages.get(target);
    if (!page) throw new Error(`The alias ${alias} stands for ${target}, which is no page`);
    pages.set(alias, { ...page, path: alias, canonicalPath: target });
  }
  return [...pages.values()];
}
