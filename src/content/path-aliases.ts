/**
 * Short addresses people are told (e.g. "jump to /features/voice") that show another page. Each is
 * prerendered as that page with a canonical link to it, so the Node server and any static host
 * answer it like a redirect would, minus the extra round trip. The service worker does not
 * precache the copy: offline it answers the alias with the target's own file (same markup), which
 * the app then takes over as the alias (see hydration.ts).
 *
 * Its own module, free of the rest of the content: the service worker and the build read it.
 */
export const PATH_ALIASES: Readonly<Record<string, string>> = {
  '/features/voice': '/features/voice-technology',
};
