/**
 * How waiting for a function call's body can end, and what the route does about each, as one
 * pure function: `gatedBody` and `callWithLimits` (function-route.ts) only run its decisions.
 */
import type { ErrorCode } from '@basebots/speech-contract';
import { RETRY_AFTER_SECONDS } from '../supabase/functions/openai/limits.ts';

const retryAfter = (seconds: number) => ({ 'Retry-After': String(seconds) });

/** How waiting for a call's body ended: its last byte in with a slot, or a reason to refuse it. */
export type BodyOutcome = 'admitted' | 'late' | 'no-slot' | 'no-slot-for-client' | 'store-down';

/** What the route does about it: let the handler read the body's end, or refuse the call. */
export type BodyAction =
  { type: 'admit' } | { type: 'refuse'; code: ErrorCode; headers: Record<string, string>; reason: string };

/** The route's decision for each way a call's body can end. */
export function bodyAction(outcome: BodyOutcome): BodyAction {
  switch (outcome) {
    case 'admitted':
      return { type: 'admit' };
    case 'late':
      // The client is still sending: close the connection after answering rather than wait for it.
      return {
        type: 'refuse',
        code: 'request_timeout',
        headers: { Connection: 'close' },
        reason: 'The request body did not arrive in time',
      };
    case 'no-slot':
      return {
        type: 'refuse',
        code: 'too_busy',
        headers: retryAfter(RETRY_AFTER_SECONDS.busy),
        reason: 'Too many calls in flight',
      };
    case 'no-slot-for-client':
      // 429, not 503: the client's own calls fill its share; the service is not busy for others.
      return {
        type: 'refuse',
        code: 'too_many_at_once',
        headers: retryAfter(RETRY_AFTER_SECONDS.busy),
        reason: 'Too many calls in flight from this client',
      };
    case 'store-down':
      return {
        type: 'refuse',
        code: 'too_busy',
        headers: retryAfter(RETRY_AFTER_SECONDS.storeDown),
        reason: 'The limits cannot be checked',
      };
  }
}
