import { describe, expect, it } from 'vitest';
import { isSendKey } from '@/features/chat/send-key';

const key = (name: string, shiftKey = false, isComposing = false) => ({
  key: name,
  shiftKey,
  nativeEvent: { isComposing },
});

describe('isSendKey', () => {
  it('sends on Enter alone', () => {
    expect(isSendKey(key('Enter'))).toBe(true);
  });

  it('leaves Shift+Enter, an Enter ending a composition and other keys to the box', () => {
    expect(isSendKey(key('Enter', true))).toBe(false);
    expect(isSendKey(key('Enter', false, true))).toBe(false);
    expect(isSendKey(key('a'))).toBe(false);
  });
});
