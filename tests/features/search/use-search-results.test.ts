// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUGGESTIONS_HEADING, useSearchResults } from '@/features/search/use-search-results';

describe('useSearchResults', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the same suggestions for an empty query before and after the idle build', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useSearchResults(''));
    const before = result.current;
    expect(before.groups[0]?.heading).toBe(SUGGESTIONS_HEADING);
    expect(before.count).toBe(0);
    act(() => vi.runAllTimers());
    expect(result.current).toBe(before);
  });

  // The option a visitor has moved to with the arrow keys is kept only while the results are the
  // same object; the index built when idle, arriving after a query typed early, once replaced them.
  it('keeps the same results when the idle build arrives after a query typed early', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useSearchResults('voice'));
    const early = result.current;
    expect(early.count).toBeGreaterThan(0);
    act(() => vi.runAllTimers());
    expect(result.current).toBe(early);
  });
});
