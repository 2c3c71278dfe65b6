/**
 * Small values kept on the device in Web Storage (localStorage, or sessionStorage for this visit
 * only), and the list of every one of them. Storage can refuse: switched off, a private window's
 * quota, a full disk, or no window at all while pages are prerendered. Reading then finds nothing
 * and writing says it did not keep the value, so every caller goes on without it instead of
 * failing.
 *
 * Conversations, messages, the outbox and the speech key are in IndexedDB (src/lib/db/database.ts
 * lists its tables). What is here is small, and wanted synchronously: before the first paint,
 * while the page unloads, or to decide whether to load the database code at all.
 */
type StorageArea = 'local' | 'session';

declare const inRegister: unique symbol;

/** One value's place in Web Storage. Only this module makes one, so every key is in the list below. */
export interface StoredValue {
  readonly key: string;
  readonly area: StorageArea;
  readonly [inRegister]: true;
}

function listed(key: string, area: StorageArea): StoredValue {
  return { key, area } as StoredValue;
}

/**
 * Every value the site keeps in Web Storage. The keys are on visitors' devices: renaming one drops
 * what they kept unless the code also reads the old key (which is why two spellings, `basebots:`
 * and `basebots.`, live side by side). tests/lib/device-storage.test.ts checks that the keys are
 * distinct and that no other module names one.
 */
export const DEVICE_STORAGE = {
  /**
   * The "Easier reading" choice (text size, contrast, calm motion, larger targets), as JSON.
   * public/reading-mode.js reads it by this key before the first paint, which IndexedDB's
   * asynchronous reads could not do in time.
   */
  readingMode: listed('basebots:reading-mode', 'local'),
  /** The user type the visitor chose for the site map (e.g. `business`); the default when absent. */
  userType: listed('basebots.user-type', 'local'),
  /** `1` once the visitor hid the GregBot launcher: hidden for this visit (this tab) only. */
  launcherHidden: listed('basebots.assistant-launcher.hidden', 'session'),
  /** `1` once the visitor dismissed "Install app", which is then not offered again. */
  installDismissed: listed('basebots:install-dismissed', 'local'),
  /**
   * When this device last updated the site for offline use (ms since the epoch); absent until it
   * first became ready, so the "ready offline" notice is said once. Outside IndexedDB, so it
   * outlives a cleared database.
   */
  offlineReadyAt: listed('basebots:offline-ready-at', 'local'),
  /**
   * The assistants with saved conversations (a JSON list of ids), so that a history the browser
   * evicted is named as lost rather than shown as empty. Outside IndexedDB for the same reason.
   */
  savedConversations: listed('basebots:saved-conversations', 'local'),
  /** `1` while the outbox may hold questions: a page decides without loading the database code. */
  outboxPending: listed('basebots:outbox-pending', 'local'),
  /**
   * The UTC day (`YYYY-MM-DD`) on which the speech function said this visitor's free allowance of
   * the site's key was spent: until that day ends, features ask for the visitor's own key.
   */
  siteAllowanceSpentOn: listed('basebots:site-allowance-spent-on', 'local'),
  /** `1` while the offer to give the key for the questions waiting in the outbox is due. */
  outboxKeyOffer: listed('basebots:outbox-key-offer', 'local'),
  /** A call's settings (hands-free, more time, slower speech, sounds), as JSON. */
  callSettings: listed('basebots:call-settings', 'local'),
  /**
   * The chat box's text, one per conversation ({@link perItem}: this key followed by the
   * conversation's). Synchronous storage keeps the last keystrokes while the page unloads.
   */
  draft: listed('basebots:draft:', 'local'),
  /**
   * How far each page of this visit was scrolled, by history entry, as JSON: back and forward
   * return there, also after a reload of the tab (src/lib/hooks/use-scroll-restoration.ts).
   */
  scrollPositions: listed('basebots.scroll-positions', 'session'),
} as const;

/** A value kept once per item (a draft per conversation): `value`'s key followed by `item`. */
export function perItem(value: StoredValue, item: string): StoredValue {
  return listed(`${value.key}${item}`, value.area);
}

function areaOf(area: StorageArea): Storage {
  return area === 'local' ? window.localStorage : window.sessionStorage;
}

/** The stored value, or null when there is none or storage cannot be read. */
export function readStored(value: StoredValue): string | null {
  try {
    return areaOf(value.area).getItem(value.key);
  } catch {
    return null;
  }
}

/** Stores `text` (null removes it); false when the device would not keep it. */
export function writeStored(value: StoredValue, text: string | null): boolean {
  try {
    if (text === null) areaOf(value.area).removeItem(value.key);
    else areaOf(value.area).setItem(value.key, text);
    return true;
  } catch {
    return false;
  }
}
