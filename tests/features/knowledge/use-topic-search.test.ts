// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listHelpTopics, type HelpTopicRef } from '@/content/help';
import { useTopicSearch, type SearchTopics, type TopicMatches } from '@/features/knowledge/use-topic-search';

const [first, second] = listHelpTopics() as [HelpTopicRef, HelpTopicRef];

/** The hook, with what it found so far as the knowledge browser would hold it. */
function renderSearch(searchTopics: SearchTopics) {
  const found: { matches: TopicMatches } = { matches: null };
  const hook = renderHook(() => useTopicSearch(searchTopics, 3, (matches) => (found.matches = matches)));
  return { result: hook.result, found };
}

describe('useTopicSearch', () => {
  it('refuses a query below the minimum length without searching', async () => {
    const searchTopics = vi.fn(async () => [first]);
    const { result, found } = renderSearch(searchTopics);
    act(() => result.current.setQuery('  vo  '));
    await act(() => result.current.run());
    expect(result.current.state).toEqual({ status: 'too-short' });
    expect(searchTopics).not.toHaveBeenCalled();
    expect(found.matches).toBeNull();
  });

  it('searches the trimmed query and exposes the ids found, each with its rank', async () => {
    const searchTopics = vi.fn(async () => [first, second]);
    const { result, found } = renderSearch(searchTopics);
    act(() => result.current.setQuery('  voice '));
    await act(() => result.current.run());
    expect(searchTopics).toHaveBeenCalledWith('voice');
    expect(result.current.state).toMatchObject({ status: 'done', query: 'voice' });
    expect([...(found.matches ?? [])]).toEqual([
      [first.id, 0],
      [second.id, 1],
    ]);
  });

  it('keeps only the latest answer when searches overlap, and clear drops a late one', async () => {
    const answers: Array<(topics: HelpTopicRef[]) => void> = [];
    const searchTopics = vi.fn(() => new Promise<HelpTopicRef[]>((resolve) => answers.push(resolve)));
    const { result, found } = renderSearch(searchTopics);
    act(() => result.current.setQuery('voice'));
    let slow!: Promise<void>;
    act(() => void (slow = result.current.run()));
    act(() => result.current.setQuery('pricing'));
    let fast!: Promise<void>;
    act(() => void (fast = result.current.run()));
    await act(async () => {
      answers[1]?.([second]);
      await fast;
      answers[0]?.([first]);
      await slow;
    });
    expect(result.current.state).toMatchObject({ status: 'done', query: 'pricing' });
    expect([...(found.matches ?? [])]).toEqual([[second.id, 0]]);

    act(() => void (slow = result.current.run()));
    act(() => result.current.clear());
    await act(async () => {
      answers[2]?.([first]);
      await slow;
    });
    expect(result.current.state).toEqual({ status: 'idle' });
    expect(result.current.query).toBe('');
    expect(found.matches).toBeNull();
  });

  it('says the search failed when the index throws', async () => {
    const { result, found } = renderSearch(async () => Promise.reject(new Error('no index')));
    act(() => result.current.setQuery('voice'));
    await act(() => result.current.run());
    expect(result.current.state).toEqual({ status: 'failed', query: 'voice' });
    expect(found.matches).toBeNull();
  });
});
