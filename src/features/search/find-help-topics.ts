import type { HelpTopicRef } from '@/content/help';

// The index (and MiniSearch with it) is fetched on first call, so whoever imports these
// functions does not carry the search library on its first load.
async function loadIndex() {
  const { getSearchIndex } = await import('./search-index');
  return getSearchIndex();
}

/** Help topics that answer a free-text question, best first. */
export async function findHelpTopics(query: string, limit = 3): Promise<HelpTopicRef[]> {
  return (await loadIndex()).findHelpTopics(query, limit);
}

/**
 * Help topics matching a knowledge-browser search, best first: every topic whose title, content
 * or examples contain the query, plus close and partial matches. Empty below three characters.
 */
export async function searchHelpTopics(query: string): Promise<HelpTopicRef[]> {
  return (await loadIndex()).searchHelpTopics(query);
}
