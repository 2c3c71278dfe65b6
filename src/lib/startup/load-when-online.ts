import { isOnline } from '@/lib/offline/online-status';

/**
 * Loads a part of the site's code that is fetched on first use. Offline, a failed fetch is not an
 * error yet: on a first visit the service worker may not hold the site so soon, and the part
 * arrives once the browser is back online, so it is fetched again then. Online, a failure is
 * passed on (a new release without that file: the page says to reload).
 *
 * Give it to `React.lazy`: offline, the part then stays at its Suspense fallback until it can be
 * fetched, instead of throwing to the route's error page, which would replace the whole page.
 */
export function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (isOnline()) throw error;
    return new Promise<T>((resolve, reject) => {
      window.addEventListener('online', () => loadWhenOnline(load).then(resolve, reject), { once: true });
    });
  });
}
