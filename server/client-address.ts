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

export { rateLimitKey } from '../supabase/functions/openai/client-key.ts';
