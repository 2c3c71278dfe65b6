/**
 * The one table of response headers. The Node server applies it to every answer, the build writes
 * it to `dist/_headers` (the format Netlify and Cloudflare Pages read) so that a static deploy
 * answers with the same headers, and `npm run dev` takes the headers that do not get in Vite's
 * way from it.
 */

/** Cache-Control values, by how long a response may be reused without asking the server. */
export const CACHE_CONTROL = {
  /** Hashed build output: its name changes whenever its content does. */
  immutable: 'public, max-age=31536000, immutable',
  /** Everything else, the pages, the worker and the manifest first: a deploy is seen on the next load. */
  revalidate: 'no-cache',
  /** Answers that are personal or one-off (the function, refusals, the health check). */
  never: 'no-store',
} as const;

/**
 * Sent only on answers that came over HTTPS. Browsers ignore it over plain HTTP anyway; on a
 * loopback server it would only confuse. One year, without `includeSubDomains`: what other hosts
 * under the same domain do is not this site's decision.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** A rule of the table: a path pattern (`/*`, `/assets/*` or an exact path) and its headers. */
export type HeaderRule = { readonly path: string; readonly headers: Readonly<Record<string, string>> };

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Content-Security-Policy. `supabaseUrl` (any URL of the Supabase project the app was built
 * for) adds its origin to `connect-src`; anything that is not an http(s) URL is ignored.
 *
 * `style-src` allows 'unsafe-inline' because Chakra (emotion) injects styles at run time and a
 * nonce cannot work with pages precached by the service worker. Scripts are never inline.
 */
function contentSecurityPolicy(supabaseUrl?: string): string {
  const supabaseOrigin = originOf(supabaseUrl);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${supabaseOrigin ? ` ${supabaseOrigin}` : ''}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    // Script URLs and HTML reach the DOM only through the app's one policy, named here as in
    // src/lib/trusted-types.ts (the server does not import the app; a test holds the two together).
    "require-trusted-types-for 'script'",
    'trusted-types basebots',
  ].join('; ');
}

/** The headers every answer carries, whatever it is. */
export function securityHeaders(supabaseUrl?: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(supabaseUrl),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'microphone=(self), camera=(self)',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Other sites may not embed the site's files (scripts, images, pages) without CORS; the
    // function's CORS answers to ALLOWED_ORIGINS are not affected, as CORS requests skip it.
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

/**
 * The table. Rules whose paths can both match one request never set the same header: static
 * hosts join the values of a header set by two matching rules with a comma, which would turn
 * two Cache-Control values into nonsense. Paths no rule gives a Cache-Control get
 * `CACHE_CONTROL.revalidate` from the Node server; static hosts revalidate them by default too.
 */
export function headerRules(supabaseUrl?: string): readonly HeaderRule[] {
  return [
    { path: '/*', headers: securityHeaders(supabaseUrl) },
    { path: '/assets/*', headers: { 'Cache-Control': CACHE_CONTROL.immutable } },
    // Named although revalidation is every host's default: a cached worker or manifest would keep
    // visitors on an old version of the app.
    { path: '/sw.js', headers: { 'Cache-Control': CACHE_CONTROL.revalidate } },
    { path: '/manifest.webmanifest', headers: { 'Cache-Control': CACHE_CONTROL.revalidate } },
  ];
}

/** Whether a rule's path pattern matches a request path: `/*` everything, `/x/*` below `/x/`. */
export function matchesRule(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('/*')) return pathname.startsWith(pattern.slice(0, -1));
  return pattern === pathname;
}

/**
 * The Cache-Control of a static answer. `found` is false when the answer is the not-found page:
 * a missing hashed file must not be cached for a year under its name.
 */
export function cacheControlFor(rules: readonly HeaderRule[], pathname: string, found: boolean): string {
  if (!found) return CACHE_CONTROL.revalidate;
  let value: string | undefined;
  for (const rule of rules) {
    if (matchesRule(rule.path, pathname)) value = rule.headers['Cache-Control'] ?? value;
  }
  return value ?? CACHE_CONTROL.revalidate;
}

/** The headers every answer gets from the table (its `/*` rule), with HSTS when it came over HTTPS. */
export function headersForEveryAnswer(rules: readonly HeaderRule[], https: boolean): Record<string, string> {
  const all = rules.filter((rule) => rule.path === '/*').map((rule) => rule.headers);
  return Object.assign({}, ...all, https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {});
}

/**
 * The table as a `_headers` file. Static hosts serve only HTTPS, so HSTS is always in it; the
 * Node server adds it only when the request came over HTTPS.
 */
export function staticHostHeadersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((rule) => {
    const headers = { ...rule.headers };
    if (rule.path === '/*') headers['Strict-Transport-Security'] = STRICT_TRANSPORT_SECURITY;
    const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
    return [rule.path, ...lines].join('\n');
  });
  return `# Written by the build from server/headers.ts: edit that table, not this file.\n${blocks.join('\n')}\n`;
}
