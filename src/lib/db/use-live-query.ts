import { startTransition, useEffect, useState } from 'react';
import { loadOnce, loadWhenOnline } from '@/lib/startup/load-when-online';
import { afterHydration } from '@/lib/startup/use-hydrated';
import type * as LiveStoreModule from './live-store';

/** The queries the hooks may read, and Dexie with them. */
export type LiveStore = typeof LiveStoreModule;

/**
 * The database's code, fetched once the page is live (offline, once the device is back online);
 * after a failure (a new release) the next reader tries again.
 */
const loadLiveStore = loadOnce(() => afterHydration().then(() => loadWhenOnline(() => import('./live-store'))));

type Shown<T> = { readonly value: T } | { readonly error: unknown };

/**
 * A Dexie live query: each result of `querier`, and again whenever what it read changes (in this
 * tab or another). Undefined until the first result; when `deps` change, the last result stays
 * until the next one. A failure is thrown to the route's error boundary.
 *
 * dexie-react-hooks' `useLiveQuery` does this with Dexie imported beside it, which would put the
 * database's code (37 KiB gzip) on the first load of every page that reads it; here the querier is
 * given the store once its code has arrived. Each result is shown in a transition: it re-renders
 * whatever reads it (on the chat page, the whole page), and React renders a transition in slices
 * between which a phone can paint and respond.
 */
export function useLiveQuery<T>(querier: (store: LiveStore) => Promise<T>, deps: readonly unknown[]): T | undefined {
  const [shown, setShown] = useState<Shown<T>>();
  useEffect(() => {
    let closed = false;
    let subscription: { unsubscribe: () => void } | undefined;
    loadLiveStore().then(
      (store) => {
        if (closed) return;
        subscription = store
          .liveQuery(() => querier(store))
          .subscribe({
            next: (value) => startTransition(() => setShown({ value })),
            error: (error: unknown) => setShown({ error }),
          });
      },
      (error: unknown) => {
        if (!closed) setShown({ error });
      },
    );
    return () => {
      closed = true;
      subscription?.unsubscribe();
    };
    // The caller's dependencies are the querier's: it is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  if (shown !== undefined && 'error' in shown) throw shown.error;
  return shown?.value;
}
