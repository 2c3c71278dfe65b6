import { describe, expect, it } from 'vitest';
import { describeOfflineStatus, deviceKind, formatBytes, isWebKitBrowser } from '@/lib/offline/offline-status-text';

const base = { ready: false, preparing: false, updatedAt: null, persisted: null, usage: null };

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
    expect(describeOfflineStatus(base, 'en-GB', 'phone')).toEqual([
      'Once the site has been open with a connection, this phone can open it without one.',
    ]);
  });

  it('while the worker installs, says it is getting ready, never "not ready"', () => {
    const lines = describeOfflineStatus({ ...base, preparing: true, usage: 0 }, 'en-GB', 'phone');
    expect(lines).toEqual(['Getting ready to work offline…']);
  });

  it('once ready, says when it updated, what it keeps for the visitor and whether it is protected', () => {
    const lines = describeOfflineStatus(
      { ready: true, preparing: false, updatedAt: Date.UTC(2026, 10, 23, 12), persisted: true, usage: 3_400_000 },
      'en-GB',
      'phone',
    );
    expect(lines[0]).toBe('This phone can open the site without a connection.');
    expect(lines[1]).toMatch(/^Last brought up to date .*2026/);
    expect(lines[2]).toBe('Saved on this phone: your conversations and the help pages (3.4 MB).');
    expect(lines[3]).toBe('Saved conversations are protected from clean-up.');
    expect(describeOfflineStatus({ ...base, usage: 12_000 }, 'en-GB', 'computer')).toContain(
      'Saved on this computer: your conversations (12 KB).',
    );
    expect(describeOfflineStatus({ ...base, persisted: false })).toContain(
      'The browser may clear saved conversations when space runs low.',
    );
  });
});

describe('deviceKind', () => {
  const media = (matching: string[]) => ({
    matchMedia: (query: string) => ({ matches: matching.includes(query) }) as MediaQueryList,
  });
  it('names a narrow touch screen a phone, a wide one a tablet, a mouse a computer', () => {
    expect(deviceKind(media(['(pointer: coarse)', '(max-width: 600px)']))).toBe('phone');
    expect(deviceKind(media(['(pointer: coarse)']))).toBe('tablet');
    expect(deviceKind(media(['(max-width: 600px)']))).toBe('computer');
  });
});

describe('isWebKitBrowser', () => {
  it('finds Safari by what it has', () => {
    expect(isWebKitBrowser({ vendor: 'Apple Computer, Inc.' } as Navigator, {})).toBe(true);
    expect(isWebKitBrowser({ vendor: '' } as Navigator, { GestureEvent: class {} })).toBe(true);
    expect(isWebKitBrowser({ vendor: 'Google Inc.' } as Navigator, {})).toBe(false);
  });
});
