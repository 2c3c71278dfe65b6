import { describe, expect, it } from 'vitest';
import { findHelpTopics, searchHelpTopics } from '@/features/search';

describe('findHelpTopics', () => {
  it('answers a free-text question with the most relevant topics first', async () => {
    const topics = await findHelpTopics('How do I get my ElevenLabs API key?');
    expect(topics.map((topic) => topic.id)).toContain('voice-provider-api-key');
    expect(topics.length).toBeLessThanOrEqual(3);
  });

  it('respects the limit and copes with questions made only of small words', async () => {
    expect(await findHelpTopics('voice', 5)).toHaveLength(5);
    expect(await findHelpTopics('how do I')).toEqual([]);
    expect(await findHelpTopics('')).toEqual([]);
  });

  it('tolerates typos', async () => {
    const topics = await findHelpTopics('micropone not working');
    expect(topics.length).toBeGreaterThan(0);
    expect(topics.some((topic) => /microphone/i.test(topic.title + topic.content))).toBe(true);
  });
});

describe('searchHelpTopics', () => {
  it('is empty below three characters', async () => {
    expect(await searchHelpTopics('ab')).toEqual([]);
  });
});
