/**
 * Every address the app answers with a page of its own, with the title and description that page
 * shows. The build writes one HTML file per entry (`/a/b` -> `a/b.html`), so that the server, a
 * static host and the service worker all agree on what is a page and what is "not found". The
 * routed pages' titles come from page-titles.ts, which their route modules show too.
 */
import { paths } from '@/config/paths';
import { guidedPaths } from '@/content/guided-paths';
import { site } from '@/content/site';
import { findSitemapEntry, flattenSitemap } from '@/content/sitemap';
import { routeTitles } from './page-titles';

export type PageRoute = {
  /** The address, e.g. `/pricing/compare`; `/` for home. */
  readonly path: string;
  /** Shown in `<title>` followed by the brand (documentTitle in page-titles.ts). */
  readonly title: string;
  readonly description: string;
};

/** Descriptions of the routed pages the sitemap does not list. */
const OWN_DESCRIPTIONS: Partial<Record<keyof typeof paths, string>> = {
  knowledgebase: `Help topics, answers and examples for everything ${site.brand} does, searchable and available offline.`,
  bots: `Chat by text, voice or video with GregBot and the other ${site.brand} assistants, each with its own speciality.`,
};

export const NOT_FOUND_PAGE: PageRoute = {
  path: '/404',
  title: routeTitles.notFound,
  description: `There is no page at this address on the ${site.brand} site.`,
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
 * `/#gregbot-section` are part of another page and left out), then every guided path.
 */
export function listPageRoutes(): PageRoute[] {
  const pages = new Map<string, PageRoute>();
  for (const name of ROUTED) {
    const path = paths[name];
    const description = findSitemapEntry(path)?.description ?? OWN_DESCRIPTIONS[name];
    if (description === undefined) throw new Error(`The page ${path} has no description`);
    pages.set(path, { path, title: routeTitles[name], description });
  }
  for (const entry of [...flattenSitemap(), ...guidedPaths]) {
    if (entry.path.includes('#') || pages.has(entry.path)) continue;
    pages.set(entry.path, { path: entry.path, title: entry.title, description: entry.description });
  }
  return [...pages.values()];
}
