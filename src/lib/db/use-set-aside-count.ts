import { useLiveQuery } from './use-live-query';
import { useStorageVersion } from './use-storage-version';

/** How many saved records are set aside (0 in memory); undefined while loading. Live across tabs. */
export function useSetAsideCount(): number | undefined {
  const version = useStorageVersion();
  return useLiveQuery((store) => store.countSetAside(), [version]);
}
