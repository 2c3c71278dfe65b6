/**
 * What follows a call that got no reply: the visitor is told what failure-policy.ts's table says,
 * and its offer is made (a library answer while the question waits, a new key, their own key).
 */
import type { Bot } from '@/content/schema';
import type { MessageRecord } from '@/lib/db';
import type { FailureKind } from '@/lib/conversation/conversation-port';
import type { SpeechServices } from '@/lib/speech/speech-services';
import { notify } from '@/lib/toaster';
import { FAILURE_POLICY, keyAfterRefusal } from './failure-policy';
import type { createLibraryAnswers } from './library-answers';
import { logFailure } from './log-failure';
import { KEY_REFUSED_KEPT } from './notices';

type LibraryAnswers = ReturnType<typeof createLibraryAnswers>;

/** Resolves with a key to try again with, or null when the question now waits (or was answered). */
export type Recover = (
  kind: FailureKind,
  error: unknown,
  bot: Bot,
  message: MessageRecord,
  key: string,
) => Promise<string | null>;

export function createRecovery(services: SpeechServices, keepAndAnswer: LibraryAnswers): Recover {
  const keepForKey = (bot: Bot, message: MessageRecord) =>
    keepAndAnswer(bot, message, 'no-key').catch(logFailure('Keeping the question for a key'));

  /** The saved key was refused: forget it and ask again; a new key sends the message at once. */
  async function replaceKey(bot: Bot, message: MessageRecord, refused: string): Promise<string | null> {
    // Should forgetting fail, the prompt gives back the same key, which counts as no new key.
    await services.forgetSpeechKey?.().catch(logFailure('Forgetting the refused key'));
    const fresh = keyAfterRefusal(refused, await services.ensureSpeechKey('chat'));
    if (fresh !== null) return fresh;
    notify(KEY_REFUSED_KEPT);
    await keepForKey(bot, message);
    return null;
  }

  /** The site's free allowance is used: the visitor's own key sends the message, else the library answers. */
  async function askForOwnKey(bot: Bot, message: MessageRecord): Promise<string | null> {
    const own = await services.ensureSpeechKey('chat');
    if (own !== null) return own;
    await keepForKey(bot, message);
    return null;
  }

  return async (kind, error, bot, message, key) => {
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
  };
}
