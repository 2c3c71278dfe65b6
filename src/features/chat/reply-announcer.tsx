import { Box } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { MessageRecord } from '@/lib/db';
import { toSpokenText } from '@/lib/speech/spoken-text';

/**
 * The replies to announce, oldest first: the assistant's messages that have ended (one still
 * arriving is announced once, when it is complete), made since `since` (not the conversation a
 * page opens with, nor earlier messages shown on request) and not announced yet. The greeting is
 * part of the page, read with it.
 */
function repliesToAnnounce(
  messages: readonly MessageRecord[],
  since: number,
  announced: ReadonlySet<string>,
): MessageRecord[] {
  return messages.filter(
    (message) =>
      message.role === 'assistant' &&
      message.source !== 'greeting' &&
      message.status !== 'streaming' &&
      message.timestamp >= since &&
      !announced.has(message.id),
  );
}

/**
 * The most of a reply's text that is announced (a couple of minutes of listening): a longer one is
 * announced by its beginning, and only that much is parsed, so a huge reply's end costs no long task.
 */
const ANNOUNCED_CHARS = 2_000;
const REST_IN_CONVERSATION = '… The rest of the reply is in the conversation.';

/** What a screen reader says for a reply: who said it, and its words without the Markdown. */
function announcementOf(message: MessageRecord, botName: string): string {
  const { content } = message;
  if (content.length <= ANNOUNCED_CHARS) return `${botName} said: ${toSpokenText(content)}`;
  const head = content.slice(0, ANNOUNCED_CHARS);
  // Cut at a space where there is one, so no word is said in half.
  const space = head.lastIndexOf(' ');
  const words = toSpokenText(space > 0 ? head.slice(0, space) : head);
  return `${botName} said: ${words}${REST_IN_CONVERSATION}`;
}

/**
 * The one live region of a conversation: each reply of the assistant is said here once, whole,
 * when it has arrived. The conversation itself is a log that is read, not announced: a reply
 * growing token by token there would be read out in fragments.
 */
export function ReplyAnnouncer({
  messages,
  botName,
}: {
  readonly messages: readonly MessageRecord[] | undefined;
  readonly botName: string;
}) {
  const [since] = useState(() => Date.now());
  const announced = useRef(new Set<string>());
  const [latest, setLatest] = useState<{ readonly id: string; readonly text: string } | null>(null);
  useEffect(() => {
    const replies = repliesToAnnounce(messages ?? [], since, announced.current);
    for (const reply of replies) announced.current.add(reply.id);
    const last = replies.at(-1);
    if (last) setLatest({ id: last.id, text: announcementOf(last, botName) });
  }, [messages, since, botName]);
  return (
    <Box srOnly aria-live="polite">
      {latest && <p key={latest.id}>{latest.text}</p>}
    </Box>
  );
}
