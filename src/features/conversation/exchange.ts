/**
 * One exchange with an assistant, end to end, whichever view it comes from (the chat, a call, the
 * home page's box, the launcher): the visitor's words are stored before anything is sent
 * (questions.ts), the reply is asked for, streamed and stored as it grows (reply-request.ts), and a
 * failure is dealt with by the one table in failure-policy.ts (recovery.ts). Views subscribe to the
 * turn's events and render them.
 */
import type { MessageRecord } from '@/lib/db';
import { isOnline } from '@/lib/offline/online-status';
import type { ModelChat } from '@/lib/speech/model-chat';
import type { SpeechServices } from '@/lib/speech/speech-services';
import { notify } from '@/lib/toaster';
import type { ConversationPort, Question } from '@/lib/conversation/conversation-port';
import { actOnRetry, routeQuestion } from './failure-policy';
import { createLibraryAnswers, type FindHelp } from './library-answers';
import { replyWithoutModel } from './listen-only';
import { setMessageStatus } from './message-store';
import { SEND_FAILED } from './notices';
import { createOutboxKeeper, type OutboxKeeper } from './outbox/outbox-keeper';
import { answerLocally, startConversation, storeQuestion, storeSpoken } from './questions';
import { createRecovery } from './recovery';
import { createReplyRequest } from './reply-request';
import { interruptLeftover, questionBefore } from './reply-writer';

export interface ConversationDeps {
  readonly services: SpeechServices & ModelChat;
  readonly findHelp: FindHelp;
}

interface Sending {
  readonly services: SpeechServices;
  readonly outbox: OutboxKeeper;
  readonly keepAndAnswer: ReturnType<typeof createLibraryAnswers>;
}

/**
 * A typed question: stored, then sent with the visitor's key, or answered by the library while it
 * waits in the outbox (offline, or no key). Resolves false when it could not be stored. `reply` is
 * called once the call for the reply is under way.
 */
async function send(
  { services, outbox, keepAndAnswer }: Sending,
  question: Question,
  reply: (message: MessageRecord, key: string) => Promise<void>,
): Promise<boolean> {
  try {
    const local = replyWithoutModel(question.bot, question.content);
    if (local !== null) {
      await answerLocally(question, local);
      return true;
    }
    // Saved and shown first, then the key is asked for (online): declining it (after its "API
    // Key Required" notice) or being offline makes the question wait in the outbox, "Waiting to
    // send". A key that could not be looked up (its code did not load) leaves it waiting too.
    const message = await storeQuestion(question);
    const online = isOnline();
    const key = online ? await services.ensureSpeechKey(question.purpose ?? 'chat').catch(() => null) : null;
    const route = routeQuestion(online, key);
    if (route.type !== 'ask') {
      await keepAndAnswer(question.bot, message, route.type === 'wait-for-key' ? 'no-key' : 'unreachable');
      return true;
    }
    outbox.sendWaiting();
    void reply(message, route.key);
    return true;
  } catch {
    notify(SEND_FAILED);
    return false;
  }
}

export function createConversation({ services, findHelp }: ConversationDeps): ConversationPort {
  const outbox = createOutboxKeeper(services);
  const keepAndAnswer = createLibraryAnswers(findHelp, outbox);
  const request = createReplyRequest(services, createRecovery(services, keepAndAnswer));

  return {
    startConversation,
    send: (question, reply) => send({ services, outbox, keepAndAnswer }, question, reply),
    request,

    /**
     * A spoken question in a call, with the call's key: stored, answered (streamed, its sentences
     * handed on as they complete), and the reply stored as far as the view settles it.
     */
    async speak(question, key, options) {
      const local = replyWithoutModel(question.bot, question.content);
      if (local !== null) return answerLocally(question, local, options.events);
      const message = await storeQuestion({ ...question, source: 'voice' });
      await request(question.bot, message, key, options);
    },

    async keepSpoken(question, reply) {
      try {
        await storeSpoken(question, reply);
        return true;
      } catch (error) {
        console.warn('A spoken exchange could not be saved.', error);
        notify(SEND_FAILED);
        return false;
      }
    },

    /**
     * "Try again": asks the question of `shown` again (a reply's question, for an interrupted
     * reply), unless its reply is on its way already or the device is offline. Resolves with the
     * message and key to ask with, or null.
     */
    async retry(shown, waiting) {
      const message = shown.role === 'user' ? shown : await questionBefore(shown);
      const action = actOnRetry(message?.id ?? null, waiting, isOnline());
      if (action.type === 'notify') notify(action.notice);
      if (action.type !== 'ask' || message === null) return null;
      const key = await services.ensureSpeechKey('chat');
      if (key === null) return null;
      await setMessageStatus(message.id, 'sending');
      return { message, key };
    },

    outbox,
    interruptLeftover: async (message) => interruptLeftover(message),
  };
}
