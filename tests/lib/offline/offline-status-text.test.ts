import { describe, expect, it } from 'vitest';
import { describeOfflineStatus, formatBytes, isWebKitBrowser } from '@/lib/offline/offline-status-text';

const base = { ready: false, updatedAt: null, persisted: null, usage: null, quota: null };

describe('formatBytes', () => {
  it('uses plain units', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(850_000)).toBe('850 KB');
    expect(formatBytes(1_234_567)).toBe('1.2 MB');
    expect(formatBytes(2_000_000_000)).toBe('2 GB');
  });
});

describe('describeOfflineStatus', () => {
  it('before the worker is ready, says how to get there and nothing else', () => {
    expect(describeOfflineStatus(base)).toEqual(['Not ready for offline use yet: open the site once while online.']);
  });

  it('once ready, says when it updated, what it keeps and whether it is protected', () => {
    const lines = describeOfflineStatus(
      { ready: true, updatedAt: Date.UTC(2026, 10, 23, 12), persisted: true, usage: 3_400_000, quota: 10_000_000_000 },
      'en-GB',
    );
    expect(lines[0]).toBe('This device can open the site offline.');
    expect(lines[1]).toMatch(/^Offline copy saved on this device .*2026/);
    expect(lines[2]).toBe('Keeps 3.4 MB of the 10 GB this browser allows.');
    expect(lines[3]).toBe('Saved conversations are protected from clean-up.');
    expect(describeOfflineStatus({ ...base, persisted: false })).toContain(
      'The browser may clear saved conversations when space runs low.',
    );
  });
});

describe('isWebKitBrowser', () => {
  it('finds Safari by what it has', () => {
    expect(isWebKitBrowser({ vendor: 'Apple Computer, Inc.' } as Navigator, {})).toBe(true);
    expect(isWebKitBrowser({ vendor: '' } as Navigator, { GestureEvent: class {} })).toBe(true);
    expect(isWebKitBrowser({ vendor: 'Google Inc.' } as Navigator, {})).toBe(false);
  });
});
