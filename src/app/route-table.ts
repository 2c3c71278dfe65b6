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
  /**
   * The name of the page's route module, `routes/<module>.tsx`; also the route's id, by which the
   * build lists the scripts the page starts with (src/build/prerender-site.ts).
   */
  readonly module: string;
  /** Loads the route module, a chunk of its own: a visitor downloads only the page they open. */
  readonly load: () => Promise<RouteModule>;
}

const routeModules = import.meta.glob<RouteModule>('./routes/*.tsx');

/** Loads `routes/<name>.tsx`. Throws as the app starts when there is no such module. */
export function routeModule(name: string): () => Promise<RouteModule> {
  const load = routeModules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`There is no route module src/app/routes/${name}.tsx.`);
  return load;
}

function routed(path: string, title: string, module: string): RoutedPage {
  return { path, title, module, load: routeModule(module) };
}

export const routeTable: readonly RoutedPage[] = [
  routed(paths.home, 'AI voice assistants, cooked to order', 'home'),
  routed(paths.knowledgebase, 'Knowledge Base', 'knowledgebase'),
  routed(paths.helpCentre, 'Help Centre', 'help-centre'),
  routed(paths.seniorConnect, 'Senior Connect', 'senior-connect'),
  routed(paths.providerKnowledge, site.guides.site, 'provider-knowledge'),
  routed(paths.providerNavigation, site.guides.map, 'provider-navigation'),
  routed(paths.bots, 'Chat with AI Assistants', 'bots'),
];
