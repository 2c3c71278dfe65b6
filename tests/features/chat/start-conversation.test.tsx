// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findBot } from '@/content/bots';
import type { Bot } from '@/content/schema';
import { useConversationOnDemand } from '@/features/chat/start-conversation';
import { createConversation } from '@/features/conversation';
import { listConversations } from '@/lib/db/conversations';
import { listAllMessages } from '@/lib/db/messages';
import { freshDatabaseForEachTest } from '../../helpers/database';
import { fakeSpeechServices } from '../../helpers/speech-services';

const greg = findBot('gregbot') as Bot;
const core = createConversation({
  services: fakeSpeechServices(),
  findHelp: async () => ({ sentences: [], topics: [] }),
});

freshDatabaseForEachTest();

describe('useConversationOnDemand', () => {
  it('saves nothing until asked, so a call that ends before anyone spoke leaves no conversation', async () => {
    const onStarted = vi.fn();
    const { unmount } = renderHook(() => useConversationOnDemand(core, greg, null, 'Voice call', onStarted));
    unmount();
    expect(await listConversations('gregbot')).toEqual([]);
    expect(onStarted).not.toHaveBeenCalled();
  });

  it('saves a new chat once, with the greeting, however often it is asked before it shows up', async () => {
    const onStarted = vi.fn();
    const { result } = renderHook(() => useConversationOnDemand(core, greg, null, 'Video call', onStarted));
    const ids = await act(() => Promise.all([result.current(), result.current()]));
    expect(ids[0]).toBe(ids[1]);
    expect(onStarted).toHaveBeenCalledExactlyOnceWith(ids[0]);
    const saved = await listConversations('gregbot');
    expect(saved.map((conversation) => [conversation.id, conversation.title])).toEqual([[ids[0], 'Video call']]);
    const messages = await listAllMessages(ids[0]);
    expect(messages.map((message) => message.source)).toEqual(['greeting']);
  });

  it('adds to the conversation on screen, and starts afresh for the next new chat', async () => {
    const onStarted = vi.fn();
    const { result, rerender } = renderHook(
      ({ id }: { id: string | null }) => useConversationOnDemand(core, greg, id, 'Voice call', onStarted),
      { initialProps: { id: 'on-screen' as string | null } },
    );
    expect(await result.current()).toBe('on-screen');
    expect(await listConversations('gregbot')).toEqual([]);

    rerender({ id: null });
    const first = await act(() => result.current());
    rerender({ id: first });
    rerender({ id: null });
    const second = await act(() => result.current());
    expect(second).not.toBe(first);
    expect(await listConversations('gregbot')).toHaveLength(2);
  });
});
