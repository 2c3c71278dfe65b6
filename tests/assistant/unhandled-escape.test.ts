import { describe, expect, it } from 'vitest';
import { isUnhandledEscape } from '@/assistant/unhandled-escape';

const press = (key: string, { defaultPrevented = false, isComposing = false } = {}) => ({
  key,
  defaultPrevented,
  isComposing,
});

describe('isUnhandledEscape', () => {
  it('takes an Escape nothing has answered', () => {
    expect(isUnhandledEscape(press('Escape'))).toBe(true);
  });

  it('leaves an Escape a dialog has already handled', () => {
    expect(isUnhandledEscape(press('Escape', { defaultPrevented: true }))).toBe(false);
  });

  it('leaves an Escape that ends a composition', () => {
    expect(isUnhandledEscape(press('Escape', { isComposing: true }))).toBe(false);
  });

  it('leaves every other key', () => {
    expect(isUnhandledEscape(press('Enter'))).toBe(false);
    expect(isUnhandledEscape(press('Esc'))).toBe(false);
  });
});
