import { useSyncExternalStore } from 'react';
import { getStorageVersion, subscribeStorage } from './storage-status';

/** Changes when storage falls back to memory or memory data changes: a dependency for live queries. */
export function useStorageVersion(): number {
  return useSyncExternalStore(subscribeStorage, getStorageVersion, getStorageVersion);
}
