import { useCallback, useEffect, useRef, useState } from 'react';
import type { Bot } from '@/content/schema';
import type { ConversationPort } from '@/lib/conversation/conversation-port';
import type { MessageRecord } from '@/lib/db';
import { createFrameBatcher } from './frame-batcher';
import { useReplyRequests } from './use-reply-requests';

export interface ModelReplies {
  /** Calls for `message` until it is answered or fails; after a refused key, with the new key. */
  readonly request: (message: MessageRecord, key: string) => Promise<void>;
  /** Ids of the visitor's messages whose reply this tab is waiting for (until its first text). */
  readonly waiting: ReadonlySet<string>;
  /** The text of replies streaming in now, by message id, as rendered this frame. */
  readonly live: ReadonlyMap<string, string>;
  readonly replying: boolean;
  /** Stops the replies in progress: what arrived is kept, marked as stopped. */
  readonly stop: () => void;
}

/** Sets or removes (null) one entry of a map held in state. */
const withEntry = <T>(current: ReadonlyMap<string, T>, id: string, value: T | null) => {
  const next = new Map(current);
  if (value === null) next.delete(id);
  else next.set(id, value);
  return next;
};

/**
 * The assistant's replies on screen: the core asks and stores them; this view shows the typing
 * indicator until the first text, then the growing text at most once per animation frame.
 */
export function useModelReplies(bot: Bot, conversation: Pick<ConversationPort, 'request'>): ModelReplies {
  const { begin, end, stop, wasStopped, busy } = useReplyRequests(bot.id);
  const [waiting, setWaiting] = useState<ReadonlySet<string>>(() => new Set());
  const [live, setLive] = useState<ReadonlyMap<string, string>>(() => new Map());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const show = useCallback((id: string, text: string | null) => {
    if (mounted.current) setLive((current) => withEntry(current, id, text));
  }, []);
  const answered = useCallback((id: string) => {
    setWaiting((current) => new Set([...current].filter((other) => other !== id)));
  }, []);

  const request = useCallback(
    async (message: MessageRecord, key: string): Promise<void> => {
      const controller = begin();
      setWaiting((current) => new Set(current).add(message.id));
      let frames: { id: string; batcher: ReturnType<typeof createFrameBatcher<string>>; shown: boolean } | null = null;
      const close = () => {
        frames?.batcher.cancel();
        if (frames) show(frames.id, null);
        frames = null;
      };
      try {
        await conversation.request(bot, message, key, {
          signal: controller.signal,
          stopped: () => wasStopped(controller),
          events: {
            // The first text has arrived: the typing indicator gives way to it.
            started: (replyId) => {
              answered(message.id);
              frames = {
                id: replyId,
                batcher: createFrameBatcher<string>((value) => show(replyId, value)),
                shown: false,
              };
            },
            text: (replyId, text) => {
              if (frames?.id !== replyId) return;
              // The first piece at once, the rest once per frame.
              if (frames.shown) frames.batcher.push(text);
              else show(replyId, text);
              frames.shown = true;
            },
            done: close,
            failed: close,
          },
        });
      } finally {
        close();
        end(controller);
        answered(message.id);
      }
    },
    [answered, begin, bot, conversation, end, show, wasStopped],
  );

  return { request, waiting, live, replying: busy, stop };
}
