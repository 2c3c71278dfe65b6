/**
 * Whether the device's database is usable this session, and the problems that made it not.
 * Once a problem is reported the repositories use memory until the page is reloaded: flipping
 * back and forth would split one conversation between two stores.
 */
export type StorageProblem = 'unavailable' | 'blocked' | 'quota' | 'version-change';
export type StorageMode = 'device' | 'memory';

type Listener = () => void;

let mode: StorageMode = 'device';
let problem: StorageProblem | null = null;
let version = 0;
const modeListeners = new Set<Listener>();
const problemListeners = new Set<(problem: StorageProblem) => void>();
const beforeFallback = new Set<Listener>();

/** Where conversations are kept right now. */
export function getStorageMode(): StorageMode {
  return mode;
}

/** The problem that moved storage to memory, if any. */
export function getStorageProblem(): StorageProblem | null {
  return problem;
}

/** Increases whenever the mode or the in-memory data changes; hooks re-query on it. */
export function getStorageVersion(): number {
  return version;
}

/** Subscribes to mode and in-memory data changes. Returns the unsubscribe function. */
export function subscribeStorage(listener: Listener): () => void {
  modeListeners.add(listener);
  return () => modeListeners.delete(listener);
}

/** Calls `listener` for each storage problem (once per session). Returns the unsubscribe function. */
export function onStorageProblem(listener: (problem: StorageProblem) => void): () => void {
  problemListeners.add(listener);
  return () => problemListeners.delete(listener);
}

/** Internal: lets the memory store copy what is on screen before the switch. */
export function onBeforeFallback(listener: Listener): void {
  beforeFallback.add(listener);
}

/** Internal: the in-memory data changed. */
export function bumpStorageVersion(): void {
  version += 1;
  for (const listener of modeListeners) listener();
}

/**
 * Moves storage to memory for the rest of the session and tells the listeners why. Later
 * problems are ignored: the visitor has already been told.
 */
export function reportStorageProblem(kind: StorageProblem): void {
  if (mode === 'memory') return;
  for (const listener of beforeFallback) listener();
  mode = 'memory';
  problem = kind;
  for (const listener of problemListeners) listener(kind);
  bumpStorageVersion();
}

/** Back to the device's database (tests, and `resetDatabase`'s callers). */
export function resetStorageStatus(): void {
  mode = 'device';
  problem = null;
  bumpStorageVersion();
}

/**
 * The names of an error and of the errors inside it: Dexie wraps IndexedDB's error in `inner`, and
 * a `BulkError` (a bulk write of which some rows failed, e.g. on a full disk) lists its rows'
 * errors in `failures`. Bounded, so a strange error object cannot make this loop long.
 */
function errorNames(error: unknown): string[] {
  const names: string[] = [];
  const pending: { value: unknown; depth: number }[] = [{ value: error, depth: 0 }];
  while (pending.length > 0 && names.length < 64) {
    const { value, depth } = pending.shift() as { value: unknown; depth: number };
    if (typeof value !== 'object' || value === null || depth > 4) continue;
    const { name, inner, failures } = value as { name?: unknown; inner?: unknown; failures?: unknown };
    if (typeof name === 'string') names.push(name);
    pending.push({ value: inner, depth: depth + 1 });
    if (Array.isArray(failures)) {
      for (const failure of failures.slice(0, 8)) pending.push({ value: failure, depth: depth + 1 });
    }
  }
  return names;
}

/** Which storage problem an error from IndexedDB or Dexie means, or null for other errors. */
export function classifyStorageError(error: unknown): StorageProblem | null {
  const names = errorNames(error);
  if (names.some((name) => name.includes('QuotaExceeded'))) return 'quota';
  if (names.some((name) => name === 'VersionChangeError' || name === 'VersionError')) return 'version-change';
  if (
    names.some((name) =>
      ['MissingAPIError', 'OpenFailedError', 'InvalidStateError', 'DatabaseClosedError', 'SecurityError'].includes(
        name,
      ),
    )
  ) {
    return 'unavailable';
  }
  return null;
}
