import type { SearchResult } from './search-catalogue';

export interface ResultGroup {
  readonly heading: string;
  readonly results: readonly SearchResult[];
}

/** Groups ranked results by category, as the search dialog shows them: a group sits where its best result ranks. */
export function groupByCategory(results: readonly SearchResult[]): ResultGroup[] {
  const groups = new Map<string, SearchResult[]>();
  for (const result of results) {
    const group = groups.get(result.category);
    if (group) group.push(result);
    else groups.set(result.category, [result]);
  }
  return [...groups].map(([heading, items]) => ({ heading, results: items }));
}
