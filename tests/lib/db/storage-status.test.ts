import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { classifyStorageError } from '@/lib/db/storage-status';

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('classifyStorageError', () => {
  it('recognises a full disk inside a bulk write (Dexie BulkError)', () => {
    const bulk = new Dexie.BulkError('bulkAdd(): 1 of 2 operations failed', { 1: quota() });
    expect(bulk.name).toBe('BulkError');
    expect(classifyStorageError(bulk)).toBe('quota');
  });

  it('recognises a full disk wrapped by Dexie, and leaves other errors alone', () => {
    expect(classifyStorageError(new Dexie.AbortError('aborted', quota()))).toBe('quota');
    expect(classifyStorageError(new Dexie.BulkError('failed', { 0: new Dexie.ConstraintError('dup') }))).toBeNull();
    expect(classifyStorageError(new Error('other'))).toBeNull();
  });
});
