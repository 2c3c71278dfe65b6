import { isOnline } from '@/lib/offline/online-status';
import { notify, type Notice } from '@/lib/toaster';

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
