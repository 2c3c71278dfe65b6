import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/root-layout';
import { PageTitle } from './page-title';
import { RouteError } from './route-error';
import { loadRouteModule, type RouteModule } from './route-modules';
import { routeTable, type RoutedPage } from './route-table';

function titled(title: string, Page: ComponentType): ComponentType {
  return function TitledPage() {
    return (
      <>
        <PageTitle title={title} />
        <Page />
      </>
    );
  };
}

function pageRoute({ path, title, module }: RoutedPage): RouteObject {
  return {
    id: module,
    path,
    lazy: async (): Promise<RouteModule> => {
      const page = await loadRouteModule(module);
      return { ...page, Component: titled(title, page.Component) };
    },
  };
}

/**
 * The site's routes: one lazy route per entry of the route table, and the catalogue route for every
 * other address. Shared by the browser router (src/app/start.tsx) and the build's prerender. A
 * route's id is the name of its module in routes/: the prerender finds the page's scripts by it.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...routeTable.map(pageRoute),
          // Every other path: a catalogue page when the sitemap knows it, else "not found".
          { id: 'catalogue', path: '*', lazy: () => loadRouteModule('catalogue') },
        ],
      },
    ],
  },
];
