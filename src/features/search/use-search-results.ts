import { useEffect, useMemo } from 'react';
import { whenIdle } from '@/lib/startup/when-idle';
import { groupByCategory, type ResultGroup } from './result-groups';
import { getSearchIndex, suggestedPaths } from './search-index';

export const SUGGESTIONS_HEADING = 'Common Navigation Paths';

/** The ranked results for a query, from an index built when the browser is idle. */
export function useSearchResults(query: string): { groups: ResultGroup[]; count: number } {
  // Built when the browser is idle, or at the first query typed before that. The index is built
  // once, so the idle build arriving later changes nothing, and neither the suggestions (which
  // need no index) nor the results become a new object: one would drop the option the visitor had
  // moved to with the arrow keys.
  useEffect(() => whenIdle(() => void getSearchIndex(), 500), []);
  const index = query.trim() ? getSearchIndex() : null;
  return useMemo(() => {
    if (!index) return { groups: [{ heading: SUGGESTIONS_HEADING, results: suggestedPaths() }], count: 0 };
    const results = index.search(query);
    return { groups: groupByCategory(results), count: results.length };
  }, [index, query]);
}
