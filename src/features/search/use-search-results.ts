import { useEffect, useMemo } from 'react';
import { whenIdle } from '@/lib/startup/when-idle';
import { groupByCategory, type ResultGroup } from './result-groups';
import { getSearchIndex, suggestedPaths, type SearchResult } from './search-index';

export const SUGGESTIONS_HEADING = 'Common Navigation Paths';

export interface SearchResults {
  /** The text these are the results of ('' for the suggestions). */
  readonly query: string;
  readonly groups: ResultGroup[];
  readonly count: number;
}

/** The ranked results for `query` (the suggestions for an empty one), building the index if need be. */
export function searchFor(query: string): SearchResults {
  if (!query.trim()) return { query, groups: [{ heading: SUGGESTIONS_HEADING, results: suggestedPaths() }], count: 0 };
  const results = getSearchIndex().search(query);
  return { query, groups: groupByCategory(results), count: results.length };
}

/** The options of `results` in the order the list shows them. */
export function optionsOf(results: SearchResults): SearchResult[] {
  return results.groups.flatMap((group) => group.results);
}

/** The ranked results for a query, from an index built when the browser is idle. */
export function useSearchResults(query: string): SearchResults {
  // Built when the browser is idle, or at the first query typed before that. The index is built
  // once, so the idle build arriving later changes nothing, and neither the suggestions (which
  // need no index) nor the results become a new object.
  useEffect(() => whenIdle(() => void getSearchIndex(), 500), []);
  return useMemo(() => searchFor(query), [query]);
}
