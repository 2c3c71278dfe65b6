import { Box, Button, HStack, Skeleton, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { MessageRecord } from '@/lib/db';
import { MessageItem } from './message-item';

interface Props {
  readonly label: string;
  /** Undefined while the conversation loads. */
  readonly messages: readonly MessageRecord[] | undefined;
  readonly hasEarlier: boolean;
  readonly onShowEarlier: () => void;
  readonly botName: string;
  readonly waiting: ReadonlySet<string>;
  readonly onRetry: (message: MessageRecord) => void;
  readonly onCancel?: (message: MessageRecord) => void;
  /** Asks for the OpenAI key the waiting questions need. */
  readonly onGiveKey?: () => void;
  readonly renderReplay?: (text: string) => ReactNode;
  /** Replies growing now, by message id. */
  readonly live?: ReadonlyMap<string, string>;
}

const NOTHING_LIVE: ReadonlyMap<string, string> = new Map();

/**
 * The conversation, at most 80% of the viewport high, kept scrolled to the newest message. Only
 * the newest page of messages is rendered; older ones are added on request.
 */
export function MessageList({
  label,
  messages,
  hasEarlier,
  onShowEarlier,
  botName,
  waiting,
  onRetry,
  onCancel,
  onGiveKey,
  renderReplay,
  live = NOTHING_LIVE,
}: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const edges = useRef<{ first?: string; last?: string; height: number }>({ height: 0 });
  const typing = waiting.size > 0;
  const streaming = live.size > 0;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || !messages) return;
    const first = messages[0]?.id;
    const last = messages.at(-1)?.id;
    const previous = edges.current;
    const growing = typing || streaming;
    if (last !== previous.last || (growing && previous.last === last && previous.first === first)) {
      element.scrollTop = element.scrollHeight;
    } else if (first !== previous.first) {
      // Earlier messages were added above: keep the ones being read where they were.
      element.scrollTop += element.scrollHeight - previous.height;
    }
    edges.current = { first, last, height: element.scrollHeight };
  }, [messages, typing, streaming, live]);

  return (
    <Box
      ref={scroller}
      role="log"
      aria-label={label}
      aria-live="polite"
      // A growing reply is announced once, complete, rather than token by token.
      aria-busy={streaming}
      // Focusable so keyboard users can scroll it.
      tabIndex={0}
      maxH="80vh"
      minH="40"
      overflowY="auto"
      bg="cream.50"
      borderWidth="1px"
      borderColor="cream.300"
      rounded="xl"
      p={{ base: '3', md: '4' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'paprika.600' }}
    >
      <Stack gap="3">
        {hasEarlier && (
          <Button alignSelf="center" size="xs" variant="outline" onClick={onShowEarlier}>
            Show earlier messages
          </Button>
        )}
        {messages === undefined ? (
          <Stack gap="3" aria-hidden="true">
            <Skeleton height="12" width="60%" />
            <Skeleton height="10" width="40%" alignSelf="flex-end" />
          </Stack>
        ) : (
          messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              botName={botName}
              waiting={waiting.has(message.id)}
              onRetry={onRetry}
              onCancel={onCancel}
              onGiveKey={onGiveKey}
              renderReplay={renderReplay}
              liveText={live.get(message.id)}
            />
          ))
        )}
        {typing && (
          <HStack gap="2" color="fg.muted" role="status">
            <Spinner size="xs" />
            <Text fontSize="sm">{botName} is typing…</Text>
          </HStack>
        )}
      </Stack>
    </Box>
  );
}
