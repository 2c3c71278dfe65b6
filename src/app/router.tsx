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
 * The site's routes for a route table: one lazy route per entry, and the catalogue route for every
 * other address. The browser router (src/app/start.tsx) and the prerender (render-page.tsx) use
 * the same {@link routes}; a test can make them for a table of its own.
 */
export function createRoutes(table: readonly RoutedPage[]): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            ...table.map(pageRoute),
            // Every other path: a catalogue page when the sitemap knows it, else "not found".
            { path: '*', lazy: () => import('./routes/catalogue') },
          ],
        },
      ],
    },
  ];
}

export const routes: RouteObject[] = createRoutes(routeTable);
