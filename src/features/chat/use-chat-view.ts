import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isCallMode, NEW_CONVERSATION } from '@/config/paths';
import { DEFAULT_BOT_ID, findBot } from '@/content/bots';
import type { Bot } from '@/content/schema';
import { useConversationView, type MessageRecord } from '@/lib/db/views';
import type { NavigationRequest } from '@/lib/navigation-request';
import { useClientValue } from '@/lib/startup/use-hydrated';
import type { ViewMode } from './chat-controls';
import { greetingFor } from '@/content/greetings';
import { CHAT_LIMITS } from './limits';

export interface ChatView {
  readonly bot: Bot;
  readonly mode: ViewMode;
  /** The conversation on screen; null for a new chat not saved yet, undefined while loading. */
  readonly conversationId: string | null | undefined;
  /**
   * The greeting until the assistant's latest conversation is read; none while the one the address
   * names is read (nothing else shows meanwhile).
   */
  readonly messages: readonly MessageRecord[];
  readonly hasEarlier: boolean;
  readonly showEarlier: () => void;
  readonly chooseBot: (id: string) => void;
  readonly chooseMode: (mode: ViewMode) => void;
  /** Shows a saved conversation, or a new chat for null. */
  readonly openConversation: (id: string | null) => void;
  /** Back to the assistant's latest conversation (after the one on screen was deleted). */
  readonly showLatest: () => void;
}

/** The greeting of a chat that is not saved yet (nothing is stored until the first message). */
export function unsavedGreeting(bot: Bot): MessageRecord {
  return {
    id: `greeting-${bot.id}`,
    conversationId: '',
    role: 'assistant',
    content: greetingFor(bot),
    timestamp: 0,
    status: 'received',
    source: 'greeting',
  };
}

/** Set by public/chat-resume.js before the first paint: the prerendered conversation is hidden. */
const RESUMING = 'data-chat-resuming';
const NOTHING: readonly MessageRecord[] = [];

/**
 * The chat's address as the page runs (?bot=, ?mode=, ?conversation=), and its edits. Each edit
 * builds on the last address asked for, not the last rendered: a choice made just before (another
 * assistant) may not have rendered yet.
 */
function useChatAddress() {
  const [params, setParams] = useSearchParams();
  const latestParams = useRef(params);
  useEffect(() => {
    latestParams.current = params;
  }, [params]);
  // The router gives a new setter with each address; the edits below stay the same functions, so
  // the controls that take them are not drawn again each time the address changes.
  const latestSetParams = useRef(setParams);
  useEffect(() => {
    latestSetParams.current = setParams;
  }, [setParams]);
  // A switch the visitor asked for renders at once (`atOnce`), not as the router's transition:
  // while a long reply is still being parsed, frame after frame, a transition waited, and what the
  // visitor typed meanwhile landed in the conversation they had just left.
  const edit = useCallback((change: (address: URLSearchParams) => URLSearchParams, replace: boolean, asked = false) => {
    latestParams.current = change(new URLSearchParams(latestParams.current));
    latestSetParams.current(latestParams.current, {
      replace,
      state: asked ? ({ atOnce: true } satisfies NavigationRequest) : undefined,
    });
  }, []);
  // The prerendered page shows GregBot in chat mode; the address applies once the page runs.
  const botParam = useClientValue(() => params.get('bot'), null);
  const modeParam = useClientValue(() => params.get('mode'), null);
  const conversationParam = useClientValue(() => params.get('conversation'), null);

  /** Sets one of the address's parameters, or removes it for null. */
  const setParam = useCallback(
    (key: string, value: string | null, replace: boolean, asked = false) =>
      edit(
        (address) => {
          if (value === null) address.delete(key);
          else address.set(key, value);
          return address;
        },
        replace,
        asked,
      ),
    [edit],
  );
  /** Puts `conversation` in the address (null: none named), in place of the current entry. */
  const name = useCallback(
    (conversation: string | null, asked = false) => setParam('conversation', conversation, true, asked),
    [setParam],
  );
  // Chat is the page's own mode (no parameter); going back to it replaces the call's entry.
  const chooseMode = useCallback(
    (next: ViewMode) => setParam('mode', next === 'chat' ? null : next, next === 'chat'),
    [setParam],
  );
  const chooseBot = useCallback((id: string) => edit(() => new URLSearchParams({ bot: id }), false, true), [edit]);
  return { botParam, modeParam, conversationParam, name, chooseMode, chooseBot };
}

/**
 * What the chat page shows: the assistant and mode from the address (?bot=, ?mode=), the
 * conversation the address names (?conversation=, `new` for a new chat), else the assistant's
 * latest, resumed, and its newest page of messages. The conversation on screen is kept in the
 * address, so that a reload shows that one at once, never another (or the greeting) first.
 */
export function useChatView(): ChatView {
  const { botParam, modeParam, conversationParam, name, chooseMode, chooseBot } = useChatAddress();
  const bot = findBot(botParam ?? '') || (findBot(DEFAULT_BOT_ID) as Bot);
  const mode: ViewMode = isCallMode(modeParam) ? modeParam : 'chat';
  const chosen =
    conversationParam === null ? undefined : conversationParam === NEW_CONVERSATION ? null : conversationParam;
  // Only the newest page is rendered; "Show earlier messages" grows it. A new conversation starts small again.
  const viewKey = `${bot.id}:${chosen === undefined ? 'latest' : chosen}`;
  const [limit, setLimit] = useState<{ key: string; value: number }>({ key: viewKey, value: CHAT_LIMITS.pageSize });
  const pageSize = limit.key === viewKey ? limit.value : CHAT_LIMITS.pageSize;
  const view = useConversationView(bot.id, chosen, pageSize);
  // While another conversation of the same assistant loads, the one on screen stays (no flash).
  const current = view && view.botId === bot.id ? view : undefined;
  const conversationId = chosen !== undefined ? chosen : current?.conversationId;
  // One list per assistant: when nothing turns out to be stored, the log is not drawn again for it.
  const greeting = useMemo(() => [unsavedGreeting(bot)], [bot]);
  // Until the latest conversation is read (and in the prerendered page), the assistant's greeting:
  // every conversation starts with it. One the address names shows nothing but itself.
  const messages = useMemo(() => {
    if (current === undefined) return typeof chosen === 'string' ? NOTHING : greeting;
    return current.conversationId === null ? greeting : current.page.messages;
  }, [chosen, current, greeting]);

  const resumed = current?.conversationId;
  useEffect(() => {
    if (resumed === undefined) return;
    document.documentElement.removeAttribute(RESUMING);
    // The latest conversation, once resumed, is named too: a reload then shows it at once.
    if (chosen === undefined && resumed !== null) name(resumed);
  }, [resumed, chosen, name]);
  // Left before it was read: the next page's conversation must not stay hidden.
  useEffect(() => () => document.documentElement.removeAttribute(RESUMING), []);

  const openConversation = useCallback((id: string | null) => name(id ?? NEW_CONVERSATION, true), [name]);
  const showEarlier = useCallback(
    () => setLimit({ key: viewKey, value: pageSize + CHAT_LIMITS.pageSize }),
    [viewKey, pageSize],
  );
  const showLatest = useCallback(() => name(null), [name]);

  return {
    bot,
    mode,
    conversationId,
    messages,
    hasEarlier: current?.page.hasEarlier ?? false,
    showEarlier,
    chooseBot,
    chooseMode,
    openConversation,
    showLatest,
  };
}
