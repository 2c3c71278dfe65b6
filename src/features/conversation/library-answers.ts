/** The help library's answers while the assistant's own cannot be had. */
import type { Bot } from '@/content/schema';
import { listMessagesBefore, type MessageRecord } from '@/lib/db';
import { getReadingMode, isReadingModeOn } from '@/lib/reading-mode/reading-mode';
import { logFailure } from './log-failure';
import { addMessage, setMessageStatus } from './message-store';
import { answerOffline, type LibraryFindings, type LibraryLookup, type LibraryReason } from './offline-responder';
import type { OutboxKeeper } from './outbox/outbox-keeper';
import { replyToSmallTalk, smallTalkOf } from './small-talk';

/** What the help library says to a question (the search feature's answer, passed in by the app). */
export type FindHelp = (question: string) => Promise<LibraryFindings>;

async function lookUp(findHelp: FindHelp, question: string): Promise<LibraryLookup> {
  try {
    return await findHelp(question);
  } catch {
    // The lookup rejects when the library could not be loaded (offline on a first visit): that is
    // not the same as "nothing found", and the answer must not pretend it is.
    return 'unavailable';
  }
}

/**
 * Whether the question just before `message` waits for a key and its library answer said so: the
 * visitor is told what a key is for once, not under every question.
 */
async function toldAboutKey(message: MessageRecord): Promise<boolean> {
  const [question, answer] = await listMessagesBefore(message.conversationId, message.timestamp, 2);
  return question?.status === 'queued' && answer?.source === 'library';
}

/** How a question the assistant could not answer was dealt with. */
export type KeptOutcome = 'kept' | 'not-kept' | 'answered';

async function answerFromLibrary(
  findHelp: FindHelp,
  bot: Bot,
  message: MessageRecord,
  reason: LibraryReason,
  waiting: boolean,
) {
  const [lookup, told] = await Promise.all([
    lookUp(findHelp, message.content),
    reason === 'no-key' ? toldAboutKey(message).catch(() => false) : false,
  ]);
  const plain = isReadingModeOn(getReadingMode());
  await addMessage({
    conversationId: message.conversationId,
    role: 'assistant',
    content: answerOffline(bot, message.content, lookup, { reason, plain, waiting, toldAboutKey: told }),
    status: 'received',
    // Offline (or unreachable) the badge says "Offline answer"; without a key, "Help library answer".
    source: reason === 'no-key' ? 'library' : 'offline',
  });
}

/**
 * Keeps `message` in the outbox (marked failed, with Retry, when it cannot be kept) and lets the
 * library answer it now: offline it waits for the connection, after `no-key` for a key. Small
 * talk is answered at once and not kept: there is nothing to send the assistant later.
 */
export function createLibraryAnswers(findHelp: FindHelp, outbox: OutboxKeeper) {
  return async (
    bot: Bot,
    message: MessageRecord,
    reason: LibraryReason,
    options: { readonly retrySoon?: boolean } = {},
  ): Promise<KeptOutcome> => {
    const smallTalk = smallTalkOf(bot, message.content);
    if (smallTalk !== null) {
      await setMessageStatus(message.id, 'sent');
      await addMessage({
        conversationId: message.conversationId,
        role: 'assistant',
        content: replyToSmallTalk(bot, smallTalk),
        status: 'received',
        source: 'local',
      });
      return 'answered';
    }
    // A visitor who declined the key is not offered it again when they come back.
    const kept = await outbox.keep(bot, message, {
      keyDeclined: reason === 'no-key',
      retrySoon: options.retrySoon === true,
    });
    if (!kept) await setMessageStatus(message.id, 'failed');
    // Whatever the library manages, the question is kept (or marked failed) already.
    await answerFromLibrary(findHelp, bot, message, reason, kept).catch(logFailure('Answering from the help library'));
    return kept ? 'kept' : 'not-kept';
  };
}
