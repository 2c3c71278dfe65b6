import { Badge, Box, Button, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import type { MessageRecord } from '@/lib/db';
import { MarkdownView } from './markdown-view';
import { WaitingStatus } from './outbox/waiting-status';

/** A 'sending' message older than this is not waiting for anything any more (tab closed mid-call). */
const STALE_SENDING_MS = 60_000;

interface Props {
  readonly message: MessageRecord;
  readonly botName: string;
  readonly waiting: boolean;
  readonly onRetry: (message: MessageRecord) => void;
  /** Takes a question waiting in the outbox out of it. */
  readonly onCancel?: (message: MessageRecord) => void;
  /** Asks for the OpenAI key the waiting questions need. */
  readonly onGiveKey?: (() => void) | undefined;
  readonly renderReplay?: (text: string) => ReactNode;
  /** The reply's text as it streams in, when it is growing in this tab. */
  readonly liveText?: string | undefined;
}

/** One message: the visitor's on the right as plain text, the assistant's on the left as Markdown. */
export const MessageItem = memo(function MessageItem({
  message,
  botName,
  waiting,
  onRetry,
  onCancel,
  onGiveKey,
  renderReplay,
  liveText,
}: Props) {
  const mine = message.role === 'user';
  const growing = liveText !== undefined;
  const content = liveText ?? message.content;
  // A reply left `streaming` with nothing growing it is one whose tab closed mid-reply.
  const broken = !growing && (message.status === 'interrupted' || message.status === 'streaming');
  const stale = message.status === 'sending' && !waiting && Date.now() - message.timestamp > STALE_SENDING_MS;
  const unanswered = mine && (message.status === 'failed' || stale);
  return (
    <Box
      data-message-id={message.id}
      data-role={message.role}
      data-status={growing ? 'streaming' : broken ? 'interrupted' : message.status}
      alignSelf={mine ? 'flex-end' : 'flex-start'}
      maxW="85%"
      bg={mine ? 'paprika.700' : 'bg.panel'}
      color={mine ? 'white' : 'fg'}
      borderWidth={mine ? '0' : '1px'}
      borderColor="cream.300"
      rounded="xl"
      px="4"
      py="2.5"
    >
      <VisuallyHidden>{mine ? 'You said:' : `${botName} said:`}</VisuallyHidden>
      {mine ? (
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere" data-content="">
          {message.content}
        </Text>
      ) : (
        <MarkdownView source={content} streaming={growing} />
      )}
      {!mine && !growing && renderReplay && content.trim() !== '' ? renderReplay(content) : null}
      {!mine && !growing && message.status === 'stopped' && (
        <Text fontSize="xs" mt="1.5" color="fg.muted">
          Stopped
        </Text>
      )}
      {!mine && broken && (
        <HStack mt="1.5" gap="2">
          <Text fontSize="xs" color="fg.muted">
            Interrupted: the reply did not arrive in full
          </Text>
          <Button size="2xs" variant="surface" colorPalette="gray" onClick={() => onRetry(message)}>
            Try again
          </Button>
        </HStack>
      )}
      {(message.source === 'offline' || message.source === 'library') && (
        <Badge mt="2" colorPalette="herb" variant="solid">
          {message.source === 'offline' ? 'Offline answer' : 'Help library answer'}
        </Badge>
      )}
      {mine && message.status === 'sending' && !stale && (
        <Text fontSize="xs" mt="1" color="paprika.100">
          Sending…
        </Text>
      )}
      {mine && message.status === 'queued' && (
        <WaitingStatus botName={botName} onCancel={() => onCancel?.(message)} onGiveKey={onGiveKey} />
      )}
      {unanswered && (
        <HStack mt="1.5" gap="2">
          <Text fontSize="xs" color="paprika.100">
            Not answered
          </Text>
          <Button size="2xs" variant="surface" colorPalette="gray" onClick={() => onRetry(message)}>
            Retry
          </Button>
        </HStack>
      )}
    </Box>
  );
});
