/**
 * What this device keeps for offline use, as one small store the footer and the settings read:
 * whether the service worker has precached the site (or is doing so), when it last did, how much
 * storage the site uses, and whether the browser has agreed to keep it (persistent storage).
 *
 * Two small markers live in localStorage, outside IndexedDB, so they survive the database being
 * cleared: when the site became ready offline (the notice is said once per install), and which
 * assistants have saved conversations (so an evicted history is named, not shown as empty).
 */
import { DEVICE_STORAGE, readStored, writeStored } from '@/lib/device-storage';

export interface OfflineStatus {
  /** The service worker has precached the site and controls the page. */
  readonly ready: boolean;
  /** The service worker is being installed on this visit: the site is getting ready to work offline. */
  readonly preparing: boolean;
  /** When this device last installed a version of the site (ms since the epoch). */
  readonly updatedAt: number | null;
  /** The browser's answer on persistent storage; null until known. */
  readonly persisted: boolean | null;
  readonly usage: number | null;
}

const READY = DEVICE_STORAGE.offlineReadyAt;
const SAVED = DEVICE_STORAGE.savedConversations;
const INITIAL: OfflineStatus = { ready: false, preparing: false, updatedAt: null, persisted: null, usage: null };

let status: OfflineStatus = INITIAL;
const listeners = new Set<() => void>();

function update(patch: Partial<OfflineStatus>): void {
  status = { ...status, ...patch };
  for (const listener of listeners) listener();
}

export function getOfflineStatus(): OfflineStatus {
  return status;
}

/** The status as the prerendered page shows it, before the device is asked anything. */
export function getInitialOfflineStatus(): OfflineStatus {
  return INITIAL;
}

export function subscribeOfflineStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Records that the service worker controls the page. `installedNow` is true when a version was
 * installed during this visit (its time becomes "last updated"). Returns true the first time
 * this device becomes ready, when the visitor should be told once.
 */
export function markOfflineReady(installedNow: boolean, now = Date.now()): boolean {
  const stored = Number(readStored(READY)) || null;
  const updatedAt = installedNow || stored === null ? now : stored;
  writeStored(READY, String(updatedAt));
  document.documentElement.dataset.offlineReady = 'true';
  update({ ready: true, preparing: false, updatedAt });
  // What is saved now includes the help pages: the size said in the status changes with them.
  void refreshStorageEstimate();
  return stored === null;
}

/** Whether the service worker is on its way (registered on a page it does not control yet), or failed. */
export function markOfflinePreparing(preparing: boolean): void {
  if (!status.ready) update({ preparing });
}

/** Asks the browser how much the site keeps and whether it is protected from clean-up. */
export async function refreshStorageEstimate(): Promise<void> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.estimate) return;
  const [{ usage }, persisted] = await Promise.all([
    storage.estimate(),
    storage.persisted ? storage.persisted() : Promise.resolve(null),
  ]);
  update({ usage: usage ?? null, persisted });
}

/**
 * Asks for persistent storage, at a moment the visitor has something worth keeping (a saved
 * conversation, or the site installed): never on a first page view.
 */
export async function requestPersistentStorage(): Promise<void> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return;
  try {
    const persisted = (await storage.persisted?.()) || (await storage.persist());
    update({ persisted });
    await refreshStorageEstimate();
  } catch {
    // Not granted and not askable here: the status keeps saying the browser may clear it.
  }
}

function savedBots(): string[] {
  try {
    const parsed: unknown = JSON.parse(readStored(SAVED) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** A conversation with `botId` was saved on the device: remember it and ask to keep it. */
export function noteConversationSaved(botId: string): void {
  const bots = savedBots();
  if (!bots.includes(botId)) writeStored(SAVED, JSON.stringify([...bots, botId]));
  void requestPersistentStorage();
}

/** The visitor deleted the last conversation with `botId`: an empty list is then expected. */
export function noteConversationsCleared(botId: string): void {
  const bots = savedBots().filter((id) => id !== botId);
  writeStored(SAVED, bots.length > 0 ? JSON.stringify(bots) : null);
}

/** The visitor emptied the device's conversations of every assistant. */
export function noteAllConversationsCleared(): void {
  writeStored(SAVED, null);
}

/** True when this device has saved conversations with any assistant. */
export function hasSavedConversations(): boolean {
  return savedBots().length > 0;
}

/** True when this device had saved conversations with `botId` (so an empty list means they were cleared). */
export function hadSavedConversations(botId: string): boolean {
  return savedBots().includes(botId);
}
