/**
 * The one way unit tests get the device's database: a fresh one for every test. fake-indexeddb
 * (tests/setup.ts) keeps its databases for the whole file, so each test opens one of its own name;
 * the storage status and the in-memory fallback are module state, so they start afresh too.
 */
import { afterEach, beforeEach } from 'vitest';
import { resetDatabase } from '@/lib/db/database';
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
