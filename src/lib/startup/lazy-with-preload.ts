import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { resolvedNow, type Module } from './load-when-online';

const preloading = new Set<Promise<unknown>>();

/** Resolves once every part preloaded so far has loaded (or failed to). Start-up waits for it. */
export async function preloadsSettled(): Promise<void> {
  await Promise.allSettled([...preloading]);
}

/**
 * `React.lazy` with its code fetched at once, not at first render: a prerendered part whose code
 * is in by then hydrates with the rest of the page, not in a pass of its own.
 */
export function lazyWithPreload<P>(load: () => Promise<Module<P>>): LazyExoticComponent<ComponentType<P>> {
  let loaded: Module<P> | undefined;
  const loading = load().then((module) => (loaded = module));
  preloading.add(loading);
  // A failed fetch is React's to report when the part renders: not an unhandled rejection here.
  loading.catch(() => undefined).finally(() => preloading.delete(loading));
  return lazy(() => (loaded ? resolvedNow(loaded) : loading));
}
