import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { rootCommitted } from './page-live';

const subscribe = () => () => {};

/**
 * Whether React has finished taking over the prerendered page. Start-up sets it to false just
 * before it hydrates and back to true right after the first commit (see {@link HydrationDone});
 * everywhere else (a page rendered only in the browser, unit tests) it stays true.
 */
let hydrationDone = true;
const waiting = new Set<() => void>();
const isHydrationDone = () => hydrationDone;
const onServer = () => false;

/** True from just before start-up hydrates a prerendered page until its first commit. */
export function isHydrating(): boolean {
  return !hydrationDone;
}

/** Called by start-up just before `hydrateRoot`. */
export function beginHydration(): void {
  hydrationDone = false;
}

/**
 * Rendered once, after the whole app and in no component that calls {@link useHydrated}: React
 * runs effects child before parent and sibling after sibling, so each `useHydrated()` has then
 * checked its value, found it unchanged and rendered nothing more, before this tells them all at
 * once. (The prerender renders it too, so both trees have the same shape, which `useId` needs.)
 */
export function HydrationDone(): null {
  useEffect(() => {
    rootCommitted();
    if (hydrationDone) return;
    hydrationDone = true;
    for (const wake of waiting) wake();
    waiting.clear();
  }, []);
  return null;
}

/**
 * False while React renders on the server and while it hydrates prerendered markup, true from
 * the render right after (and always in a page rendered only in the browser). What only the
 * device knows (the address's query, stored data, the platform) renders its default until then,
 * so the first render in the browser equals the prerendered HTML.
 *
 * After start-up's hydration, the components that call it render again in one transition, which
 * React does in slices between which a phone can paint and respond. (A plain external store
 * would re-render them at once, in one task, which React never splits.) A part hydrated later, on
 * its own, still gets false while it hydrates and true in the render right after. For a value
 * read from the address, prefer {@link useClientValue}: it costs no render when the value read
 * equals the prerendered one.
 */
export function useHydrated(): boolean {
  const hydrated = useSyncExternalStore(subscribe, isHydrationDone, onServer);
  const [, setWoken] = useState(false);
  useEffect(() => {
    if (hydrated) return undefined;
    const wake = () => startTransition(() => setWoken(true));
    waiting.add(wake);
    return () => {
      waiting.delete(wake);
    };
  }, [hydrated]);
  return hydrated;
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
