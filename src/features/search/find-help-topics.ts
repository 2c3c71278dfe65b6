import { listHelpTopics, type HelpTopicRef } from '@/content/help';

/**
 * Help topics that answer a free-text question, best first. Placeholder until the search index
 * lands: a case-insensitive match of the question's words on title, content and examples.
 */
export async function findHelpTopics(query: string, limit = 3): Promise<HelpTopicRef[]> {
  const words = query.toLowerCase().match(/[a-z0-9]{3,}/g) ?? [];
  if (words.length === 0) return [];
  const scored = listHelpTopics()
    .map((topic) => {
      const haystack = [topic.title, topic.content, ...(topic.examples ?? [])].join(' ').toLowerCase();
      return { topic, score: words.filter((word) => haystack.includes(word)).length };
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score);
  return scored.slice(0, limit).map((entry) => entry.topic);
}
