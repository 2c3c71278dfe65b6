import { describe, expect, it } from 'vitest';
import { fitPaste, heldSendGoes, isPastBound, isSendKey, stepOnSend } from '@/features/chat/composer-rules';
import { CHAT_LIMITS } from '@/features/chat/limits';

const MAX = CHAT_LIMITS.maxMessageChars;

describe('fitPaste', () => {
  it('is null when the paste fits', () => {
    expect(fitPaste('abc', 'x'.repeat(MAX - 3), 3, 3)).toBeNull();
  });

  it('counts the selection the paste replaces as room', () => {
    expect(fitPaste('a'.repeat(MAX), 'xy', 0, 2)).toBeNull();
  });

  it('cuts a paste to the room left and puts the caret after what went in', () => {
    const text = 'a'.repeat(MAX - 2);
    expect(fitPaste(text, 'wxyz', 1, 1)).toEqual({ text: `awx${'a'.repeat(MAX - 3)}`, caret: 3 });
  });

  it('inserts nothing into a full box', () => {
    const text = 'a'.repeat(MAX);
    expect(fitPaste(text, 'more', MAX, MAX)).toEqual({ text, caret: MAX });
  });
});

describe('isPastBound', () => {
  it('tells text longer than a message may be', () => {
    expect(isPastBound('x'.repeat(MAX))).toBe(false);
    expect(isPastBound('x'.repeat(MAX + 1))).toBe(true);
  });
});

describe('stepOnSend', () => {
  const ready = { text: 'Hello', busy: false, replying: false, ready: true };

  it('sends text when nothing holds it back', () => {
    expect(stepOnSend(ready)).toBe('send');
  });

  it('holds a send while there is nowhere to send yet', () => {
    expect(stepOnSend({ ...ready, ready: false })).toBe('hold');
  });

  it('ignores a send of blank text, while sending or while a reply is coming', () => {
    expect(stepOnSend({ ...ready, text: '  \n' })).toBe('ignore');
    expect(stepOnSend({ ...ready, busy: true })).toBe('ignore');
    expect(stepOnSend({ ...ready, replying: true, ready: false })).toBe('ignore');
  });
});

describe('heldSendGoes', () => {
  const ready = { text: 'Hello', busy: false, replying: false, ready: true };

  it('lets a held send go once the box is ready and free', () => {
    expect(heldSendGoes(ready, true)).toBe(true);
  });

  it('waits while anything holds it back, and never sends what was not held', () => {
    expect(heldSendGoes({ ...ready, ready: false }, true)).toBe(false);
    expect(heldSendGoes({ ...ready, busy: true }, true)).toBe(false);
    expect(heldSendGoes({ ...ready, replying: true }, true)).toBe(false);
    expect(heldSendGoes(ready, false)).toBe(false);
  });
});

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
