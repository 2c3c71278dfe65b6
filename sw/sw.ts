/**
 * The service worker. It precaches the app shell, every route chunk, the content catalogue and
 * the icons at install, so every page and the help library open offline after one visit.
 * Navigations fall back to the precached shell; the speech function is never cached (it carries
 * the visitor's key and its answers are personal).
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/functions\//, /\.[a-z0-9]+$/i],
  }),
);

// The first install takes control at once, so a first visit already works offline on reload.
// Later versions wait for the visitor (see the pwa feature), never interrupting their typing.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});
