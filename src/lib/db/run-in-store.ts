import { getDatabase, type BaseBotsDatabase } from './database';
import { memory } from './memory-store';
import { classifyStorageError, getStorageMode, reportStorageProblem } from './storage-status';

/**
 * Runs one repository operation on the device's database, or in memory once the database has
 * failed this session. A storage failure (private mode, quota, version change) moves the session
 * to memory and the same operation is redone there, so the caller's write is never dropped.
 */
export async function runInStore<T>(
  onDevice: (db: BaseBotsDatabase) => Promise<T>,
  inMemory: (store: typeof memory) => T,
): Promise<T> {
  if (getStorageMode() === 'memory') return inMemory(memory);
  try {
    return await onDevice(getDatabase());
  } catch (error) {
    const problem = classifyStorageError(error);
    if (problem === null) throw error;
    reportStorageProblem(problem);
    return inMemory(memory);
  }
}
