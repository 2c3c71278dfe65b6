import { useRef, useState } from 'react';
import type { HelpTopicRef } from '@/content/help';

export type SearchTopics = (query: string) => Promise<HelpTopicRef[]>;

/** Where the knowledge browser's search stands; the hint under the search box says it in words. */
type TopicSearchState =
  | { readonly status: 'idle' }
  | { readonly status: 'too-short' }
  | { readonly status: 'searching'; readonly query: string }
  | { readonly status: 'done'; readonly query: string; readonly topics: readonly HelpTopicRef[] }
  | { readonly status: 'failed'; readonly query: string };

export interface TopicSearch {
  readonly query: string;
  readonly setQuery: (query: string) => void;
  readonly state: TopicSearchState;
  /** Ids of the topics the last search found; null while not showing search results. */
  readonly matches: ReadonlySet<string> | null;
  /** Searches for the query as typed (nothing below the minimum length). */
  readonly run: () => Promise<void>;
  /** Back to browsing every category; a search still under way is ignored when it returns. */
  readonly clear: () => void;
}

/**
 * The knowledge browser's search box: runs on submit, not per keystroke, refuses queries below
 * `minQueryLength`, and keeps only the answer of the latest search when several overlap.
 */
export function useTopicSearch(searchTopics: SearchTopics, minQueryLength: number): TopicSearch {
  const [query, setQuery] = useState('');
  const [state, setState] = useState<TopicSearchState>({ status: 'idle' });
  const latestRun = useRef(0);

  async function run(): Promise<void> {
    const trimmed = query.trim();
    if (trimmed.length < minQueryLength) {
      setState({ status: 'too-short' });
      return;
    }
    const current = ++latestRun.current;
    setState({ status: 'searching', query: trimmed });
    try {
      const topics = await searchTopics(trimmed);
      if (current === latestRun.current) setState({ status: 'done', query: trimmed, topics });
    } catch {
      if (current === latestRun.current) setState({ status: 'failed', query: trimmed });
    }
  }

  function clear(): void {
    latestRun.current += 1;
    setQuery('');
    setState({ status: 'idle' });
  }

  const matches = state.status === 'done' ? new Set(state.topics.map((topic) => topic.id)) : null;
  return { query, setQuery, state, matches, run, clear };
}
