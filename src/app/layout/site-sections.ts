/**
 * What the header, the footer and the menu panel name, from the catalogue's top level (worked out
 * by the build from src/content/sitemap.ts) and the route table: one list, so a section added to
 * the catalogue appears in all three.
 */
import { paths } from '@/config/paths';
import { routeTable } from '../route-table';

export interface SiteLink {
  readonly title: string;
  readonly path: string;
}

function routedPage(path: string): SiteLink {
  const page = routeTable.find((entry) => entry.path === path);
  if (!page) throw new Error(`The route table has no page ${path}`);
  return { title: page.title, path };
}

/** The sections with pages of their own, but home (the brand is its link): the header's links. */
export const mainSections: readonly SiteLink[] = __SITE_SECTIONS__.filter(
  (section) => section.hasPages && section.path !== paths.home,
);

/** In the header on every page, one tap away: the service for seniors. */
export const seniorConnect = routedPage(paths.seniorConnect);

/** Pages of their own that no section of the catalogue lists: the knowledge base and the chat. */
export const knowledgeBase = routedPage(paths.knowledgeBase);
export const chat = routedPage(paths.bots);

/** The catalogue's top-level pages without pages below them: the account's, the guides. */
export const otherPages: readonly SiteLink[] = __SITE_SECTIONS__.filter((section) => !section.hasPages);
