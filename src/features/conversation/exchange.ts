/**
 * One exchange with an assistant, end to end, whichever view it comes from (the chat, a call, the
 * home page's box, the launcher): the visitor's words are stored before anything is sent, the
 * reply is asked for (streamed) and stored as it grows, and a failure is dealt with by the one
 * table in failure-policy.ts. Views subscribe to the turn's events and render them.
 */
import { EMPTY_REPLY_FALLBACK, greetingFor } from '@/content/greetings';
import type { Bot } from '@/content/schema';
import { titleFromMessage, type MessageRecord } from '@/lib/db';
import { isOnline } from '@/lib/offline/online-status';
import type { ModelChat } from '@/lib/speech/model-chat';
import type { SpeechServices } from '@/lib/speech/speech-services';
import { notify } from '@/lib/toaster';
import type {
  ConversationPort,
  FailureKind,
  Question,
  ReplyEnd,
  TurnEvents,
  TurnOptions,
} from '@/lib/conversation/conversation-port';
import { actOnRetry, FAILURE_POLICY, failureKindOf, keyAfterRefusal, routeQuestion } from './failure-policy';
import { createLibraryAnswers, type FindHelp } from './library-answers';
import { replyWithoutModel } from './listen-only';
import { logFailure } from './log-failure';
import {
  addMessage,
  addMessages,
  createConversation as createConversationRow,
  setMessageStatus,
} from './message-store';
import { askModel, requestFor } from './model-request';
import { KEY_REFUSED_KEPT, SEND_FAILED } from './notices';
import { createOutboxKeeper } from './outbox/outbox-keeper';
import { interruptLeftover, openReply, questionBefore, type ReplyStream } from './reply-writer';
import { createSentenceSplitter } from './sentences';

export interface ConversationDeps {
  readonly services: SpeechServices & ModelChat;
  readonly findHelp: FindHelp;
}

/** Saves a new conversation that opens with the bot's greeting, as the visitor saw it. Returns its id. */
async function startConversation(bot: Bot, title: string): Promise<string> {
  const conversation = await createConversationRow(bot.id, title);
  await addMessage({
    conversationId: conversation.id,
    role: 'assistant',
    content: greetingFor(bot),
    status: 'received',
    source: 'greeting',
  });
  return conversation.id;
}

/** Hands a reply on a sentence at a time, as the sentences complete. */
function sentencesOf(events: TurnEvents) {
  const splitter = createSentenceSplitter();
  return {
    push: (piece: string) => {
      for (const sentence of splitter.push(piece)) events.sentence?.(sentence);
    },
    flush: () => {
      for (const sentence of splitter.flush()) events.sentence?.(sentence);
    },
  };
}

const settleAsIs = async (end: ReplyEnd, text: string) => ({ end, text });

