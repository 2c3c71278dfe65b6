import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/root-layout';
import { PageTitle } from './page-title';
import { RouteError } from './route-error';
import { routeTable, type RouteModule, type RoutedPage } from './route-table';

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

function pageRoute({ path, title, load }: RoutedPage): RouteObject {
  return {
    path,
    lazy: async (): Promise<RouteModule> => {
      const module = await load();
      return { ...module, Component: titled(title, module.Component) };
    },
  };
}

/**
 * The site's routes: one lazy route per entry of the route table, and the catalogue route for every
 * other address. Shared by the browser router (src/app/start.tsx) and the build's prerender.
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
          { path: '*', lazy: () => import('./routes/catalogue') },
        ],
      },
    ],
  },
];
