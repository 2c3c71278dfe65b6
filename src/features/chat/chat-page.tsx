import { Box, Button, Card, Container, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NoScriptNote, requiresScript } from '@/components/noscript-note';
import { paths } from '@/config/paths';
import { bots, DEFAULT_BOT_ID, findBot } from '@/content/bots';
import { site } from '@/content/site';
import type { Bot } from '@/content/schema';
import {
  getStorageProblem,
  onStorageProblem,
  openDatabaseEarly,
  useConversationView,
  type MessageRecord,
  type StorageProblem,
} from '@/lib/db';
import { ChatIcon, PhoneIcon, VideoIcon } from '@/lib/icons';
import { notify } from '@/lib/toaster';
import { useHydrated } from '@/lib/use-hydrated';
import { BotHeader } from './bot-header';
import { greetingFor } from './greeting';
import { HistoryDialog } from './history-dialog';
import { CHAT_LIMITS } from './limits';
import { MessageInput } from './message-input';
import { MessageList } from './message-list';
import { SpeechKeyPanel } from './speech-key-panel';
import { startConversation } from './start-conversation';
import { useChatSession, type FindHelp } from './use-chat-session';

export type CallMode = 'voice' | 'video';

export interface CallProps {
  readonly bot: Bot;
  readonly mode: CallMode;
  readonly conversationId: string;
  readonly onEnd: () => void;
}

export interface ChatPageProps {
  /** Help topics for offline answers (the search feature's lookup). */
  readonly findHelp: FindHelp;
  /** The call screens; without them the call buttons say calls are coming soon. */
  readonly renderCall?: (props: CallProps) => ReactNode;
  /** A control under each assistant reply that reads it aloud (the voice feature's). */
  readonly renderReplay?: (props: ReplayProps) => ReactNode;
}

export interface ReplayProps {
  readonly bot: Bot;
  readonly text: string;
}

// The route's chunk loads before the page renders: open the database meanwhile.
openDatabaseEarly();

const STORAGE_NOTICES: Record<StorageProblem, { title: string; description: string }> = {
  unavailable: {
    title: 'Conversations cannot be saved',
    description:
      'This browser is not letting the site store data (private browsing?). You can keep chatting, but this conversation will be gone when you close the page.',
  },
  blocked: {
    title: 'Another tab is holding the saved conversations',
    description:
      'Close other BaseBots tabs, then reload. Until then this conversation is kept only while this page is open.',
  },
  quota: {
    title: 'Your device storage is full',
    description:
      'New messages cannot be saved. This conversation is kept while the page is open; delete old conversations or free some space to save again.',
  },
  'version-change': {
    title: 'BaseBots was updated in another tab',
    description: 'Reload this page to keep saving. Until then this conversation is kept only while this page is open.',
  },
};

function showStorageNotice(problem: StorageProblem): void {
  notify({ id: 'chat-storage', ...STORAGE_NOTICES[problem], variant: 'destructive', duration: 15_000 });
}

const VIEW_MODES = [
  { value: 'chat', label: 'Chat', Icon: ChatIcon },
  { value: 'voice', label: 'Voice call', Icon: PhoneIcon },
  { value: 'video', label: 'Video call', Icon: VideoIcon },
] as const;

function readMode(value: string | null): 'chat' | CallMode {
  return value === 'voice' || value === 'video' ? value : 'chat';
}