export function createConversation({ services, findHelp }: ConversationDeps): ConversationPort {
  const outbox = createOutboxKeeper(services);
  const keepAndAnswer = createLibraryAnswers(findHelp, outbox);

  /** The saved key was refused: forget it and ask again; a new key sends the message at once. */
  async function replaceKey(bot: Bot, message: MessageRecord, refused: string): Promise<string | null> {
    // Should forgetting fail, the prompt gives back the same key, which counts as no new key.
    await services.forgetSpeechKey?.().catch(logFailure('Forgetting the refused key'));
    const fresh = keyAfterRefusal(refused, await services.ensureSpeechKey('chat'));
    if (fresh !== null) return fresh;
    notify(KEY_REFUSED_KEPT);
    await keepAndAnswer(bot, message, 'no-key').catch(logFailure('Keeping the question for a key'));
    return null;
  }

  /** The site's free allowance is used: the visitor's own key sends the message, else the library answers. */
  async function askForOwnKey(bot: Bot, message: MessageRecord): Promise<string | null> {
    const own = await services.ensureSpeechKey('chat');
    if (own !== null) return own;
    await keepAndAnswer(bot, message, 'no-key').catch(logFailure('Keeping the question for a key'));
    return null;
  }

  /** Tells the visitor what the table says and runs its offer; resolves with a key to try again with. */
  async function recover(kind: FailureKind, error: unknown, bot: Bot, message: MessageRecord, key: string) {
    const policy = FAILURE_POLICY[kind];
    const tell = (kept: boolean) => {
      const notice = policy.notice({ error, botName: bot.persona.name, kept });
      if (notice) notify(notice);
    };
    if (policy.offer === 'library-answer') {
      const outcome = await keepAndAnswer(bot, message, 'unreachable', { retrySoon: true });
      // Small talk was answered on the device: nothing failed that the visitor needs to know of.
      if (outcome !== 'answered') tell(outcome === 'kept');
      return null;
    }
    tell(false);
    if (policy.offer === 'own-key') return askForOwnKey(bot, message);
    return policy.offer === 'new-key' ? replaceKey(bot, message, key) : null;
  }

  /** Ends a reply that got some text: kept as far as it came (or as the view settles it). */
  async function keepPartial(stream: ReplyStream, end: ReplyEnd, options: TurnOptions) {
    const kept = await (options.settle ?? settleAsIs)(end, stream.text());
    await stream.finish(kept.end, kept.text).catch(logFailure('Saving the reply that broke off'));
    options.events?.done?.(kept.end, kept.text);
  }

  /** One call for `message`; resolves with a new key to try again with, after a refused key. */
  async function attempt(bot: Bot, message: MessageRecord, key: string, options: TurnOptions) {
    const events = options.events ?? {};
    const sentences = sentencesOf(events);
    const stream = openReply(message.conversationId, () => {
      events.started?.(stream.id);
      void setMessageStatus(message.id, 'sent').catch(logFailure('Marking the message sent'));
    });
    try {
      const request = await requestFor(bot, message);
      // The message's id goes with it, so a later resend from the outbox is not answered twice.
      const reply = await askModel(services, key, request, {
        requestId: message.id,
        signal: options.signal,
        onText: (piece) => {
          stream.onText(piece);
          events.text?.(stream.id, stream.text());
          sentences.push(piece);
        },
      });
      const whole = reply.trim() === '' ? EMPTY_REPLY_FALLBACK : reply;
      // A reply that came whole (or empty, as the fallback) is said in sentences all the same.
      if (!stream.started()) sentences.push(whole);
      sentences.flush();
      const kept = await (options.settle ?? settleAsIs)('received', whole);
      await stream.finish(kept.end, kept.text);
      await setMessageStatus(message.id, 'sent');
      events.done?.(kept.end, kept.text);
      return null;
    } catch (error) {
      const kind = failureKindOf(error, { started: stream.started(), stopped: options.stopped?.() ?? false });
      if (stream.started()) {
        await keepPartial(stream, kind === 'stopped' ? 'stopped' : 'interrupted', options);
        const notice = FAILURE_POLICY[kind].notice({ error, botName: bot.persona.name, kept: false });
        if (notice) notify(notice);
        return null;
      }
      await setMessageStatus(message.id, 'failed').catch(logFailure('Marking the message failed'));
      events.failed?.(kind);
      return await recover(kind, error, bot, message, key);
    }
  }

  /** Calls for `message` until it is answered or fails; after a refused key, with the new key. */
  async function request(bot: Bot, message: MessageRecord, key: string, options: TurnOptions): Promise<void> {
    let next = await attempt(bot, message, key, options);
    while (next !== null) {
      await setMessageStatus(message.id, 'sending');
      next = await attempt(bot, message, next, options);
    }
  }

  /** A statement to the listen-only bot: acknowledged on the device, no call and no key needed. */
  async function answerLocally(question: Question, reply: string, events: TurnEvents = {}) {
    const conversationId = await question.conversation(question.content);
    const { content, id, source = 'typed' } = question;
    await addMessages([
      { id, conversationId, role: 'user', content, status: 'sent', source },
      { conversationId, role: 'assistant', content: reply, status: 'received', source: 'local' },
    ]);
    question.onSaved?.();
    events.sentence?.(reply);
    events.done?.('received', reply);
  }

  /** Stores the visitor's words before anything is sent. */
  async function storeQuestion(question: Question): Promise<MessageRecord> {
    const conversationId = await question.conversation(question.content);
    const message = await addMessage({
      id: question.id,
      conversationId,
      role: 'user',
      content: question.content,
      status: 'sending',
      source: question.source ?? 'typed',
    });
    question.onSaved?.();
    return message;
  }

  return {
    startConversation: (bot: Bot, firstMessage: string) => startConversation(bot, titleFromMessage(firstMessage)),

    /**
     * A typed question: stored, then sent with the visitor's key, or answered by the library while
     * it waits in the outbox (offline, or no key). Resolves false when it could not be stored.
     * `reply` is called once the call for the reply is under way.
     */
    async send(question: Question, reply: (message: MessageRecord, key: string) => Promise<void>): Promise<boolean> {
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
    },

    request,

    /**
     * A spoken question in a call, with the call's key: stored, answered (streamed, its sentences
     * handed on as they complete), and the reply stored as far as the view settles it.
     */
    async speak(question: Question, key: string, options: TurnOptions): Promise<void> {
      const local = replyWithoutModel(question.bot, question.content);
      if (local !== null) return answerLocally(question, local, options.events);
      const message = await storeQuestion({ ...question, source: 'voice' });
      await request(question.bot, message, key, options);
    },

    /**
     * "Try again": asks the question of `shown` again (a reply's question, for an interrupted
     * reply), unless its reply is on its way already or the device is offline. Resolves with the
     * message and key to ask with, or null.
     */
    async retry(shown: MessageRecord, waiting: ReadonlySet<string>) {
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
    interruptLeftover,
  };
}
