import { isOnline } from '@/lib/offline/online-status';
import { loadOnce } from '@/lib/startup/load-when-online';

/** What the call buttons name (`data-early-code`) when pressed before the page is live. */
export const CALL_EARLY_CODE = 'call';

/**
 * Loads the call screen's code, once (again after a failure). The chat page starts it as soon as
 * a call is asked for: the screen itself waits until the conversation has been read from the
 * device, which on a page that has just been taken over can be most of a second.
 */
export const loadCallScreen = loadOnce(() => import('./call-screen'));

/**
 * A call was asked for: its code starts loading (a failed load is tried again by the screen).
 * Offline a call only says so: nothing to load.
 */
export function prepareCall(): void {
  if (isOnline()) loadCallScreen().catch(() => undefined);
}
