// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_STORAGE, perItem, readStored, writeStored } from '@/lib/device-storage';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const { installDismissed, launcherHidden } = DEVICE_STORAGE;

describe('device storage', () => {
  it('keeps, reads and removes a value, in local or session storage', () => {
    expect(writeStored(installDismissed, 'v')).toBe(true);
    expect(readStored(installDismissed)).toBe('v');
    expect(localStorage.getItem(installDismissed.key)).toBe('v');
    expect(writeStored(launcherHidden, 'visit')).toBe(true);
    expect(readStored(launcherHidden)).toBe('visit');
    expect(sessionStorage.getItem(launcherHidden.key)).toBe('visit');
    expect(localStorage.getItem(launcherHidden.key)).toBeNull();
    expect(writeStored(installDismissed, null)).toBe(true);
    expect(readStored(installDismissed)).toBeNull();
  });

  it('keeps a value per item under the listed key followed by the item', () => {
    expect(writeStored(perItem(DEVICE_STORAGE.draft, 'c1'), 'typed')).toBe(true);
    expect(localStorage.getItem(`${DEVICE_STORAGE.draft.key}c1`)).toBe('typed');
    expect(readStored(perItem(DEVICE_STORAGE.draft, 'c2'))).toBeNull();
  });

  it('finds nothing and says it kept nothing when storage refuses, without throwing', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(readStored(installDismissed)).toBeNull();
    expect(writeStored(installDismissed, 'v')).toBe(false);
  });

  it('finds nothing where there is no window (pages being prerendered)', () => {
    vi.stubGlobal('window', undefined);
    expect(readStored(installDismissed)).toBeNull();
    expect(writeStored(installDismissed, 'v')).toBe(false);
    vi.unstubAllGlobals();
  });
});

describe('the list of stored values', () => {
  const keys = Object.values(DEVICE_STORAGE).map((value) => value.key);

  it('gives every value its own key, none the start of another (a per-item key extends its own)', () => {
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) {
      expect(keys.filter((other) => other !== key && other.startsWith(key))).toEqual([]);
    }
  });

  /** Every file of the app, the service worker and the public scripts, but the list itself. */
  const productFiles = ['src', 'sw', 'public']
    .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)))
    .filter((file) => /\.(ts|tsx|js)$/.test(file) && file !== path.join('src', 'lib', 'device-storage.ts'));
  const readingModeScript = path.join('public', 'reading-mode.js');

  it('is the only place that names a key or touches Web Storage', () => {
    const offenders = productFiles
      .filter((file) => file !== readingModeScript)
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        const namesKey = keys.some((key) => ["'", '"', '`'].some((quote) => text.includes(`${quote}${key}`)));
        return namesKey || /\b(localStorage|sessionStorage)\s*[.[]/.test(text);
      });
    expect(offenders).toEqual([]);
  });

  it("is what public/reading-mode.js reads before the first paint, by the reading mode's key", () => {
    const script = readFileSync(readingModeScript, 'utf8');
    const reads = [...script.matchAll(/localStorage\.getItem\('([^']*)'\)/g)].map((match) => match[1]);
    expect(reads).toEqual([DEVICE_STORAGE.readingMode.key]);
    expect(script.match(/\b(localStorage|sessionStorage)\b/g)).toHaveLength(1);
  });
});
