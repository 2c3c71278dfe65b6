import { useEffect, useMemo, useState } from 'react';
import { getSearchIndex, suggestedPaths, type SearchIndex, type SearchResult } from './search-index';

export interface ResultGroup {
  readonly heading: string;
  readonly results: readonly SearchResult[];
}

export const SUGGESTIONS_HEADING = 'Common Navigation Paths';

/** Groups ranked results by category; a group sits where its best result ranks. */
function groupByCategory(results: readonly SearchResult[]): ResultGroup[] {
  const groups = new Map<string, SearchResult[]>();
  for (const result of results) {
    const group = groups.get(result.category);
    if (group) group.push(result);
    else groups.set(result.category, [result]);
  }
  return [...groups].map(([heading, items]) => ({ heading, results: items }));
}

function scheduleIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 500 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1);
  return () => window.clearTimeout(handle);
}

/** The ranked results for a query, from an index built when the browser is idle. */
export function useSearchResults(query: string): { groups: ResultGroup[]; count: number } {
  const [index, setIndex] = useState<SearchIndex | null>(null);
  useEffect(() => scheduleIdle(() => setIndex(getSearchIndex())), []);
  return useMemo(() => {
    if (!query.trim()) return { groups: [{ heading: SUGGESTIONS_HEADING, results: suggestedPaths() }], count: 0 };
    // Typed before the idle build ran: build now rather than show nothing.
    const results = (index ?? getSearchIndex()).search(query);
    return { groups: groupByCategory(results), count: results.length };
  }, [index, query]);
}
