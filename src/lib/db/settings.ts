import { SETTING_KEYS } from './database';
import { memoryChanged, rememberSeen } from './memory-store';
import { runInStore } from './run-in-store';
import { checkedRow } from './set-aside';

/** Reads a setting's value, or undefined when it was never set. */
async function getSetting<T>(key: string): Promise<T | undefined> {
  return runInStore(
    async (db) => {
      const row = checkedRow(db, 'settings', await db.settings.get(key));
      if (row) rememberSeen({ settings: [row] });
      return row?.value as T | undefined;
    },
    (store) => store.settings.get(key)?.value as T | undefined,
  );
}

/** Saves a setting's value. */
async function setSetting(key: string, value: unknown): Promise<void> {
  await runInStore(
    async (db) => {
      await db.settings.put({ key, value });
    },
    (store) => {
      store.settings.set(key, { key, value });
      memoryChanged();
    },
  );
}

/** Forgets a setting. */
async function deleteSetting(key: string): Promise<void> {
  await runInStore(
    async (db) => {
      await db.settings.delete(key);
    },
    (store) => {
      store.settings.delete(key);
      memoryChanged();
    },
  );
}

/**
 * The speech key saved on this device, or null. Anything read back is untrusted: only a
 * non-empty string of printable characters counts as a key.
 */
export async function getDeviceSpeechKey(): Promise<string | null> {
  const value = await getSetting<unknown>(SETTING_KEYS.speechKey);
  return typeof value === 'string' && /^[\x21-\x7e]{1,1024}$/.test(value) ? value : null;
}

/** Saves the visitor's speech key on this device. */
export async function saveDeviceSpeechKey(key: string): Promise<void> {
  await setSetting(SETTING_KEYS.speechKey, key.trim());
}

/** Forgets the speech key saved on this device. */
export async function forgetDeviceSpeechKey(): Promise<void> {
  await deleteSetting(SETTING_KEYS.speechKey);
}
