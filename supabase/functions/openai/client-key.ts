/**
 * The key one client is counted under for the rate limit, the same on the Node server and on
 * Supabase, so that instances of both sharing one database count a client once; and, on
 * Supabase, the client's address as the platform's gateway reports it.
 */
import { isIP } from 'node:net';

/**
 * Headers Supabase's gateway sets from the connection it received, strongest first. Supabase's
 * edge sits behind Cloudflare, which writes `cf-connecting-ip` itself and replaces any value a
 * client sent; `x-real-ip` is the gateway's own record of the peer. `x-forwarded-for` is read
 * last and only its first entry, the address the outermost proxy saw: a client can write its own
 * X-Forwarded-For, so it only counts when the platform gave nothing better.
 */
const GATEWAY_HEADERS = ['cf-connecting-ip', 'x-real-ip'] as const;

/** The calling client's address on Supabase; `unknown` (one shared bucket) when none is given. */
export function gatewayClientAddress(headers: Headers): string {
  for (const name of GATEWAY_HEADERS) {
    const value = headers.get(name)?.trim();
    if (value && isIP(value) !== 0) return value;
  }
  const first = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return first && isIP(first) !== 0 ? first : 'unknown';
}

/** Expands an IPv6 address (no zone) into its eight 16-bit groups. */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const parse = (part: string): number[] => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key one client is counted under. IPv6 addresses are grouped by their /64 prefix, which
 * one household or machine usually holds whole; IPv4-mapped addresses count as the IPv4 address.
 */
export function rateLimitKey(address: string): string {
  const withoutZone = address.split('%')[0] ?? address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(withoutZone);
  if (mapped?.[1]) return mapped[1];
  if (isIP(withoutZone) !== 6) return withoutZone;
  const groups = ipv6Groups(withoutZone.toLowerCase().replace(/:(\d+\.\d+\.\d+\.\d+)$/, ':0:0'));
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
