import { describe, expect, it } from 'vitest';
import { findHelpAnswer, searchHelpTopics } from '@/features/search';

describe('findHelpAnswer', () => {
  it('answers a free-text question with the most relevant topics first', async () => {
    const { topics } = await findHelpAnswer('How do I get my ElevenLabs API key?');
    expect(topics.map((topic) => topic.id)).toContain('voice-provider-api-key');
    expect(topics.length).toBeLessThanOrEqual(3);
  });

  it('has nothing for questions made only of small words', async () => {
    expect(await findHelpAnswer('how do I')).toEqual({ sentences: [], topics: [] });
    expect(await findHelpAnswer('')).toEqual({ sentences: [], topics: [] });
  });

  it('tolerates typos', async () => {
    const { topics, sentences } = await findHelpAnswer('micropone not working');
    expect(topics.length).toBeGreaterThan(0);
    expect(topics.some((topic) => /microphone/i.test(topic.title + topic.content))).toBe(true);
    expect(sentences.join(' ')).toMatch(/microphone/i);
  });
});

describe('searchHelpTopics', () => {
  it('is empty below three characters', async () => {
    expect(await searchHelpTopics('ab')).toEqual([]);
  });
});
