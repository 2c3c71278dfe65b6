// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, writeStored } from '@/lib/device-storage';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('device storage', () => {
  it('keeps, reads and removes a value, in local or session storage', () => {
    expect(writeStored('k', 'v')).toBe(true);
    expect(readStored('k')).toBe('v');
    expect(writeStored('s', 'visit', 'session')).toBe(true);
    expect(readStored('s', 'session')).toBe('visit');
    expect(readStored('s')).toBeNull();
    expect(writeStored('k', null)).toBe(true);
    expect(readStored('k')).toBeNull();
  });

  it('finds nothing and says it kept nothing when storage refuses, without throwing', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(readStored('k')).toBeNull();
    expect(writeStored('k', 'v')).toBe(false);
  });

  it('finds nothing where there is no window (pages being prerendered)', () => {
    vi.stubGlobal('window', undefined);
    expect(readStored('k')).toBeNull();
    expect(writeStored('k', 'v')).toBe(false);
    vi.unstubAllGlobals();
  });
});
