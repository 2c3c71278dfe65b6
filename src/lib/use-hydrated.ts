import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders on the server and while it hydrates prerendered markup, true from
 * the render right after (and always in a page rendered only in the browser). What only the
 * device knows (the address's query, stored data, the platform) renders its default until then,
 * so the first render in the browser equals the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
