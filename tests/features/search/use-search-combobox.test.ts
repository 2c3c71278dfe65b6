// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { KeyboardEvent } from 'react';
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '@/features/search/search-index';
import { useSearchCombobox, type ShownOptions } from '@/features/search/use-search-combobox';
import { optionsOf, searchFor } from '@/features/search/use-search-results';

const press = (key: string) => ({ key, preventDefault() {} }) as KeyboardEvent<HTMLInputElement>;

/** The list as shown for `query`, and a box holding `typed`; what the visitor chooses is collected. */
function comboboxOver(shownQuery: string, typed: string) {
  const chosen: SearchResult[] = [];
  const shown: ShownOptions = { query: shownQuery, options: optionsOf(searchFor(shownQuery)) };
  const hook = renderHook(({ list }) => useSearchCombobox(list, typed, (result) => chosen.push(result)), {
    initialProps: { list: shown },
  });
  return { ...hook, chosen, shown };
}

describe('useSearchCombobox', () => {
  const typed = 'Refer someone to the VIP program';
  const best = () => optionsOf(searchFor(typed))[0];

  it('takes the best result of the text typed on Enter, while the list still shows the suggestions', () => {
    const { result, chosen, shown } = comboboxOver('', typed);
    expect(shown.options[0]).not.toEqual(best());
    act(() => result.current.onKeyDown(press('Enter')));
    expect(chosen).toEqual([best()]);
  });

  it('moves the highlight within the results of the text typed, and shows it once the list has them', () => {
    const { result, chosen, rerender, shown } = comboboxOver('', typed);
    const results = optionsOf(searchFor(typed));
    expect(results.length).not.toBe(shown.options.length);
    // Up from the box goes round to the last option: the last of the results, not of the older list.
    act(() => result.current.onKeyDown(press('ArrowUp')));
    expect(result.current.activeOption).toBeUndefined();
    rerender({ list: { query: typed, options: results } });
    expect(result.current.activeOption).toEqual(results.at(-1));
    act(() => result.current.onKeyDown(press('Enter')));
    expect(chosen).toEqual([results.at(-1)]);
  });

  it('keeps a highlight made in a list that is up to date', () => {
    const { result, chosen } = comboboxOver(typed, typed);
    act(() => result.current.onKeyDown(press('ArrowDown')));
    act(() => result.current.onKeyDown(press('ArrowDown')));
    expect(result.current.activeOption).toEqual(optionsOf(searchFor(typed))[1]);
    act(() => result.current.onKeyDown(press('Enter')));
    expect(chosen).toEqual([optionsOf(searchFor(typed))[1]]);
  });
});
