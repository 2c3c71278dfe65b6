import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders on the server and while it hydrates prerendered markup, true from
 * the render right after (and always in a page rendered only in the browser). What only the
 * device knows (the address's query, stored data, the platform) renders its default until then,
 * so the first render in the browser equals the prerendered HTML.
 *
 * Every component that calls it renders a second time right after hydration, at once and with all
 * its children: for a value read from the address, prefer {@link useClientValue}.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * `read()` once the page runs; `prerendered` on the server and while React hydrates the
 * prerendered markup. Unlike a value chosen with {@link useHydrated}, one that equals the
 * prerendered value costs no second render after hydration, and one that differs re-renders only
 * the component that reads it. `read` must give the same value for the same state (a string, a
 * number, or an object kept elsewhere), and is read again each time the component renders.
 */
export function useClientValue<T>(read: () => T, prerendered: T): T {
  return useSyncExternalStore(subscribe, read, () => prerendered);
}
