/**
 * Whether the browser believes it is online: the one source every feature asks. `navigator.onLine`
 * being false is reliable (no network at all); true is only a hint, so callers still handle a
 * request that fails.
 */
import { useSyncExternalStore } from 'react';

/** Online right now, as far as the browser knows; true outside a browser (tests, prerendering). */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** {@link isOnline}, re-rendering the component when it changes. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
