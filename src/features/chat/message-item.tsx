import { Badge, Box, Button, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import type { MessageRecord } from '@/lib/db';
import { MarkdownView } from './markdown-view';
import { describeMessage, type MessageState } from './message-state';
import { WaitingStatus } from './outbox/waiting-status';

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

/** A short note with the one thing to do about it. */
function NoteWithAction({
  note,
  color,
  action,
  onAction,
}: {
  readonly note: string;
  readonly color: string;
  readonly action: string;
  readonly onAction: () => void;
}) {
  return (
    <HStack mt="1.5" gap="2">
      <Text fontSize="xs" color={color}>
        {note}
      </Text>
      <Button size="2xs" variant="surface" colorPalette="gray" onClick={onAction}>
        {action}
      </Button>
    </HStack>
  );
}

type FooterProps = Pick<Props, 'message' | 'onRetry'> & { readonly state: MessageState };

/** Under a reply: the control that reads it aloud, and whether it was stopped or broke off. */
function ReplyFooter({ message, state, onRetry, renderReplay }: FooterProps & Pick<Props, 'renderReplay'>) {
  const { growing, content, broken } = state;
  return (
    <>
      {!growing && renderReplay && content.trim() !== '' ? renderReplay(content) : null}
      {!growing && message.status === 'stopped' && (
        <Text fontSize="xs" mt="1.5" color="fg.muted">
          Stopped
        </Text>
      )}
      {broken && (
        <NoteWithAction
          note="Interrupted: the reply did not arrive in full"
          color="fg.muted"
          action="Try again"
          onAction={() => onRetry(message)}
        />
      )}
    </>
  );
}

/** Under a question: where it is on its way to the assistant, and a Retry when it got nowhere. */
function QuestionFooter({
  message,
  state,
  onRetry,
  botName,
  onCancel,
  onGiveKey,
}: FooterProps & Pick<Props, 'botName' | 'onCancel' | 'onGiveKey'>) {
  return (
    <>
      {message.status === 'sending' && !state.stale && (
        <Text fontSize="xs" mt="1" color="paprika.100">
          Sending…
        </Text>
      )}
      {message.status === 'queued' && (
        <WaitingStatus botName={botName} onCancel={() => onCancel?.(message)} onGiveKey={onGiveKey} />
      )}
      {state.unanswered && (
        <NoteWithAction note="Not answered" color="paprika.100" action="Retry" onAction={() => onRetry(message)} />
      )}
    </>
  );
}

/** The same stored message, whether or not it is the same object (each read of the log gives new ones). */
function sameMessage(before: MessageRecord, after: MessageRecord): boolean {
  const keys = Object.keys(before) as (keyof MessageRecord)[];
  return keys.length === Object.keys(after).length && keys.every((key) => before[key] === after[key]);
}

/** Drawn again only when what it shows changes: not for a new read of the same message from storage. */
function sameItem(before: Props, after: Props): boolean {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof Props>;
  return [...keys].every((key) =>
    key === 'message' ? sameMessage(before.message, after.message) : before[key] === after[key],
  );
}

/** One message: the visitor's on the right as plain text, the assistant's on the left as Markdown. */
export const MessageItem = memo(function MessageItem(props: Props) {
  const { message, botName, waiting, liveText } = props;
  const state = describeMessage(message, { waiting, liveText });
  const { mine } = state;
  return (
    <Box
      data-message-id={message.id}
      data-role={message.role}
      data-status={state.status}
      alignSelf={mine ? 'flex-end' : 'flex-start'}
      // On a phone the log is the screen's width already: a narrower bubble only wraps more.
      maxW={{ base: '95%', sm: '85%' }}
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
        <MarkdownView source={state.content} streaming={state.growing} />
      )}
      {mine ? null : <ReplyFooter {...props} state={state} />}
      {(message.source === 'offline' || message.source === 'library') && (
        <Badge mt="2" colorPalette="herb" variant="solid">
          {message.source === 'offline' ? 'Offline answer' : 'Help library answer'}
        </Badge>
      )}
      {mine ? <QuestionFooter {...props} state={state} /> : null}
    </Box>
  );
}, sameItem);
