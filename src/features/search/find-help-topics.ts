import type { HelpTopicRef } from '@/content/help';
import type { HelpAnswer } from './search-index';

// The index (and MiniSearch with it) is fetched on first call, so whoever imports these
// functions does not carry the search library on its first load. A failed fetch (offline before
// the library was ever loaded) rejects, so callers can tell "unavailable" from "nothing found".
const loadIndexCode = () => import('./search-index');

async function loadIndex() {
  const { getSearchIndex } = await loadIndexCode();
  return getSearchIndex();
}

/** What the knowledge browser's search box names (`data-early-code`) for a search entered early. */
export const HELP_SEARCH_EARLY_CODE = 'help-search';

/** Starts fetching the index's code: only a head start, a failed fetch is tried again by the search. */
export function startLoadingHelpIndex(): void {
  loadIndexCode().catch(() => undefined);
}

/**
 * What the help library says to a free-text question: the topics answering it, ranked as the site
 * search ranks them, and their sentences that answer it best (none when nothing matches). Rejects
 * when the help library cannot be loaded.
 */
export async function findHelpAnswer(question: string): Promise<HelpAnswer> {
  return (await loadIndex()).answerFromHelp(question);
}

/**
 * Help topics matching a knowledge-browser search, best first: every topic whose title, content
 * or examples contain the query, and the topics answering it when it is a question. Empty below
 * three characters.
 */
export async function searchHelpTopics(query: string): Promise<HelpTopicRef[]> {
  return (await loadIndex()).searchHelpTopics(query);
}
