import { isOnline } from '@/lib/offline/online-status';
import { lazyOnDemand } from '@/lib/startup/load-when-online';

/** What the call buttons name (`data-early-code`) when pressed before the page is live. */
export const CALL_EARLY_CODE = 'call';

/**
 * The call screen, its code loaded once (again after a failure). The chat page starts loading it
 * as soon as a call is asked for: the screen itself waits until the conversation has been read
 * from the device, which on a page that has just been taken over can be most of a second, and if
 * the code is in by then it shows in that render.
 */
export const callScreen = lazyOnDemand(() =>
  import('./call-screen').then((module) => ({ default: module.CallScreen })),
);

/**
 * A call was asked for: its code starts loading (a failed load is tried again by the screen).
 * Offline a call only says so: nothing to load.
 */
export function prepareCall(): void {
  if (isOnline()) callScreen.preload();
}
