import { Box, Button, Card, Container, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { NoScriptNote, requiresScript } from '@/components/noscript-note';
import { PageHeading } from '@/components/page-heading';
import { paths, type CallMode } from '@/config/paths';
import { bots } from '@/content/bots';
import { site } from '@/content/site';
import type { Bot } from '@/content/schema';
import { openDatabaseEarly } from '@/lib/db';
import type { SpeechServices } from '@/lib/speech/speech-services';
import { BotHeader } from './bot-header';
import { ChatControls } from './chat-controls';
import { HistoryDialog } from './history-dialog';
import { ChatThread } from './chat-thread';
import { SpeechKeyPanel } from './speech-key-panel';
import type { FindHelp } from './use-library-answers';
import { useStorageNotices } from './storage-notices';
import { useConversationOnDemand } from './start-conversation';
import { useChatView } from './use-chat-view';

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
  /** Help topics for offline answers (the search feature's lookup). */
  readonly findHelp: FindHelp;
  /** The speech key and the assistant's replies. */
  readonly services: Pick<SpeechServices, 'ensureSpeechKey' | 'chat' | 'prepare'>;
  /** The call screen (the voice feature's), shown while a call is on. */
  readonly renderCall: (props: CallProps) => ReactNode;
  /** A control under each assistant reply that reads it aloud (the voice feature's). */
  readonly renderReplay?: (props: ReplayProps) => ReactNode;
}

// The route's chunk loads before the page renders: open the database meanwhile.
openDatabaseEarly();

/**
 * The /bots page: choose one of the assistants, chat with it (saved on the device, resumed on
 * return), browse its saved conversations, or start a voice or video call.
 */
export function ChatPage({ findHelp, services, renderCall, renderReplay }: ChatPageProps) {
  const view = useChatView();
  const { bot, mode, conversationId } = view;
  const ensureConversation = useConversationOnDemand(
    bot,
    conversationId ?? null,
    `${mode === 'video' ? 'Video' : 'Voice'} call`,
    view.openConversation,
  );
  const [historyOpen, setHistoryOpen] = useState(false);
  // The history dialog mounts when first opened, then stays for its closing and later uses: a
  // dialog's portal, mounted with the page, renders again at once after hydration (Ark's Portal
  // tells the server from the browser with a store), with all it holds.
  const [historyUsed, setHistoryUsed] = useState(false);
  const openHistory = () => {
    setHistoryUsed(true);
    setHistoryOpen(true);
  };
  useStorageNotices();

  const headingId = 'chat-bot-name';
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Stack gap="5">
        <PageHeading title="Chat with AI Assistants" gap="2" maxW="none">
          <Text color="fg.muted">
            Pick one of our {bots.length} assistants and talk by text, voice or video. Conversations are saved on your
            device.
          </Text>
        </PageHeading>
        <NoScriptNote>
          Chatting with the assistants needs JavaScript, which is turned off in this browser. To talk to a person, call{' '}
          <a href={site.phone.href}>{site.phone.display}</a>; answers to common questions are in the{' '}
          <a href={paths.knowledgebase}>knowledge base</a>.
        </NoScriptNote>
        <ChatControls bot={bot} onChooseBot={view.chooseBot} mode={mode} onChooseMode={view.chooseMode} />

        <Card.Root as="section" aria-labelledby={headingId} bg="bg.panel" borderColor="cream.300" {...requiresScript}>
          <Card.Header>
            <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="3">
              <BotHeader bot={bot} headingId={headingId} />
              <HStack gap="2" flexShrink={0} align="flex-start" wrap="wrap">
                <Button size="sm" variant="outline" onClick={() => view.openConversation(null)}>
                  New chat
                </Button>
                <Button size="sm" variant="outline" onClick={openHistory}>
                  History
                </Button>
              </HStack>
            </Stack>
          </Card.Header>
          <Card.Body>
            <ChatThread
              bot={bot}
              conversationId={conversationId}
              onConversationCreated={view.openConversation}
              messages={view.messages}
              hasEarlier={view.hasEarlier}
              onShowEarlier={view.showEarlier}
              findHelp={findHelp}
              services={services}
              renderReplay={renderReplay}
            />
          </Card.Body>
        </Card.Root>

        <Box {...requiresScript}>
          <SpeechKeyPanel />
        </Box>
      </Stack>

      {historyUsed && (
        <HistoryDialog
          bot={bot}
          open={historyOpen}
          onOpenChange={setHistoryOpen}
          activeId={conversationId ?? null}
          onOpenConversation={(id) => {
            view.openConversation(id);
            setHistoryOpen(false);
          }}
          onDeleted={(id) => {
            if (id === conversationId) view.showLatest();
          }}
        />
      )}

      {mode !== 'chat' && conversationId !== undefined
        ? renderCall({ bot, mode, conversationId, ensureConversation, onEnd: () => view.chooseMode('chat') })
        : null}
    </Container>
  );
}
