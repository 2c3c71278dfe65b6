import { lazy, useCallback, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { isOnline } from '@/lib/offline/online-status';
import { notify, type Notice } from '@/lib/toaster';

// How the parts of the site fetched on first use (dialogs, panels, the call screen) are loaded:
// once, again after a failure, waiting for the connection offline, and rendered at once when
// their code is in.

/** Said while a part the visitor asked for waits for the connection: nothing else shows meanwhile. */
export const WAITING_FOR_CONNECTION: Notice = {
  id: 'waiting-for-connection',
  title: 'You are offline',
  description: 'This part of the site is not on this device yet. It opens as soon as you are back online.',
  untilOnline: true,
};

/**
 * Loads a part of the site's code that is fetched on first use. Offline, a failed fetch is not an
 * error yet: on a first visit the service worker may not hold the site so soon, and the part
 * arrives once the browser is back online, so it is fetched again then, and the visitor is told
 * meanwhile. Online, a failure is passed on (a new release without that file: the page says to
 * reload).
 *
 * Give it to `React.lazy`: offline, the part then stays at its Suspense fallback until it can be
 * fetched, instead of throwing to the route's error page, which would replace the whole page.
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
   * Calls `then` once the code is in: at once if it is, else once it has come (or failed to come:
   * the component's render then tries again, and offline waits for the connection, saying so).
   * Showing the part only then spares React's pass for a part that suspends as it mounts: React
   * shows the fallback and then holds the part back for 300 ms after, to spare the eye a flash.
   * Here nothing is on screen to flash, and on this machine an early press on Search waited about
   * 300 ms longer for its dialog for that alone.
   */
  readonly whenLoaded: (then: () => void) => void;
}

/**
 * A part of the site whose code is fetched on first use (`React.lazy`), or ahead of it with
 * `load` (an early press, the visitor's first move toward it). When the code is in by the time the
 * part first renders, it renders in that very render: plain `React.lazy` waits even for a promise
 * that has already resolved, shows its fallback, and renders the part in a pass of its own, held
 * back as `whenLoaded` says. Offline, the first render waits for the connection (`loadWhenOnline`).
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
