/**
 * Small values kept on the device in Web Storage (localStorage, or sessionStorage for this visit
 * only). Storage can refuse: switched off, a private window's quota, a full disk, or no window at
 * all while pages are prerendered. Reading then finds nothing and writing says it did not keep the
 * value, so every caller goes on without it instead of failing.
 */
export type StorageArea = 'local' | 'session';

function areaOf(area: StorageArea): Storage {
  return area === 'local' ? window.localStorage : window.sessionStorage;
}

/** The stored value, or null when there is none or storage cannot be read. */
export function readStored(key: string, area: StorageArea = 'local'): string | null {
  try {
    return areaOf(area).getItem(key);
  } catch {
    return null;
  }
}

/** Stores a value (null removes it); false when the device would not keep it. */
export function writeStored(key: string, value: string | null, area: StorageArea = 'local'): boolean {
  try {
    if (value === null) areaOf(area).removeItem(key);
    else areaOf(area).setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
