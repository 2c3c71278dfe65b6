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

/** What a screen reader says for a reply: who said it, and its words without the Markdown. */
function announcementOf(message: MessageRecord, botName: string): string {
  return `${botName} said: ${toSpokenText(message.content)}`;
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
