import { useLiveQuery } from './use-live-query';
import { getDeviceSpeechKey } from './settings';
import { useStorageVersion } from './use-storage-version';

/** The speech key saved on this device (null when none; undefined while loading). */
export function useDeviceSpeechKey(): string | null | undefined {
  const version = useStorageVersion();
  return useLiveQuery(() => getDeviceSpeechKey(), [version]);
}
