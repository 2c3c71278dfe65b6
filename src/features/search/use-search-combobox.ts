import { useCallback, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { comboboxKeyAction } from './search-dialog-actions';
import type { SearchResult } from './search-index';

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

/** The highlighted option of the results and the keys that move it, as the ARIA combobox pattern has them. */
export function useSearchCombobox(
  options: readonly SearchResult[],
  choose: (result: SearchResult) => void,
): SearchCombobox {
  // The highlighted option belongs to the results it was chosen in; new results start unhighlighted.
  const [active, setActive] = useState({ for: options, index: -1 });
  const activeIndex = active.for === options ? active.index : -1;
  const activeOption = activeIndex >= 0 ? options[activeIndex] : undefined;
  const baseId = useId();
  const optionId = useCallback((result: SearchResult) => `${baseId}-${result.id}`, [baseId]);

  useEffect(() => {
    if (activeOption) document.getElementById(optionId(activeOption))?.scrollIntoView({ block: 'nearest' });
  }, [activeOption, optionId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = comboboxKeyAction(event.key, activeIndex, options.length);
    if (action.type === 'pass') return;
    event.preventDefault();
    if (action.type === 'highlight') setActive({ for: options, index: action.index });
    const chosen = action.type === 'choose' ? options[action.index] : undefined;
    if (chosen) choose(chosen);
  };

  const highlight = (result: SearchResult) => {
    const index = options.indexOf(result);
    if (index !== activeIndex) setActive({ for: options, index });
  };

  return { baseId, listboxId: `${baseId}-listbox`, optionId, activeOption, onKeyDown, highlight };
}
