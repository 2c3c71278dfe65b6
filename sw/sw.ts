/**
 * The service worker. At install it precaches every prerendered page (each route's own HTML, so a
 * page opens offline with its content before any script runs), the scripts and styles they need,
 * the content catalogue and the assistants' avatars, so the site and the help library work offline
 * after one visit. Scripts only useful online (supabase-js and the speech client, workbox-window)
 * are left out of the precache, which must stay small for a phone, and kept once fetched.
 * The speech function is never cached (it carries the visitor's key and its answers are personal).
 */
import { addPlugins, cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { PATH_ALIASES } from '../src/content/path-aliases';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

const NOT_FOUND_PAGE = '/404.html';

cleanupOutdatedCaches();
// What may be precached: a successful answer, and the not-found page answered with 404, as a
// server or host rightly does when it is asked for by name. (This replaces Workbox's own rule,
// "status below 400", which would fail the whole install on that one page.)
addPlugins([
  {
    cacheWillUpdate: async ({ request, response }) =>
      response.ok || (response.status === 404 && new URL(request.url).pathname === NOT_FOUND_PAGE) ? response : null,
  },
]);
// `/pricing` is answered with the precached `/pricing.html` (Workbox adds the extension), and a
// query (`?topic=`, `?bot=`) never changes which page file an address opens. An alias
// (`/features/voice`) is answered with its target's file: the same page, precached once. A page
// typed in other letter case (`/Pricing`) gets the page's file, and the app moves to its address.
precacheAndRoute(self.__WB_MANIFEST, {
  ignoreURLParametersMatching: [/.*/],
  urlManipulation: ({ url }) => {
    const target = PATH_ALIASES[url.pathname];
    if (target) return [new URL(`${target}.html`, url.origin)];
    const lower = url.pathname.toLowerCase();
    return lower !== url.pathname && !/\.[a-z0-9]+$/.test(lower) ? [new URL(`${lower}.html`, url.origin)] : [];
  },
});

/** The friendly not-found page, with the status a server would give it. */
async function notFoundResponse(): Promise<Response> {
  const page = await matchPrecache(NOT_FOUND_PAGE);
  if (!page) return Response.error();
  return new Response(page.body, { status: 404, statusText: 'Not Found', headers: page.headers });
}

// An address that is not a precached page: the network decides (a page added since this worker
// was installed, or the server's 404); offline, the not-found page.
registerRoute(
  new NavigationRoute(new NetworkOnly({ plugins: [{ handlerDidError: notFoundResponse }] }), {
    denylist: [/^\/functions\//, /\.[a-z0-9]+$/i],
  }),
);

// Build output left out of the precache: hashed, so a copy never goes stale.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({ cacheName: 'assets', plugins: [new ExpirationPlugin({ maxEntries: 30 })] }),
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
