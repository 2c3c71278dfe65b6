import type { Options, Query } from 'minisearch';
import { indexTerm, indexWords, type QueryTerm } from './query-terms';
import { SEARCH_LIMITS } from './search-limits';

/**
 * How every full-text index here reads text: the same words and stems as the queries (see
 * query-terms.ts), titles and keywords boosted. `onWord` sees each word that is indexed.
 */
export function indexOptions<T>(fields: string[], onWord: (token: string) => void = () => undefined): Options<T> {
  return {
    fields,
    storeFields: [],
    tokenize: indexWords,
    processTerm: (token) => {
      const term = indexTerm(token);
      if (term !== null) onWord(token);
      return term;
    },
    // Queries arrive as terms already analysed by queryTerms, one term per leaf.
    searchOptions: { processTerm: (term) => term, boost: SEARCH_LIMITS.fieldBoosts },
  };
}

/** A query's weighted terms as one MiniSearch query: any of them matches, each counting its weight. */
export function termQuery(terms: readonly QueryTerm[]): Query {
  return {
    combineWith: 'OR',
    queries: terms.map(({ term, weight, prefix }) => ({ queries: [term], prefix, boostTerm: () => weight })),
  };
}
