/**
 * Every page of the site that has its own address and does not depend on the visitor, with the
 * title and description its HTML head carries. The build prerenders exactly these (and the
 * not-found page), lists them in sitemap.xml, and the service worker precaches their HTML.
 */
import { guidedPaths } from '@/content/guided-paths';
import { findSitemapEntry, flattenSitemap } from '@/content/sitemap';
import { site } from '@/content/site';
import { fixedPages, notFoundPage, type FixedPage } from './page-titles';

export interface PageRoute {
  /** The address, e.g. `/pricing`. */
  readonly path: string;
  /** The page's own title; the document title adds the brand (see `documentTitle`). */
  readonly title: string;
  readonly description: string;
}

// Pages the sitemap describes take its description; these are the ones it does not describe.
const fixedPageDescriptions: Partial<Record<FixedPage, string>> = {
  home: `Build, manage and deploy AI voice assistants with ${site.brand}: our services, today's specials, the help centre and chat with 14 AI assistants, also offline.`,
  knowledgebase: `Answers for every question about ${site.brand}: setup, voices and personality, channels, pricing and troubleshooting. Searchable, and it works offline.`,
  seniorConnect: `Phone help for seniors from ${site.seniorConnect.price}: reminders, family connection, smart home, emergency alerts and 24/7 support. Call ${site.phone.display}.`,
  bots: `Talk by text, voice or video with GregBot and 13 more ${site.brand} assistants. Conversations are saved on your device.`,
};

/** The not-found page's head (it is written to 404.html, and is not listed as a page). */
export const notFoundRoute: PageRoute = {
  ...notFoundPage,
  description: `There is no page at this address. Find your way from the ${site.brand} home page, the knowledge base or the search.`,
};

function fixedPageRoutes(): PageRoute[] {
  return (Object.keys(fixedPages) as FixedPage[]).map((name) => {
    const { path, title } = fixedPages[name];
    const description = fixedPageDescriptions[name] ?? findSitemapEntry(path)?.description;
    if (!description) throw new Error(`The page ${path} has no description.`);
    return { path, title, description };
  });
}

/**
 * Every prerendered page, each address once, in a stable order: the pages with their own route,
 * then every sitemap entry (anchors such as `/#gregbot-section` are parts of a page, not pages),
 * then every guided path.
 */
export function listPagePaths(): PageRoute[] {
  const pages = new Map<string, PageRoute>();
  for (const page of fixedPageRoutes()) pages.set(page.path, page);
  for (const entry of flattenSitemap()) {
    if (entry.path.includes('#') || pages.has(entry.path)) continue;
    pages.set(entry.path, { path: entry.path, title: entry.title, description: entry.description });
  }
  for (const guided of guidedPaths) {
    if (pages.has(guided.path)) continue;
    pages.set(guided.path, { path: guided.path, title: guided.title, description: guided.description });
  }
  return [...pages.values()];
}
