/**
 * Who is calling, for the per-client rate limit. Without trusted proxies that is the socket's
 * peer; behind N trusted proxies it is the address the outermost of them saw, read from the
 * right of `X-Forwarded-For` (each proxy appends the address it received the request from, so
 * only the last N entries were written by proxies we trust; anything left of them the client
 * could have made up).
 */
import { isIP } from 'node:net';

/** The calling client's address: the socket's peer, or the trusted part of `X-Forwarded-For`. */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | null,
  trustedProxies: number,
): string {
  const socket = socketAddress ?? 'unknown';
  if (trustedProxies === 0 || forwardedFor === null) return socket;
  const hops = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .reverse();
  const chain = [socket, ...hops];
  const chosen = chain[Math.min(trustedProxies, chain.length - 1)] ?? socket;
  return isIP(chosen) === 0 ? socket : chosen;
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
