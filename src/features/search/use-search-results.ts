import { useEffect, useMemo, useState } from 'react';
import { whenIdle } from '@/lib/startup/when-idle';
import { groupByCategory, type ResultGroup } from './result-groups';
import { getSearchIndex, suggestedPaths, type SearchIndex } from './search-index';

export const SUGGESTIONS_HEADING = 'Common Navigation Paths';

/** The ranked results for a query, from an index built when the browser is idle. */
export function useSearchResults(query: string): { groups: ResultGroup[]; count: number } {
  const [index, setIndex] = useState<SearchIndex | null>(null);
  useEffect(() => whenIdle(() => setIndex(getSearchIndex()), 500), []);
  return useMemo(() => {
    if (!query.trim()) return { groups: [{ heading: SUGGESTIONS_HEADING, results: suggestedPaths() }], count: 0 };
    // Typed before the idle build ran: build now rather than show nothing.
    const results = (index ?? getSearchIndex()).search(query);
    return { groups: groupByCategory(results), count: results.length };
  }, [index, query]);
}
