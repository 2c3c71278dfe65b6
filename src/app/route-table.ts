/**
 * The route table: every page that has a route module of its own, one entry each. The router
 * serves it under its title (router.tsx), and the build writes its HTML file and lists it in
 * sitemap.xml (page-routes.ts). Any other address goes to the catalogue route, which shows the
 * catalogue's pages and guided paths.
 *
 * The browser loads this table with the app, before any page: an entry holds only what the
 * browser needs to route and title a page. A page's words live in the catalogue instead (its
 * sitemap entry: its description, and how the site's sitemap and search find it) or, for a page
 * the sitemap does not describe, in page-routes.ts.
 */
import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import { site } from '@/content/site';
import type { PageHandle } from './hydration';

/** What a route module exports. */
export interface RouteModule {
  /** The page, without its title: the router shows the entry's title. */
  readonly Component: ComponentType;
  readonly handle?: PageHandle;
}

export interface RoutedPage {
  /** The address, from `paths`. */
  readonly path: string;
  /** Shown in `<title>` followed by the brand, and in link previews. */
  readonly title: string;
  /** The page's route module, a chunk of its own: a visitor downloads only the page they open. */
  readonly load: () => Promise<RouteModule>;
}

export const routeTable: readonly RoutedPage[] = [
  { path: paths.home, title: 'AI voice assistants, cooked to order', load: () => import('./routes/home') },
  { path: paths.knowledgebase, title: 'Knowledge Base', load: () => import('./routes/knowledgebase') },
  { path: paths.helpCentre, title: 'Help Centre', load: () => import('./routes/help-centre') },
  { path: paths.seniorConnect, title: 'Senior Connect', load: () => import('./routes/senior-connect') },
  { path: paths.providerKnowledge, title: site.guides.site, load: () => import('./routes/provider-knowledge') },
  { path: paths.providerNavigation, title: site.guides.map, load: () => import('./routes/provider-navigation') },
  { path: paths.bots, title: 'Chat with AI Assistants', load: () => import('./routes/bots') },
];
