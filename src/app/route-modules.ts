import type { ComponentType } from 'react';
import type { PageHandle } from './hydration';

/** What a route module exports. */
export interface RouteModule {
  /** The page, without its title: the router shows the route table entry's title. */
  readonly Component: ComponentType;
  readonly handle?: PageHandle;
}

// Each file of routes/ is loaded when its page is opened; the build puts its code in chunks with
// what other pages share (src/build/startup-chunks.ts). (The route table is not here: the build's
// Node code and the browser tests read it without Vite.)
const routeModules = import.meta.glob<RouteModule>('./routes/*.tsx');

/** Loads `routes/<name>.tsx`; fails with a message naming it when there is no such module. */
export function loadRouteModule(name: string): Promise<RouteModule> {
  const load = routeModules[`./routes/${name}.tsx`];
  return load ? load() : Promise.reject(new Error(`There is no route module src/app/routes/${name}.tsx.`));
}
