import { useCallback, useState } from 'react';
import type { Bot } from '@/content/schema';
import { setMessageStatus, type MessageRecord } from '@/lib/db';
import type { SpeechServices } from '@/lib/speech/speech-services';
import { notify } from '@/lib/toaster';
import { logFailure } from './log-failure';
import { requestFor } from './question-request';
import { actOnFailure, type FailureAction } from './reply-outcome';
import type { LibraryAnswers } from './use-library-answers';
import { useReplyRecovery } from './use-reply-recovery';
import { useReplyRequests } from './use-reply-requests';
import { useStreamedReplies, type ReplyStream } from './use-streamed-reply';

type Services = Pick<SpeechServices, 'chat' | 'ensureSpeechKey' | 'forgetSpeechKey'>;

async function keepPartial(stream: ReplyStream, action: Extract<FailureAction, { type: 'keep-partial' }>) {
  await stream.finish(action.end).catch(logFailure('Saving the reply that broke off'));
  if (action.notice) notify(action.notice);
  return null;
}

export interface ModelReplies {
  /** Calls for `message` until it is answered or fails; after a refused key, with the new key. */
  readonly request: (message: MessageRecord, key: string) => Promise<void>;
  /** Ids of the visitor's messages whose reply this tab is waiting for (until its first text). */
  readonly waiting: ReadonlySet<string>;
  /** The text of replies streaming in now, by message id. */
  readonly live: ReadonlyMap<string, string>;
  readonly replying: boolean;
  /** Stops the replies in progress: what arrived is kept, marked as stopped. */
  readonly stop: () => void;
}

/** The assistant's own replies: each call streamed in, and what follows when one fails. */
export function useModelReplies(bot: Bot, services: Services, library: LibraryAnswers): ModelReplies {
  const { begin, end, stop, wasStopped, busy } = useReplyRequests(bot.id);
  const [waiting, setWaiting] = useState<ReadonlySet<string>>(() => new Set());
  const { live, open } = useStreamedReplies();
  const answered = useCallback((id: string) => {
    setWaiting((current) => new Set([...current].filter((other) => other !== id)));
  }, []);

  const recover = useReplyRecovery(bot, services, library);

  /** One call for `message`; resolves with a new key to try again with, after a refused key. */
  const attempt = useCallback(
    async (message: MessageRecord, key: string): Promise<string | null> => {
      const controller = begin();
      setWaiting((current) => new Set(current).add(message.id));
      const stream = open(message.conversationId, () => {
        // The first text has arrived: the typing indicator gives way to it.
        answered(message.id);
        void setMessageStatus(message.id, 'sent').catch(logFailure('Marking the message sent'));
      });
      try {
        // The message's id goes with it, so a later resend from the outbox is not answered twice.
        const input = { ...(await requestFor(bot, message)), requestId: message.id };
        const reply = await services.chat(key, input, controller.signal, stream.onText);
        await stream.finish('received', reply);
        await setMessageStatus(message.id, 'sent');
        return null;
      } catch (error) {
        const action = actOnFailure(error, { started: stream.started(), stopped: wasStopped(controller) });
        if (action.type === 'keep-partial') return await keepPartial(stream, action);
        await setMessageStatus(message.id, 'failed').catch(logFailure('Marking the message failed'));
        return await recover(action, message, key);
      } finally {
        end(controller);
        answered(message.id);
      }
    },
    [answered, begin, bot, end, open, recover, services, wasStopped],
  );

  const request = useCallback(
    async (message: MessageRecord, key: string): Promise<void> => {
      let next = await attempt(message, key);
      while (next !== null) {
        await setMessageStatus(message.id, 'sending');
        next = await attempt(message, next);
      }
    },
    [attempt],
  );

  return { request, waiting, live, replying: busy, stop };
}
