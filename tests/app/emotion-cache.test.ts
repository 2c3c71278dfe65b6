// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserEmotionCache, EMOTION_CACHE_KEY } from '@/app/emotion-cache';

afterEach(() => {
  vi.restoreAllMocks();
  document.head.replaceChildren();
});

/** Inserts a class rule as emotion's `insertStyles` does. */
function insertRule(cache: ReturnType<typeof createBrowserEmotionCache>, name: string, styles: string): void {
  cache.insert(`.${EMOTION_CACHE_KEY}-${name}`, { name, styles, next: undefined }, cache.sheet, true);
}

function headStyles(): { readonly id: string; readonly rules: string[] }[] {
  return [...document.head.querySelectorAll('style')].map((style) => ({
    id: style.id || style.getAttribute('data-emotion') || '',
    rules: [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
  }));
}

describe('createBrowserEmotionCache', () => {
  it('puts what one render inserts in a stylesheet of its own, after every other stylesheet of the page', async () => {
    const cache = createBrowserEmotionCache();
    const before = Object.assign(document.createElement('style'), { id: 'page-room' });
    document.head.append(before);

    insertRule(cache, 'a', 'color:red;');
    insertRule(cache, 'b', 'color:blue;');
    await Promise.resolve();
    const later = Object.assign(document.createElement('style'), { id: 'added-later' });
    document.head.append(later);
    insertRule(cache, 'c', 'color:green;');

    expect(headStyles()).toEqual([
      { id: 'page-room', rules: [] },
      { id: EMOTION_CACHE_KEY, rules: ['.bb-a { color: red; }', '.bb-b { color: blue; }'] },
      { id: 'added-later', rules: [] },
      { id: EMOTION_CACHE_KEY, rules: ['.bb-c { color: green; }'] },
    ]);
    expect(cache.inserted).toMatchObject({ a: true, b: true, c: true });
  });

  it('leaves out a rule the browser cannot read and goes on with the next', () => {
    const cache = createBrowserEmotionCache();
    const insert = CSSStyleSheet.prototype.insertRule;
    vi.spyOn(CSSStyleSheet.prototype, 'insertRule').mockImplementation(function (
      this: CSSStyleSheet,
      rule: string,
      index?: number,
    ) {
      if (rule.includes('unreadable')) throw new DOMException('Failed to parse the rule', 'SyntaxError');
      return insert.call(this, rule, index);
    });
    insertRule(cache, 'unreadable', 'color:red;');
    insertRule(cache, 'fine', 'color:blue;');
    expect(headStyles().flatMap((style) => style.rules)).toEqual(['.bb-fine { color: blue; }']);
  });
});
