/**
 * Turns the path of a request URL into the path of a file that may be looked up, or refuses it.
 * The static files are looked up in an index of what the build wrote (nothing is joined onto a
 * folder on disk), so no path can reach outside it; this refuses the tricks anyway, so that they
 * get a clear 400 instead of a not-found page and never reach any other code.
 */

// Encoded dot, slash, backslash or percent left after one decoding: a double-encoded path.
const STILL_ENCODED = /%(?:2e|2f|5c|25)/i;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * The decoded path, or null when it must be refused: malformed percent-encoding, encoded or
 * literal backslashes, NUL and other control characters, `.` or `..` segments (however encoded),
 * empty segments, and anything still percent-encoded after one decoding.
 *
 * `rawPath` is the pathname of a WHATWG URL, which has already resolved plain `..` segments and
 * `%2e%2e`; what remains (`..%2f`, `%252e`, ...) arrives here.
 */
export function decodeRequestPath(rawPath: string): string | null {
  if (!rawPath.startsWith('/') || rawPath.includes('\\')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (decoded.includes('\\') || CONTROL_CHARACTERS.test(decoded) || STILL_ENCODED.test(decoded)) return null;
  const segments = decoded.slice(1).split('/');
  // The last segment may be empty (a trailing slash); any other empty segment is `//`.
  const inner = segments.slice(0, -1);
  if (inner.some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  const last = segments[segments.length - 1];
  if (last === '.' || last === '..') return null;
  return decoded;
}

/**
 * The request target with every backslash of its path percent-encoded (`%5C`); the query is left
 * as sent. Node's adapter refuses a literal backslash in a path before the app sees the request,
 * as a malformed request (`bad_request`); encoded, it reaches {@link decodeRequestPath}, which
 * refuses it as `invalid_path` like an encoded one, with the headers and the log line of any answer.
 */
export function encodeBackslashesInPath(target: string): string {
  const query = target.indexOf('?');
  const path = query === -1 ? target : target.slice(0, query);
  if (!path.includes('\\')) return target;
  return path.replaceAll('\\', '%5C') + (query === -1 ? '' : target.slice(query));
}
