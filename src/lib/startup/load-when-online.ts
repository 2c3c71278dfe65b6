import { lazy, useCallback, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { isOnline } from '@/lib/offline/online-status';
import { notify, type Notice } from '@/lib/toaster';

// Parts fetched on first use (dialogs, panels, the call screen): loaded once, again after a
// failure, when back online if offline, and rendered at once when their code is in.

/** Said while a part the visitor asked for waits for the connection: nothing else shows meanwhile. */
export const WAITING_FOR_CONNECTION: Notice = {
  id: 'waiting-for-connection',
  title: 'You are offline',
  description: 'This part of the site is not on this device yet. It opens as soon as you are back online.',
  untilOnline: true,
};

/**
 * Loads code fetched on first use. Offline, a failed fetch waits for the connection, saying so
 * (on a first visit the service worker may not hold it yet), rather than throwing to the route's
 * error page; online, a failure is passed on (a new release: the page says to reload).
 */
export function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (isOnline()) throw error;
    notify(WAITING_FOR_CONNECTION);
    return new Promise<T>((resolve, reject) => {
      // The notice goes with the `online` event (`untilOnline`); the part is fetched again then.
      const again = () => loadWhenOnline(load).then(resolve, reject);
      window.addEventListener('online', again, { once: true });
    });
  });
}

/**
 * `load`, run once and shared by every caller; after a failure (offline, a new release) the next
 * call runs it again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/** What `import()` of a part gives `React.lazy`. */
export type Module<P> = { readonly default: ComponentType<P> };

/** A thenable that calls back synchronously: given to `lazy`, it renders the component in this very render. */
export function resolvedNow<P>(module: Module<P>): Promise<Module<P>> {
  return { then: (resolve: (module: Module<P>) => void) => resolve(module) } as Promise<Module<P>>;
}

/** Code fetched on first use, or earlier when asked for: see `lazyOnDemand`. */
export interface OnDemand<P> {
  /** Renders the part, at once when its code is in (else at its Suspense fallback meanwhile). */
  readonly Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts fetching the code, once (again after a failure); the component's render fetches it too. */
  readonly load: () => Promise<Module<P>>;
  /** `load`, as a head start only: a failed fetch is tried again as the part renders. */
  readonly preload: () => void;
  /**
   * Calls `then` once the code is in (or has failed to come: the render then tries again).
   * Mounting only then spares React's hold-back of a part that suspends (docs/start-up.md).
   */
  readonly whenLoaded: (then: () => void) => void;
}

/**
 * A part whose code is fetched on first use, or ahead of it with `load`. Code already in renders
 * in that very render, where plain `React.lazy` would show its fallback first.
 */
export function lazyOnDemand<P>(fetch: () => Promise<Module<P>>): OnDemand<P> {
  let loaded: Module<P> | undefined;
  const load = loadOnce(() => fetch().then((module) => (loaded = module)));
  const Component = lazy(() => (loaded ? resolvedNow(loaded) : loadWhenOnline(load)));
  const whenLoaded = (then: () => void) => {
    if (loaded) then();
    else load().then(then, then);
  };
  const preload = () => void load().catch(() => undefined);
  return { Component, load, preload, whenLoaded };
}

/**
 * Whether an on-demand part (a dialog opened by a button, say) is mounted, and a function that
 * mounts it, and keeps it mounted, once its code is in (`whenLoaded`).
 */
export function useMountOnDemand<P>(part: OnDemand<P>): readonly [boolean, () => void] {
  const [mounted, setMounted] = useState(false);
  const mount = useCallback(() => part.whenLoaded(() => setMounted(true)), [part]);
  return [mounted, mount] as const;
}
