import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { loadOnce, resolvedNow } from '@/lib/startup/load-when-online';
import { RootLayout } from './layout/root-layout';
import { PageTitle } from './page-title';
import { RouteErrorBoundary } from './route-error';
import { loadRouteModule, type RouteModule } from './route-modules';
import { routeTable } from './route-table';

/** A page's code, fetched when its page is opened (or, at start-up, before the page is taken over). */
interface PagePart {
  readonly load: () => Promise<RouteModule>;
  /** The page; it renders at once when its code is in, as it must when it hydrates. */
  readonly Component: LazyExoticComponent<ComponentType>;
}

function pagePart(module: string): PagePart {
  let loaded: RouteModule | undefined;
  const load = loadOnce(() => loadRouteModule(module).then((page) => (loaded = page)));
  const asLazy = (page: RouteModule) => ({ default: page.Component });
  const Component = lazy(() => (loaded ? resolvedNow(asLazy(loaded)) : load().then(asLazy)));
  return { load, Component };
}

/** Each route module's page, by the module's name, which is also its route's id. */
const pageParts = new Map<string, PagePart>(
  [...routeTable.map((page) => page.module), 'catalogue'].map((module) => [module, pagePart(module)]),
);

function Page({ module, title }: { readonly module: string; readonly title?: string }) {
  const { Component } = pageParts.get(module) as PagePart;
  return (
    <>
      {title !== undefined && <PageTitle title={title} />}
      <Component />
    </>
  );
}

/**
 * The site's routes: a route per entry of the route table, and the catalogue route for every other
 * address, under the layout every page has. Shared by the browser (src/app/start.tsx) and the
 * build's prerender. A route's id is the name of its module in routes/: the prerender finds the
 * page's scripts by it.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...routeTable.map(({ path, title, module }) => ({
        id: module,
        path,
        element: <Page module={module} title={title} />,
      })),
      // Every other path: a catalogue page when the sitemap knows it, else "not found".
      { id: 'catalogue', path: '*', element: <Page module="catalogue" /> },
    ],
  },
];

/** The page at the router's address, in the site's layout. */
export function AppRoutes() {
  // For the layout itself failing: a page's own failure leaves the layout in place (root-layout.tsx).
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}

/** The ids of the routes that show `pathname`, outermost first (the layout's has none). */
export function routeIdsOf(pathname: string): string[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => (route.id === undefined ? [] : [route.id]));
}

/**
 * Loads the code of the page at `pathname`, so that the first render in the browser already has
 * the page and equals the prerendered markup. Resolves to the page's module.
 */
export async function loadPageAt(pathname: string): Promise<RouteModule | undefined> {
  const module = routeIdsOf(pathname).at(-1);
  return module === undefined ? undefined : pageParts.get(module)?.load();
}
