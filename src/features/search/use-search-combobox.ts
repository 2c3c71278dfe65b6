import { useCallback, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { comboboxKeyAction } from './search-dialog-actions';
import type { SearchResult } from './search-index';
import { optionsOf, searchFor } from './use-search-results';

export interface SearchCombobox {
  /** The prefix of every id in the dialog, so that two dialogs never share one. */
  readonly baseId: string;
  readonly listboxId: string;
  readonly optionId: (result: SearchResult) => string;
  readonly activeOption: SearchResult | undefined;
  readonly onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** The pointer is over `result`: it becomes the highlighted option. */
  readonly highlight: (result: SearchResult) => void;
}

/** What the list shows: the options of a query, or (`query` null) nothing yet. */
export interface ShownOptions {
  readonly query: string | null;
  readonly options: readonly SearchResult[];
}

/**
 * The highlighted option of the results and the keys that move it, as the ARIA combobox pattern has
 * them. The list lags behind typing (it is rendered when the browser has time); a key pressed
 * before it has caught up acts on the results of the text in the box, never on the older list.
 */
export function useSearchCombobox(
  shown: ShownOptions,
  typed: string,
  choose: (result: SearchResult) => void,
): SearchCombobox {
  // The highlight belongs to the query it was chosen for; other results start unhighlighted.
  const [active, setActive] = useState<{ query: string | null; index: number }>({ query: null, index: -1 });
  const activeIndex = active.query === shown.query ? active.index : -1;
  const activeOption = activeIndex >= 0 ? shown.options[activeIndex] : undefined;
  const baseId = useId();
  const optionId = useCallback((result: SearchResult) => `${baseId}-${result.id}`, [baseId]);

  useEffect(() => {
    if (activeOption) document.getElementById(optionId(activeOption))?.scrollIntoView({ block: 'nearest' });
  }, [activeOption, optionId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Letters and the like never act on a list: no search for them while the list lags.
    if (comboboxKeyAction(event.key, 0, 1).type === 'pass') return;
    const options = shown.query === typed ? shown.options : optionsOf(searchFor(typed));
    const action = comboboxKeyAction(event.key, active.query === typed ? active.index : -1, options.length);
    if (action.type === 'pass') return;
    event.preventDefault();
    if (action.type === 'highlight') setActive({ query: typed, index: action.index });
    const chosen = action.type === 'choose' ? options[action.index] : undefined;
    if (chosen) choose(chosen);
  };

  const highlight = (result: SearchResult) => {
    const index = shown.options.indexOf(result);
    if (index !== activeIndex) setActive({ query: shown.query, index });
  };

  return { baseId, listboxId: `${baseId}-listbox`, optionId, activeOption, onKeyDown, highlight };
}
