// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_STORAGE } from '@/lib/device-storage';
import {
  DEFAULT_READING_MODE,
  getReadingMode,
  parseReadingMode,
  setReadingMode,
  type ReadingMode,
} from '@/lib/reading-mode/reading-mode';

const script = readFileSync(path.resolve('public/reading-mode.js'), 'utf8');
const root = document.documentElement;

function attributes(): Record<string, string | null> {
  return Object.fromEntries(
    ['data-text-size', 'data-contrast', 'data-motion', 'data-targets'].map((name) => [name, root.getAttribute(name)]),
  );
}

/** Runs the pre-paint script on a fresh <html>, as a page load would. */
function runPrePaintScript(): Record<string, string | null> {
  for (const name of Object.keys(attributes())) root.removeAttribute(name);
  new Function(script)();
  return attributes();
}

describe('reading mode', () => {
  beforeEach(() => {
    localStorage.clear();
    for (const name of Object.keys(attributes())) root.removeAttribute(name);
  });

  it('is the default when nothing, or something damaged, is stored', () => {
    expect(parseReadingMode(null)).toEqual(DEFAULT_READING_MODE);
    expect(parseReadingMode('{not json')).toEqual(DEFAULT_READING_MODE);
    expect(parseReadingMode('"150"')).toEqual(DEFAULT_READING_MODE);
    expect(parseReadingMode('{"textSize":175,"highContrast":"yes"}')).toEqual(DEFAULT_READING_MODE);
  });

  it('keeps a choice on the device and applies it to <html> at once', () => {
    setReadingMode({ textSize: 150, highContrast: true });
    expect(getReadingMode()).toEqual({ ...DEFAULT_READING_MODE, textSize: 150, highContrast: true });
    expect(JSON.parse(localStorage.getItem(DEVICE_STORAGE.readingMode.key) ?? '')).toMatchObject({ textSize: 150 });
    expect(attributes()).toEqual({
      'data-text-size': '150',
      'data-contrast': 'high',
      'data-motion': null,
      'data-targets': null,
    });
    setReadingMode({ textSize: 100, highContrast: false });
    expect(attributes()['data-text-size']).toBeNull();
    expect(attributes()['data-contrast']).toBeNull();
  });

  it('holds a choice the device would not keep for this page, and keeps the next one it can', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    setReadingMode({ textSize: 125 });
    expect(getReadingMode().textSize).toBe(125);
    expect(attributes()['data-text-size']).toBe('125');
    setReadingMode({ highContrast: true });
    expect(getReadingMode()).toMatchObject({ textSize: 125, highContrast: true });

    setItem.mockRestore();
    setReadingMode({ textSize: 100, highContrast: false });
    expect(getReadingMode()).toEqual(DEFAULT_READING_MODE);
    expect(localStorage.getItem(DEVICE_STORAGE.readingMode.key)).not.toBeNull();
  });

  it('reads "keep notices on screen" back, and it changes nothing on <html>', () => {
    setReadingMode({ keepNotices: true });
    expect(parseReadingMode(localStorage.getItem(DEVICE_STORAGE.readingMode.key))).toEqual({
      ...DEFAULT_READING_MODE,
      keepNotices: true,
    });
    expect(Object.values(attributes()).every((value) => value === null)).toBe(true);
  });

  it('changes only what is asked and returns the same object while unchanged', () => {
    setReadingMode({ calmMotion: true });
    setReadingMode({ largeTargets: true });
    const mode = getReadingMode();
    expect(mode).toEqual({ ...DEFAULT_READING_MODE, calmMotion: true, largeTargets: true });
    expect(getReadingMode()).toBe(mode);
  });

  const choices: ReadingMode[] = [
    DEFAULT_READING_MODE,
    { textSize: 125, highContrast: false, calmMotion: true, largeTargets: false, keepNotices: true },
    { textSize: 150, highContrast: true, calmMotion: true, largeTargets: true, keepNotices: false },
  ];

  it.each(choices)('the pre-paint script sets what the app sets: %o', (choice) => {
    setReadingMode(choice);
    const fromApp = attributes();
    expect(runPrePaintScript()).toEqual(fromApp);
  });

  it('the pre-paint script keeps the defaults when the entry is damaged', () => {
    localStorage.setItem(DEVICE_STORAGE.readingMode.key, '{oops');
    expect(Object.values(runPrePaintScript()).every((value) => value === null)).toBe(true);
  });
});
