import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';

/**
 * The site's routes, shared by the browser router (src/main.tsx) and the prerender
 * (src/entry-server.tsx). Each route is its own chunk: a visitor downloads only the page they open.
 * A route's id is the name of its module in routes/: the prerender finds the page's scripts by it.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { id: 'home', path: paths.home, lazy: () => import('./routes/home') },
          { id: 'knowledgebase', path: paths.knowledgebase, lazy: () => import('./routes/knowledgebase') },
          { id: 'help-centre', path: paths.helpCentre, lazy: () => import('./routes/help-centre') },
          { id: 'senior-connect', path: paths.seniorConnect, lazy: () => import('./routes/senior-connect') },
          {
            id: 'provider-knowledge',
            path: paths.providerKnowledge,
            lazy: () => import('./routes/provider-knowledge'),
          },
          {
            id: 'provider-navigation',
            path: paths.providerNavigation,
            lazy: () => import('./routes/provider-navigation'),
          },
          { id: 'bots', path: paths.bots, lazy: () => import('./routes/bots') },
          // Every other path: a catalogue page when the sitemap knows it, else "not found".
          { id: 'catalogue', path: '*', lazy: () => import('./routes/catalogue') },
        ],
      },
    ],
  },
];
