import { Box, Button, Card, Container, HStack, Stack, Text } from '@chakra-ui/react';
import { memo, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { NoScriptNote, requiresScript } from '@/components/noscript-note';
import { PageHeading } from '@/components/page-heading';
import { paths, type CallMode } from '@/config/paths';
import { bots } from '@/content/bots';
import { site } from '@/content/site';
import type { Bot } from '@/content/schema';
import type { ConversationPort } from '@/lib/conversation/conversation-port';
import type { SpeechServices } from '@/lib/speech/speech-services';
import { lazyOnDemand, useMountOnDemand } from '@/lib/startup/load-when-online';
import { BotHeader } from './bot-header';
import { ChatControls, type ViewMode } from './chat-controls';
import { ChatThread } from './chat-thread';
import { SpeechKeyPanel } from './speech-key-panel';
import { useStorageNotices } from './storage-notices';
import { useConversationOnDemand } from './start-conversation';
import { useChatView, type ChatView } from './use-chat-view';

export interface CallProps {
  readonly bot: Bot;
  readonly mode: CallMode;
  /** The conversation the call adds to; null for a chat not saved yet. */
  readonly conversationId: string | null;
  /** The conversation to save a spoken exchange into, saved first for a new chat. */
  readonly ensureConversation: () => Promise<string>;
  readonly onEnd: () => void;
}

export interface ReplayProps {
  readonly bot: Bot;
  readonly text: string;
}

export interface ChatPageProps {
  /** Every exchange with the assistant: storing, asking, the outbox and what a failure leads to. */
  readonly conversation: ConversationPort;
  /** Loads the speech client ahead of the first message. */
  readonly services: Pick<SpeechServices, 'prepare'>;
  /** The call screen (the voice feature's), shown while a call is on. */
  readonly renderCall: (props: CallProps) => ReactNode;
  /** Starts loading the call screen for a call in the address (it shows once the conversation is read). */
  readonly prepareCall?: () => void;
  /**
   * A call button was pressed: false when the call cannot start (offline; the visitor has been
   * told), else its screen starts loading.
   */
  readonly askForCall?: (mode: CallMode) => boolean;
  /** Named by the call buttons (`data-early-code`): a call pressed before the page is live starts loading then. */
  readonly callEarlyCode?: string;
  /** A control under each assistant reply that reads it aloud (the voice feature's). */
  readonly renderReplay?: (props: ReplayProps) => ReactNode;
}

/** The page's title and what it offers, and where to turn without JavaScript. */
const ChatPageIntro = memo(function ChatPageIntro() {
  return (
    <>
      <PageHeading title="Chat with AI Assistants" gap="2" maxW="none">
        <Text color="fg.muted">
          Pick one of our {bots.length} assistants and talk by text, voice or video. Conversations are saved on your
          device.
        </Text>
      </PageHeading>
      <NoScriptNote>
        Chatting with the assistants needs JavaScript, which is turned off in this browser. To talk to a person, call{' '}
        <a href={site.phone.href}>{site.phone.display}</a>; answers to common questions are in the{' '}
        <a href={paths.knowledgeBase}>knowledge base</a>.
      </NoScriptNote>
    </>
  );
});

interface ChatCardHeaderProps {
  readonly bot: Bot;
  readonly headingId: string;
  readonly onNewChat: () => void;
  readonly onShowHistory: () => void;
}

/** No card around the log on a phone: its frame and padding took a third of the screen's width. */
const FLAT_ON_PHONES = { base: '0', sm: '6' } as const;

/** Who the assistant is, a new chat and the history: drawn again only when one of these changes. */
const ChatCardHeader = memo(function ChatCardHeader({ bot, headingId, onNewChat, onShowHistory }: ChatCardHeaderProps) {
  return (
    <Card.Header px={FLAT_ON_PHONES} pt={FLAT_ON_PHONES}>
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="3">
        <BotHeader bot={bot} headingId={headingId} />
        <HStack gap="2" flexShrink={0} align="flex-start" wrap="wrap">
          <Button size="sm" variant="outline" onClick={onNewChat}>
            New chat
          </Button>
          <Button size="sm" variant="outline" onClick={onShowHistory}>
            History
          </Button>
        </HStack>
      </Stack>
    </Card.Header>
  );
});

interface ChatCardProps extends Omit<ChatCardHeaderProps, 'headingId'> {
  /** The conversation. */
  readonly children: ReactNode;
}

/** The chosen assistant's card: who it is, a new chat and the history, over the conversation. */
function ChatCard({ bot, onNewChat, onShowHistory, children }: ChatCardProps) {
  const headingId = 'chat-bot-name';
  return (
    <Card.Root
      as="section"
      aria-labelledby={headingId}
      bg={{ base: 'transparent', sm: 'bg.panel' }}
      borderWidth={{ base: '0', sm: '1px' }}
      borderColor="cream.300"
      data-chat-card=""
      {...requiresScript}
    >
      <ChatCardHeader bot={bot} headingId={headingId} onNewChat={onNewChat} onShowHistory={onShowHistory} />
      <Card.Body px={FLAT_ON_PHONES} pb={FLAT_ON_PHONES}>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

// The saved conversations' dialog loads when first asked for, not with the page.
const historyDialog = lazyOnDemand(() => import('./history-dialog'));
const HistoryDialog = historyDialog.Component;

interface HistoryState {
  readonly open: boolean;
  /** Opened at least once. */
  readonly used: boolean;
  readonly setOpen: (open: boolean) => void;
  readonly show: () => void;
}

/**
 * The history dialog mounts when first opened, once its code is in (`useMountOnDemand`), then
 * stays for its closing and later uses: a dialog's portal, mounted with the page, renders again at
 * once after hydration (Ark's Portal tells the server from the browser with a store), with all it holds.
 */
function useHistoryState(): HistoryState {
  const [open, setOpen] = useState(false);
  const [used, mount] = useMountOnDemand(historyDialog);
  const show = useCallback((): void => {
    mount();
    setOpen(true);
  }, [mount]);
  return { open, used, setOpen, show };
}

/** The saved conversations of the assistant on screen, once the visitor has asked for them. */
function ConversationHistory({ view, history }: { readonly view: ChatView; readonly history: HistoryState }) {
  if (!history.used) return null;
  return (
    <Suspense fallback={null}>
      <HistoryDialog
        bot={view.bot}
        open={history.open}
        onOpenChange={history.setOpen}
        activeId={view.conversationId ?? null}
        onOpenConversation={(id) => {
          view.openConversation(id);
          history.setOpen(false);
        }}
        onDeleted={(id) => {
          if (id === view.conversationId) view.showLatest();
        }}
      />
    </Suspense>
  );
}

/**
 * The /bots page: choose one of the assistants, chat with it (saved on the device, resumed on
 * return), browse its saved conversations, or start a voice or video call.
 */
export function ChatPage({
  conversation,
  services,
  renderCall,
  prepareCall,
  askForCall,
  callEarlyCode,
  renderReplay,
}: ChatPageProps) {
  const view = useChatView();
  const { bot, mode, conversationId, openConversation, chooseMode: chooseViewMode } = view;
  // Decided at the tap itself: the call shows only once the conversation is read, and whether it
  // can start must not wait for that.
  const chooseMode = useCallback(
    (next: ViewMode) => {
      if (next !== 'chat' && askForCall?.(next) === false) return;
      chooseViewMode(next);
    },
    [askForCall, chooseViewMode],
  );
  const newChat = useCallback(() => openConversation(null), [openConversation]);
  useEffect(() => {
    if (mode !== 'chat') prepareCall?.();
  }, [mode, prepareCall]);
  const ensureConversation = useConversationOnDemand(
    conversation,
    bot,
    conversationId ?? null,
    `${mode === 'video' ? 'Video' : 'Voice'} call`,
    openConversation,
  );
  const history = useHistoryState();
  useStorageNotices();

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }} px={{ base: '3', sm: '4', md: '6' }}>
      <Stack gap="5">
        <ChatPageIntro />
        <ChatControls
          bot={bot}
          onChooseBot={view.chooseBot}
          mode={mode}
          onChooseMode={chooseMode}
          callEarlyCode={callEarlyCode}
        />
        <ChatCard bot={bot} onNewChat={newChat} onShowHistory={history.show}>
          <ChatThread
            bot={bot}
            conversationId={conversationId}
            onConversationCreated={openConversation}
            messages={view.messages}
            hasEarlier={view.hasEarlier}
            onShowEarlier={view.showEarlier}
            conversation={conversation}
            services={services}
            renderReplay={renderReplay}
          />
        </ChatCard>
        <Box {...requiresScript}>
          <SpeechKeyPanel />
        </Box>
      </Stack>
      <ConversationHistory view={view} history={history} />
      {mode !== 'chat' && conversationId !== undefined
        ? renderCall({ bot, mode, conversationId, ensureConversation, onEnd: () => chooseViewMode('chat') })
        : null}
    </Container>
  );
}
