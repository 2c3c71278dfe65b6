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

/** The topics a search found, each with its rank (0 is best); null while not showing search results. */
export type TopicMatches = ReadonlyMap<string, number> | null;

export interface TopicSearch {
  readonly query: string;
  readonly setQuery: (query: string) => void;
  readonly state: TopicSearchState;
  /** Searches for the query as typed (nothing below the minimum length). */
  readonly run: () => Promise<void>;
  /** Back to browsing every category; a search still under way is ignored when it returns. */
  readonly clear: () => void;
}

/**
 * The knowledge browser's search box: runs on submit, not per keystroke, refuses queries below
 * `minQueryLength`, and keeps only the answer of the latest search when several overlap. What it
 * finds goes to `onMatches`, in the same render as the count under the box; the query as typed
 * and the search's progress stay here, so that neither a keystroke nor "Searching…" renders the
 * list of every category again.
 */
export function useTopicSearch(
  searchTopics: SearchTopics,
  minQueryLength: number,
  onMatches: (matches: TopicMatches) => void,
): TopicSearch {
  const [query, setQuery] = useState('');
  const [state, setState] = useState<TopicSearchState>({ status: 'idle' });
  const latestRun = useRef(0);

  async function run(): Promise<void> {
    const trimmed = query.trim();
    if (trimmed.length < minQueryLength) {
      setState({ status: 'too-short' });
      onMatches(null);
      return;
    }
    const current = ++latestRun.current;
    setState({ status: 'searching', query: trimmed });
    try {
      const topics = await searchTopics(trimmed);
      if (current !== latestRun.current) return;
      setState({ status: 'done', query: trimmed, topics });
      onMatches(new Map(topics.map((topic, rank) => [topic.id, rank])));
    } catch {
      if (current !== latestRun.current) return;
      setState({ status: 'failed', query: trimmed });
      onMatches(null);
    }
  }

  function clear(): void {
    latestRun.current += 1;
    setQuery('');
    setState({ status: 'idle' });
    onMatches(null);
  }

  return { query, setQuery, state, run, clear };
}
