// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listHelpTopics, type HelpTopicRef } from '@/content/help';
import { useTopicSearch } from '@/features/knowledge/use-topic-search';

const [first, second] = listHelpTopics() as [HelpTopicRef, HelpTopicRef];

describe('useTopicSearch', () => {
  it('refuses a query below the minimum length without searching', async () => {
    const searchTopics = vi.fn(async () => [first]);
    const { result } = renderHook(() => useTopicSearch(searchTopics, 3));
    act(() => result.current.setQuery('  vo  '));
    await act(() => result.current.run());
    expect(result.current.state).toEqual({ status: 'too-short' });
    expect(searchTopics).not.toHaveBeenCalled();
    expect(result.current.matches).toBeNull();
  });

  it('searches the trimmed query and exposes the ids found', async () => {
    const searchTopics = vi.fn(async () => [first, second]);
    const { result } = renderHook(() => useTopicSearch(searchTopics, 3));
    act(() => result.current.setQuery('  voice '));
    await act(() => result.current.run());
    expect(searchTopics).toHaveBeenCalledWith('voice');
    expect(result.current.state).toMatchObject({ status: 'done', query: 'voice' });
    expect([...(result.current.matches ?? [])]).toEqual([first.id, second.id]);
  });

  it('keeps only the latest answer when searches overlap, and clear drops a late one', async () => {
    const answers: Array<(topics: HelpTopicRef[]) => void> = [];
    const searchTopics = vi.fn(() => new Promise<HelpTopicRef[]>((resolve) => answers.push(resolve)));
    const { result } = renderHook(() => useTopicSearch(searchTopics, 3));
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
    expect([...(result.current.matches ?? [])]).toEqual([second.id]);

    act(() => void (slow = result.current.run()));
    act(() => result.current.clear());
    await act(async () => {
      answers[2]?.([first]);
      await slow;
    });
    expect(result.current.state).toEqual({ status: 'idle' });
    expect(result.current.query).toBe('');
  });

  it('says the search failed when the index throws', async () => {
    const { result } = renderHook(() => useTopicSearch(async () => Promise.reject(new Error('no index')), 3));
    act(() => result.current.setQuery('voice'));
    await act(() => result.current.run());
    expect(result.current.state).toEqual({ status: 'failed', query: 'voice' });
  });
});
