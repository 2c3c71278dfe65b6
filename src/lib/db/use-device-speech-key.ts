import { useLiveQuery } from './use-live-query';
import { useStorageVersion } from './use-storage-version';

/** The speech key saved on this device (null when none; undefined while loading). */
export function useDeviceSpeechKey(): string | null | undefined {
  const version = useStorageVersion();
  return useLiveQuery((store) => store.getDeviceSpeechKey(), [version]);
}

/** A key shown safely: its start and last four characters, e.g. "sk-…abcd". */
export function maskSpeechKey(key: string): string {
  if (key.length <= 8) return '…'.padStart(Math.min(key.length, 4), '•');
  const prefix = key.startsWith('sk-') ? 'sk-' : key.slice(0, 2);
  return `${prefix}…${key.slice(-4)}`;
}
