/**
 * The one way unit tests get the device's database: a fresh one for every test. fake-indexeddb
 * (tests/setup.ts) keeps its databases for the whole file, so each test opens one of its own name;
 * the storage status and the in-memory fallback are module state, so they start afresh too.
 */
import { afterEach, beforeEach } from 'vitest';
import { getDatabase, resetDatabase } from '@/lib/db/database';
import { clearMemory } from '@/lib/db/memory-store';
import { resetStorageStatus } from '@/lib/db/storage-status';

/**
 * Registers the hooks that give each test of the file its own empty database, and put the default
 * one back after it. Call it once, at the top of the file. Returns the current test's database
 * name, for tests that open it themselves (with Dexie, as an older release would).
 */
export function freshDatabaseForEachTest(): () => string {
  let counter = 0;
  let name = '';
  beforeEach(() => {
    counter += 1;
    name = `test-${counter}-${Date.now()}`;
    resetDatabase({ name });
    resetStorageStatus();
    clearMemory();
  });
  afterEach(() => {
    resetDatabase();
    resetStorageStatus();
  });
  return () => name;
}

/** An IndexedDB that cannot be opened, as in some private modes; pass it to `resetDatabase`. */
export function unusableIndexedDB(): IDBFactory {
  const denied = () => {
    throw new DOMException('The user denied permission to access the database.', 'InvalidStateError');
  };
  return {
    open: denied,
    deleteDatabase: denied,
    cmp: indexedDB.cmp.bind(indexedDB),
    databases: async () => [],
  } as unknown as IDBFactory;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

/**
 * Writes rows into a table of the app's database with IndexedDB itself, past the app's code, as
 * an older version, another tab or a hand in the browser's tools could leave them. The app's
 * database is opened first, so its tables exist.
 */
export async function writeRawRows(databaseName: string, table: string, rows: readonly unknown[]): Promise<void> {
  await getDatabase().open();
  const db = await request(indexedDB.open(databaseName));
  try {
    const transaction = db.transaction(table, 'readwrite');
    for (const row of rows) transaction.objectStore(table).put(row);
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    });
  } finally {
    db.close();
  }
}

/** Every row of a table of the app's database, read with IndexedDB itself. */
export async function readRawRows(databaseName: string, table: string): Promise<unknown[]> {
  const db = await request(indexedDB.open(databaseName));
  try {
    return await request(db.transaction(table).objectStore(table).getAll());
  } finally {
    db.close();
  }
}
