import { Box } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { MessageRecord } from '@/lib/db';
import { preloadSpokenText, spokenText } from '@/lib/markdown/on-demand';

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
async function announcementOf(message: MessageRecord, botName: string): Promise<string> {
  const { content } = message;
  if (content.length <= ANNOUNCED_CHARS) return `${botName} said: ${await spokenText(content)}`;
  const head = content.slice(0, ANNOUNCED_CHARS);
  // Cut at a space where there is one, so no word is said in half.
  const space = head.lastIndexOf(' ');
  const words = await spokenText(space > 0 ? head.slice(0, space) : head);
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
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    preloadSpokenText();
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    const replies = repliesToAnnounce(messages ?? [], since, announced.current);
    for (const reply of replies) announced.current.add(reply.id);
    const last = replies.at(-1);
    // Not cancelled by the next change of the messages: a reply marked announced must be said.
    if (last)
      void announcementOf(last, botName).then((text) => {
        if (mounted.current) setLatest({ id: last.id, text });
      });
  }, [messages, since, botName]);
  return (
    <Box srOnly aria-live="polite">
      {latest && <p key={latest.id}>{latest.text}</p>}
    </Box>
  );
}
