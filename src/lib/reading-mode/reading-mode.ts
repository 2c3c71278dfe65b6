/**
 * The "Easier reading" choice: text size, high contrast, calm motion, larger targets, and notices
 * that stay until closed (src/lib/toaster.ts reads that one as each notice is shown). It is kept
 * in localStorage (not IndexedDB) because public/reading-mode.js must read it synchronously before
 * the first paint; that script sets the same attributes on <html> as applyReadingMode, and the
 * static stylesheet (src/app/theme.ts) styles those attributes.
 */
import { useSyncExternalStore } from 'react';
import { DEVICE_STORAGE, readStored, writeStored } from '@/lib/device-storage';

export const TEXT_SIZES = [100, 125, 150] as const;
type TextSize = (typeof TEXT_SIZES)[number];

export interface ReadingMode {
  readonly textSize: TextSize;
  readonly highContrast: boolean;
  readonly calmMotion: boolean;
  readonly largeTargets: boolean;
  /** Notices stay on screen until closed, for a visitor who reads slowly or looks away. */
  readonly keepNotices: boolean;
}

export const DEFAULT_READING_MODE: ReadingMode = {
  textSize: 100,
  highContrast: false,
  calmMotion: false,
  largeTargets: false,
  keepNotices: false,
};

/**
 * Whether any part of the reading mode that changes how the site looks is on: the visitor asked
 * for an easier site. Keeping notices is a matter of time, not of reading, and does not count.
 */
export function isReadingModeOn(mode: ReadingMode): boolean {
  return mode.textSize > 100 || mode.highContrast || mode.calmMotion || mode.largeTargets;
}

/** Reads a stored choice; anything missing or damaged falls back to the default. */
export function parseReadingMode(raw: string | null): ReadingMode {
  let value: unknown;
  try {
    value = raw === null ? {} : JSON.parse(raw);
  } catch {
    return DEFAULT_READING_MODE;
  }
  if (typeof value !== 'object' || value === null) return DEFAULT_READING_MODE;
  const stored = value as Record<string, unknown>;
  return {
    textSize: TEXT_SIZES.find((size) => size === stored.textSize) ?? 100,
    highContrast: stored.highContrast === true,
    calmMotion: stored.calmMotion === true,
    largeTargets: stored.largeTargets === true,
    keepNotices: stored.keepNotices === true,
  };
}

/** The attributes <html> carries for a choice; absent ones mean the default. */
function readingModeAttributes(mode: ReadingMode): Record<string, string | null> {
  return {
    'data-text-size': mode.textSize === 100 ? null : String(mode.textSize),
    'data-contrast': mode.highContrast ? 'high' : null,
    'data-motion': mode.calmMotion ? 'calm' : null,
    'data-targets': mode.largeTargets ? 'large' : null,
  };
}

function applyReadingMode(root: HTMLElement, mode: ReadingMode): void {
  for (const [name, value] of Object.entries(readingModeAttributes(mode))) {
    if (value === null) root.removeAttribute(name);
    else root.setAttribute(name, value);
  }
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedMode = DEFAULT_READING_MODE;
/** A choice the device would not keep (private mode, full storage): it holds for this page. */
let unkept: ReadingMode | null = null;

/** The device's current choice (the same object while it is unchanged). */
export function getReadingMode(): ReadingMode {
  if (unkept) return unkept;
  const raw = readStored(DEVICE_STORAGE.readingMode);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedMode = parseReadingMode(raw);
  }
  return cachedMode;
}

/** Keeps a new choice on the device and applies it to this page at once. */
export function setReadingMode(change: Partial<ReadingMode>): void {
  const next = { ...getReadingMode(), ...change };
  unkept = writeStored(DEVICE_STORAGE.readingMode, JSON.stringify(next)) ? null : next;
  applyReadingMode(document.documentElement, next);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A choice made in another tab applies here too.
  function onStorage(event: StorageEvent) {
    if (event.key !== DEVICE_STORAGE.readingMode.key) return;
    applyReadingMode(document.documentElement, getReadingMode());
    listener();
  }
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The choice for React: the default while prerendering and hydrating, the device's after. */
export function useReadingMode(): ReadingMode {
  return useSyncExternalStore(subscribe, getReadingMode, () => DEFAULT_READING_MODE);
}