/** The greeting of a chat that is not saved yet (nothing is stored until the first message). */
function unsavedGreeting(bot: Bot): MessageRecord {
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

/**
 * The /bots page: choose one of the assistants, chat with it (saved on the device, resumed on
 * return), browse its saved conversations, or start a voice or video call.
 */
export function ChatPage({ findHelp, renderCall, renderReplay }: ChatPageProps) {
  const [params, setParams] = useSearchParams();
  // The prerendered page shows GregBot in chat mode; ?bot= and ?mode= apply once the page runs.
  const hydrated = useHydrated();
  const bot = (hydrated && findBot(params.get('bot') ?? '')) || (findBot(DEFAULT_BOT_ID) as Bot);
  const mode = readMode(hydrated ? params.get('mode') : null);

  // The visitor's own choice (a saved conversation or a new chat) wins over "resume the latest".
  const [choice, setChoice] = useState<{ botId: string; id: string | null } | null>(null);
  const chosen = choice && choice.botId === bot.id ? choice.id : undefined;
  // Only the newest page is rendered; "Show earlier messages" grows it. A new conversation starts small again.
  const viewKey = `${bot.id}:${chosen === undefined ? 'latest' : chosen}`;
  const [limit, setLimit] = useState<{ key: string; value: number }>({ key: viewKey, value: CHAT_LIMITS.pageSize });
  const pageSize = limit.key === viewKey ? limit.value : CHAT_LIMITS.pageSize;
  const view = useConversationView(bot.id, chosen, pageSize);
  // While another conversation of the same assistant loads, the one on screen stays (no flash).
  const current = view && view.botId === bot.id ? view : undefined;
  const conversationId: string | null | undefined = chosen !== undefined ? chosen : current?.conversationId;
  // Until the saved conversation is read (and in the prerendered page), the assistant's greeting:
  // every conversation starts with it.
  const messages = useMemo(
    () => (current === undefined || current.conversationId === null ? [unsavedGreeting(bot)] : current.page.messages),
    [bot, current],
  );

  // Stable per bot, so the memoised messages do not all re-render on each keystroke.
  const replay = useMemo(
    () => (renderReplay ? (text: string) => renderReplay({ bot, text }) : undefined),
    [bot, renderReplay],
  );

  const [historyOpen, setHistoryOpen] = useState(false);
  const [sending, setSending] = useState(false);

  const onConversationCreated = useCallback((id: string) => setChoice({ botId: bot.id, id }), [bot.id]);
  const session = useChatSession({ bot, conversationId: conversationId ?? null, onConversationCreated, findHelp });

  useEffect(() => {
    const problem = getStorageProblem();
    if (problem) showStorageNotice(problem);
    return onStorageProblem(showStorageNotice);
  }, []);

  const setMode = useCallback(
    (next: 'chat' | CallMode) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'chat') updated.delete('mode');
          else updated.set('mode', next);
          return updated;
        },
        { replace: next === 'chat' },
      );
    },
    [setParams],
  );

  const chooseBot = (id: string): void => {
    setParams({ bot: id });
  };

  // A call needs a conversation to add its turns to; a new chat gets one when the call starts.
  const callStarting = useRef(false);
  useEffect(() => {
    if (mode === 'chat') return;
    if (!renderCall) {
      notify({
        id: 'calls-soon',
        title: 'Calls are coming soon',
        description: 'Voice and video calls are not available yet. You can chat by text meanwhile.',
      });
      setMode('chat');
      return;
    }
    if (conversationId !== null || callStarting.current) return;
    callStarting.current = true;
    void (async () => {
      try {
        const id = await startConversation(bot, `${mode === 'voice' ? 'Voice' : 'Video'} call`);
        setChoice({ botId: bot.id, id });
      } finally {
        callStarting.current = false;
      }
    })();
  }, [bot, conversationId, mode, renderCall, setMode]);

  const send = async (text: string): Promise<boolean> => {
    setSending(true);
    try {
      return await session.send(text);
    } finally {
      setSending(false);
    }
  };

  const headingId = 'chat-bot-name';
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Stack gap="5">
        <Stack gap="2">
          <Heading as="h1" fontFamily="heading" size={{ base: '3xl', md: '4xl' }} color="paprika.900">
            Chat with AI Assistants
          </Heading>
          <Text color="fg.muted">
            Pick one of our {bots.length} assistants and talk by text, voice or video. Conversations are saved on your
            device.
          </Text>
        </Stack>

        <NoScriptNote>
          Chatting with the assistants needs JavaScript, which is turned off in this browser. To talk to a person, call{' '}
          <a href={site.phone.href}>{site.phone.display}</a>; answers to common questions are in the{' '}
          <a href={paths.knowledgebase}>knowledge base</a>.
        </NoScriptNote>

        <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-end' }} {...requiresScript}>
          <Box flex="1" maxW={{ md: 'sm' }}>
            <label htmlFor="chat-bot-select">
              <Text as="span" fontSize="sm" fontWeight="medium">
                Assistant
              </Text>
            </label>
            <NativeSelect.Root mt="1">
              <NativeSelect.Field
                id="chat-bot-select"
                value={bot.id}
                onChange={(event) => chooseBot(event.target.value)}
                bg="white"
              >
                {bots.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.persona.name}
                    {option.persona.chefTitle ? ` (${option.persona.chefTitle})` : ''}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
          <HStack gap="2" wrap="wrap">
            {VIEW_MODES.map(({ value, label, Icon }) => (
              <Button
                key={value}
                size="sm"
                variant={mode === value ? 'solid' : 'outline'}
                colorPalette="paprika"
                onClick={() => setMode(value)}
                aria-pressed={mode === value}
              >
                <Icon /> {label}
              </Button>
            ))}
          </HStack>
        </Stack>

        <Card.Root as="section" aria-labelledby={headingId} bg="bg.panel" borderColor="cream.300" {...requiresScript}>
          <Card.Header>
            <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="3">
              <BotHeader bot={bot} headingId={headingId} />
              <HStack gap="2" flexShrink={0} align="flex-start">
                <Button size="sm" variant="outline" onClick={() => setChoice({ botId: bot.id, id: null })}>
                  New chat
                </Button>
                <Button size="sm" variant="outline" onClick={() => setHistoryOpen(true)}>
                  History
                </Button>
              </HStack>
            </Stack>
          </Card.Header>
          <Card.Body>
            <Stack gap="3">
              <MessageList
                label={`Conversation with ${bot.persona.name}`}
                messages={messages}
                hasEarlier={current?.page.hasEarlier ?? false}
                onShowEarlier={() => setLimit({ key: viewKey, value: pageSize + CHAT_LIMITS.pageSize })}
                botName={bot.persona.name}
                waiting={session.waiting}
                onRetry={(message) => void session.retry(message)}
                renderReplay={replay}
              />
              <MessageInput key={bot.id} label={`Message ${bot.persona.name}`} busy={sending} onSend={send} />
            </Stack>
          </Card.Body>
        </Card.Root>

        <Box {...requiresScript}>
          <SpeechKeyPanel />
        </Box>
      </Stack>

      <HistoryDialog
        bot={bot}
        open={historyOpen}
        onOpenChange={setHistoryOpen}
        activeId={conversationId ?? null}
        onOpenConversation={(id) => {
          setChoice({ botId: bot.id, id });
          setHistoryOpen(false);
        }}
        onDeleted={(id) => {
          if (id === conversationId) setChoice(null);
        }}
      />

      {mode !== 'chat' && renderCall && typeof conversationId === 'string'
        ? renderCall({ bot, mode, conversationId, onEnd: () => setMode('chat') })
        : null}
    </Container>
  );
}
