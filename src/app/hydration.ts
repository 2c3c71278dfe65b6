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
 * Whether the markup in `#root` was prerendered for this address, so React can hydrate it. A host
 * answers some addresses with another page's file (a trailing slash, an SPA fallback); those are
 * rendered afresh instead, which is correct where hydrating would mismatch.
 */
export function canHydrate(
  prerenderedPage: string | undefined,
  pathname: string,
  page?: { readonly handle?: PageHandle },
): boolean {
  if (prerenderedPage === undefined) return false;
  if (prerenderedPage === pathname) return true;
  // An alias shows its target's page; offline the service worker answers it with the target's file.
  if (PATH_ALIASES[pathname] === prerenderedPage) return true;
  return prerenderedPage === NOT_FOUND_MARKER && page?.handle?.isNotFound?.(pathname) === true;
}
