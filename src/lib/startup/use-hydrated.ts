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
 * Resolves once start-up has hydrated the prerendered page (at once when it has, or there was
 * none). Code a page fetches on first use as it renders waits for it: the page's first commit is
 * the page going live, and that code is not start-up's, which the page's head asks for.
 */
export function afterHydration(): Promise<void> {
  if (hydrationDone) return Promise.resolve();
  return new Promise((resolve) => waiting.add(resolve));
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
  useRenderOnceHydrated(renderAlways);
  return useSyncExternalStore(subscribe, isHydrationDone, onServer);
}

const renderAlways = () => true;

/**
 * Renders the component again, in the transition that follows start-up's hydration, when
 * `needsRender()` then says so. Nothing once start-up has hydrated: a component mounted after
 * reads the device's values in its first render.
 */
function useRenderOnceHydrated(needsRender: () => boolean): void {
  const [, setWoken] = useState(false);
  useEffect(() => {
    if (hydrationDone) return undefined;
    const wake = () => {
      if (needsRender()) startTransition(() => setWoken(true));
    };
    waiting.add(wake);
    return () => {
      waiting.delete(wake);
    };
    // A new `needsRender` each render: it only ever waits with the latest one, and once start-up
    // has hydrated there is nothing to wait for.
  }, [needsRender]);
}

/**
 * `read()` once the page runs, `prerendered` while it is prerendered or hydrated: a value equal to
 * the prerendered one costs no second render. `read` must give the same value for the same state.
 * After start-up's hydration a value that differs renders in the transition with the other
 * device-only values. A store whose value differs from the one React hydrated with is rendered
 * again at once, in one task it never splits: the task that makes the page live.
 */
export function useClientValue<T>(read: () => T, prerendered: T): T {
  useRenderOnceHydrated(() => !Object.is(read(), prerendered));
  return useSyncExternalStore(
    subscribe,
    () => (hydrationDone ? read() : prerendered),
    () => prerendered,
  );
}
