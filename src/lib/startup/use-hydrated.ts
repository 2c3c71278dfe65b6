import { createContext, startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { rootCommitted } from './page-live';

const subscribe = () => () => {};

/** False only while start-up hydrates a prerendered page (until {@link HydrationDone}). */
let hydrationDone = true;
const waiting = new Set<() => void>();
const isHydrationDone = () => hydrationDone;
const onServer = () => false;

/**
 * True while the build prerenders the site (src/build/render-page.tsx): a part whose code the app
 * fetches on use renders as it does before that code is in, since so the page will be hydrated.
 */
export const Prerendering = createContext(false);

/** True from just before start-up hydrates a prerendered page until its first commit. */
export function isHydrating(): boolean {
  return !hydrationDone;
}

/** Called by start-up just before `hydrateRoot`. */
export function beginHydration(): void {
  hydrationDone = false;
}

/**
 * Rendered once, after the whole app: effects run child before parent, so every `useHydrated()`
 * has checked its value before this wakes them all at once. Prerendered too (`useId` needs the
 * same tree).
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
 * False on the server and while React hydrates prerendered markup, true from the render after:
 * what only the device knows renders its default until then, so hydration matches. The renders
 * after start-up's hydration are one transition, which React slices so a phone can respond. For a
 * value read from the address prefer {@link useClientValue}.
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
 * `read()` once the page runs, `prerendered` while it is prerendered or hydrated: a value equal to
 * the prerendered one costs no second render. `read` must give the same value for the same state.
 */
export function useClientValue<T>(read: () => T, prerendered: T): T {
  return useSyncExternalStore(subscribe, read, () => prerendered);
}
