import { matchRoutes, type RouteObject } from 'react-router-dom';
import { PATH_ALIASES } from '@/content/path-aliases';

/** The attribute of `#root` that names the page the prerender wrote into it. */
export const PRERENDERED_PAGE_ATTRIBUTE = 'data-page';

/** Its value in 404.html, which hosts and the service worker send for any unknown address. */
export const NOT_FOUND_MARKER = '404';

/** What a route module may tell the start-up code through its `handle`. */
export interface PageHandle {
  /** True when this route shows the not-found page for the address (so 404.html fits it). */
  readonly isNotFound?: (pathname: string) => boolean;
}

/**
 * Loads the lazy modules of the routes that match the address, so the first render in the
 * browser already has the page and equals the prerendered markup (React Router would otherwise
 * render nothing while it loads them). Returns the deepest matched route.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<RouteObject | undefined> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
  return matches.at(-1)?.route;
}

/**
 * Whether the markup in `#root` was prerendered for this address, so React can hydrate it. A host
 * answers some addresses with another page's file (a trailing slash, an SPA fallback); those are
 * rendered afresh instead, which is correct where hydrating would mismatch.
 */
export function canHydrate(prerenderedPage: string | undefined, pathname: string, route?: RouteObject): boolean {
  if (prerenderedPage === undefined) return false;
  if (prerenderedPage === pathname) return true;
  // An alias shows its target's page; offline the service worker answers it with the target's file.
  if (PATH_ALIASES[pathname] === prerenderedPage) return true;
  const handle = route?.handle as PageHandle | undefined;
  return prerenderedPage === NOT_FOUND_MARKER && handle?.isNotFound?.(pathname) === true;
}
