import { Box, Button, HStack, Skeleton, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import type { MessageRecord } from '@/lib/db';
import { MessageItem } from './message-item';
import { ReplyAnnouncer } from './reply-announcer';
import { scrollMoveFor, type ListEdges, type ScrollMove } from './scroll-to-newest';

interface Props {
  readonly label: string;
  /** Undefined while the conversation loads. */
  readonly messages: readonly MessageRecord[] | undefined;
  /** Which conversation this is is still being read from the device (what shows is its greeting). */
  readonly reading?: boolean;
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

/** Scrolled to the end, give or take a pixel of rounding. */
const isAtEnd = (element: HTMLElement) => element.scrollHeight - element.scrollTop - element.clientHeight < 2;

/**
 * Keeps the list whose element gets the returned ref scrolled to the newest message while it
 * grows, and in place as earlier ones are added.
 */
function useScrollToNewest(
  messages: readonly MessageRecord[] | undefined,
  typing: boolean,
  streaming: boolean,
  live: ReadonlyMap<string, string>,
): RefObject<HTMLDivElement | null> {
  const scroller = useRef<HTMLDivElement>(null);
  const edges = useRef<ListEdges>({ height: 0 });
  // The move this commit asks for, kept until the frame makes it: to the newest wins.
  const pending = useRef<ScrollMove>('stay');
  // Whether the reader is at the end, as they scroll (read from the scroll, not in a commit).
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const onScroll = () => {
      edges.current = { ...edges.current, atEnd: isAtEnd(element) };
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, []);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || !messages) return;
    const first = messages[0]?.id;
    const last = messages.at(-1)?.id;
    const move = scrollMoveFor(edges.current, first, last, typing || streaming);
    if (move === 'to-newest' || pending.current === 'stay') pending.current = move;
    edges.current = { ...edges.current, first, last };
    // Measured just before the frame is painted, not in this commit: more commits often follow in
    // the same task, and reading the height here laid the page out twice.
    const frame = requestAnimationFrame(() => {
      if (pending.current === 'to-newest') element.scrollTop = element.scrollHeight;
      else if (pending.current === 'keep-reading') element.scrollTop += element.scrollHeight - edges.current.height;
      pending.current = 'stay';
      edges.current = { ...edges.current, height: element.scrollHeight, atEnd: isAtEnd(element) };
    });
    return () => cancelAnimationFrame(frame);
  }, [messages, typing, streaming, live]);
  return scroller;
}

/** Where the messages will be, while the conversation loads. */
function LoadingMessages() {
  return (
    <Stack gap="3" aria-hidden="true">
      <Skeleton height="12" width="60%" />
      <Skeleton height="10" width="40%" alignSelf="flex-end" />
    </Stack>
  );
}

function TypingStatus({ botName }: { readonly botName: string }) {
  return (
    <HStack gap="2" color="fg.muted" role="status">
      <Spinner size="xs" />
      <Text fontSize="sm">{botName} is typing…</Text>
    </HStack>
  );
}

/**
 * The conversation, at most 80% of the viewport high, kept scrolled to the newest message. Only
 * the newest page of messages is rendered; older ones are added on request.
 */
export function MessageList({
  label,
  messages,
  reading = false,
  hasEarlier,
  onShowEarlier,
  botName,
  waiting,
  live = NOTHING_LIVE,
  ...forEachMessage
}: Props) {
  const typing = waiting.size > 0;
  const streaming = live.size > 0;
  const scroller = useScrollToNewest(messages, typing, streaming, live);

  return (
    <>
      <Box
        ref={scroller}
        role="log"
        aria-label={label}
        // Read, not announced: replies are announced once each, whole, by the ReplyAnnouncer below.
        aria-live="off"
        // Still tells a reader who is in the log that it is being read from the device, or that a
        // reply is being written.
        aria-busy={reading || messages === undefined || streaming}
        // Focusable so keyboard users can scroll it.
        tabIndex={0}
        maxH="80vh"
        minH="40"
        overflowY="auto"
        bg="cream.50"
        borderWidth="1px"
        borderColor="cream.300"
        rounded="xl"
        p={{ base: '2', sm: '3', md: '4' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'paprika.600' }}
      >
        <Stack gap="3">
          {hasEarlier && (
            <Button alignSelf="center" size="xs" variant="outline" onClick={onShowEarlier}>
              Show earlier messages
            </Button>
          )}
          {messages === undefined ? (
            <LoadingMessages />
          ) : (
            messages.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                botName={botName}
                waiting={waiting.has(message.id)}
                liveText={live.get(message.id)}
                {...forEachMessage}
              />
            ))
          )}
          {typing && <TypingStatus botName={botName} />}
        </Stack>
      </Box>
      <ReplyAnnouncer messages={messages} botName={botName} />
    </>
  );
}
