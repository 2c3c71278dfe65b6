import { describe, expect, it } from 'vitest';
import { waitReasonFor } from '@/lib/offline/outbox-wait';

describe('what a waiting question waits for', () => {
  it('waits for a connection whenever the device is offline, whatever was known before', () => {
    expect(waitReasonFor(false, null)).toBe('connection');
    expect(waitReasonFor(false, 'no-key')).toBe('connection');
    expect(waitReasonFor(false, 'unreachable')).toBe('connection');
  });

  it('online, waits for the key when none was saved or the saved one was refused', () => {
    expect(waitReasonFor(true, 'no-key')).toBe('key');
    expect(waitReasonFor(true, 'key-refused')).toBe('key');
  });

  it('online, waits for the assistant after it could not be reached, else only for its turn', () => {
    expect(waitReasonFor(true, 'unreachable')).toBe('assistant');
    expect(waitReasonFor(true, null)).toBe('turn');
  });
});
