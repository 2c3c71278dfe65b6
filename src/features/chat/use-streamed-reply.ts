import { useCallback, useEffect, useRef, useState } from 'react';
import { addMessage, interruptLeftoverReply, listMessagesBefore, updateMessage, type MessageRecord } from '@/lib/db';
import { SpeechError } from '@/lib/speech/speech-error';
import { notify } from '@/lib/toaster';
import { createFrameBatcher } from './frame-batcher';
import { EMPTY_REPLY_FALLBACK } from './greeting';
import { createReplySaver } from './reply-saver';

/** Replies this tab streams or streamed: never taken for ones left over by a closed tab. */
const ownReplies = new Set<string>();

/** How a streamed reply ended. */
type ReplyEnd = Extract<MessageRecord['status'], 'received' | 'stopped' | 'interrupted'>;

/** One reply as it streams in. */
export interface ReplyStream {
  /** Takes the next piece of text (the client's `onText`). */
  readonly onText: (piece: string) => void;
  /** Whether any text arrived, so that the reply is on screen and saved. */
  readonly started: () => boolean;
  /**
   * Writes the whole text (`text` when given, else what arrived) with its final status. A reply
   * that never streamed (a whole answer) is saved here as received, an empty one as the fallback.
   */
  readonly finish: (end: ReplyEnd, text?: string) => Promise<void>;
}

export interface StreamedReplies {
  /** The text of each reply streaming in this tab, by message id, as rendered this frame. */
  readonly live: ReadonlyMap<string, string>;
  /** Starts a reply in a conversation; `onFirstText` runs when its first piece arrives. */
  readonly open: (conversationId: string, onFirstText: () => void) => ReplyStream;
}

/**
 * Replies that grow on screen as they arrive: the reply is saved as a `streaming` message at its
 * first piece (the typing indicator then gives way to it), its text is rendered at most once per
 * animation frame from memory, and written to the device at least every 500 ms, so a reload in the
 * middle shows what had arrived.
 */
export function useStreamedReplies(): StreamedReplies {
  const [live, setLive] = useState<ReadonlyMap<string, string>>(() => new Map());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const show = useCallback((id: string, text: string | null) => {
    if (!mounted.current) return;
    setLive((current) => {
      const next = new Map(current);
      if (text === null) next.delete(id);
      else next.set(id, text);
      return next;
    });
  }, []);

  const open = useCallback(
    (conversationId: string, onFirstText: () => void): ReplyStream => {
      // Known before the row is saved, so the page never sees the row without its live text.
      const id = crypto.randomUUID();
      ownReplies.add(id);
      let text = '';
      let row: Promise<MessageRecord> | null = null;
      const frames = createFrameBatcher<string>((value) => show(id, value));
      const saver = createReplySaver(async (value) => {
        // `streaming` again, in case another tab took the row for one left over from a closed tab.
        if (await row?.catch(() => null)) await updateMessage(id, { content: value, status: 'streaming' });
      });
      return {
        onText(piece) {
          text += piece;
          if (row === null) {
            show(id, text);
            onFirstText();
            row = addMessage({
              id,
              conversationId,
              role: 'assistant',
              content: text,
              status: 'streaming',
              source: 'remote',
            });
            row.catch(() => undefined);
            return;
          }
          frames.push(text);
          saver.update(text);
        },
        started: () => row !== null,
        async finish(end, whole) {
          frames.cancel();
          if (row === null && end === 'received') {
            const content = (whole ?? '').trim() === '' ? EMPTY_REPLY_FALLBACK : (whole ?? '');
            await addMessage({ conversationId, role: 'assistant', content, status: 'received', source: 'remote' });
            return;
          }
          const saved = await row?.catch(() => null);
          if (saved) await saver.close(() => updateMessage(id, { content: whole ?? text, status: end }));
          show(id, null);
        },
      };
    },
    [show],
  );

  return { live, open };
}

/**
 * Ends a reply that broke off after its first piece: its text is kept, marked `stopped` when the
 * visitor pressed Stop, else `interrupted` (with a plain notice, unless the visitor left the chat),
 * where "Try again" asks again.
 */
export async function endBrokenReply(stream: ReplyStream, stopped: boolean, error: unknown): Promise<null> {
  await stream.finish(stopped ? 'stopped' : 'interrupted').catch(() => undefined);
  if (!stopped && !(error instanceof SpeechError && error.kind === 'aborted')) {
    notify({
      title: 'Reply interrupted',
      description:
        'The connection dropped while the reply was arriving. What arrived is kept; use Try again to ask again.',
      variant: 'destructive',
    });
  }
  return null;
}

/** The visitor's message a reply answered: the latest one saved before it. */
export async function questionBefore(reply: MessageRecord): Promise<MessageRecord | null> {
  const earlier = await listMessagesBefore(reply.conversationId, reply.timestamp, 20);
  return earlier.findLast((message) => message.role === 'user') ?? null;
}

/**
 * Replies left `streaming` by a tab that closed mid-reply (or a reload) are no longer growing:
 * shown on screen, they are marked `interrupted` (once each), so "Try again" is offered.
 */
export function useInterruptedLeftovers(messages: readonly MessageRecord[]): void {
  const marked = useRef(new Set<string>());
  useEffect(() => {
    for (const message of messages) {
      if (message.status !== 'streaming' || ownReplies.has(message.id) || marked.current.has(message.id)) continue;
      marked.current.add(message.id);
      void interruptLeftoverReply(message.id).catch(() => undefined);
    }
  }, [messages]);
}
