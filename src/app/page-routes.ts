/**
 * Every address the app answers with a page of its own, with the title and description that page
 * shows. The build writes one HTML file per entry (`/a/b` -> `a/b.html`) and lists them in
 * sitemap.xml, so that the server, a static host and the service worker all agree on what is a
 * page and what is "not found". Build code: the browser never loads this module.
 */
import { guidedPaths } from '@/content/guided-paths';
import { PATH_ALIASES } from '@/content/path-aliases';
import type { GuidedPath, SitemapEntry } from '@/content/schema';
import { site } from '@/content/site';
import { flattenSitemap, sitemap } from '@/content/sitemap';
import { NOT_FOUND_TITLE } from './page-titles';
import { routeTable, type RoutedPage } from './route-table';

export type PageRoute = {
  /** The address, e.g. `/pricing/compare`; `/` for home. */
  readonly path: string;
  /** Shown in `<title>` followed by the brand (documentTitle in page-titles.ts). */
  readonly title: string;
  readonly description: string;
  /** For an alias: the address search engines should know instead (its canonical link). */
  readonly canonicalPath?: string;
};

/** What the pages are made from; a test can list the pages of a catalogue of its own. */
export interface PageSources {
  readonly routeTable: readonly RoutedPage[];
  readonly sitemap: readonly SitemapEntry[];
  readonly guidedPaths: readonly GuidedPath[];
  readonly aliases: Readonly<Record<string, string>>;
}

export const siteSources: PageSources = {
  routeTable,
  sitemap,
  guidedPaths,
  aliases: PATH_ALIASES,
};

export const NOT_FOUND_PAGE: PageRoute = {
  path: '/404',
  title: NOT_FOUND_TITLE,
  description: `There is no page at this address. Find your way from the ${site.brand} home page, the knowledge base or the search.`,
};

/**
 * Every page, once each: the route table's first, then every sitemap entry (anchors such as
 * `/#gregbot-section` are part of another page and left out), then every guided path, then the
 * aliases. A routed page takes its title from the route table, and its description from there too
 * or else from its sitemap entry.
 */
export function listPageRoutes(sources: PageSources = siteSources): PageRoute[] {
  const entries = flattenSitemap(sources.sitemap);
  const pages = new Map<string, PageRoute>();
  for (const { path, title, description: own } of sources.routeTable) {
    const description = own ?? entries.find((entry) => entry.path === path)?.description;
    if (description === undefined) throw new Error(`The page ${path} has no description`);
    if (pages.has(path)) throw new Error(`The route table lists ${path} twice`);
    pages.set(path, { path, title, description });
  }
  for (const entry of [...entries, ...sources.guidedPaths]) {
    if (entry.path.includes('#') || pages.has(entry.path)) continue;
    pages.set(entry.path, { path: entry.path, title: entry.title, description: entry.description });
  }
  for (const [alias, target] of Object.entries(sources.aliases)) {
    const page = pages.get(target);
    if (!page) throw new Error(`The alias ${alias} stands for ${target}, which is no page`);
    pages.set(alias, { ...page, path: alias, canonicalPath: target });
  }
  return [...pages.values()];
}
