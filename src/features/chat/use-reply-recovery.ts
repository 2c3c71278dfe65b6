import { useCallback } from 'react';
import type { Bot } from '@/content/schema';
import type { MessageRecord } from '@/lib/db';
import type { SpeechServices } from '@/lib/speech/speech-services';
import { notify } from '@/lib/toaster';
import { logFailure } from './log-failure';
import { KEY_REFUSED, KEY_REFUSED_KEPT, unreachableNotice } from './notices';
import { keyAfterRefusal, type FailureAction } from './reply-outcome';
import type { LibraryAnswers } from './use-library-answers';

type Services = Pick<SpeechServices, 'ensureSpeechKey' | 'forgetSpeechKey'>;

/** What follows a call that failed before any text arrived (a partial reply is kept instead). */
type Recovery = Exclude<FailureAction, { readonly type: 'keep-partial' }>;

/**
 * Runs what {@link actOnFailure} decided; resolves with a new key to send the message again with
 * (after a refused key), or null.
 */
export function useReplyRecovery(bot: Bot, services: Services, library: LibraryAnswers) {
  /** The saved key was refused: forget it and ask again; a new key sends the message at once. */
  const replaceKey = useCallback(
    async (message: MessageRecord, refused: string): Promise<string | null> => {
      notify(KEY_REFUSED);
      // Should forgetting fail, the prompt gives back the same key, which counts as no new key.
      await services.forgetSpeechKey?.().catch(logFailure('Forgetting the refused key'));
      const fresh = keyAfterRefusal(refused, await services.ensureSpeechKey('chat'));
      if (fresh !== null) return fresh;
      notify(KEY_REFUSED_KEPT);
      await library.keepAndAnswer(message, 'no-key').catch(logFailure('Keeping the question for a key'));
      return null;
    },
    [library, services],
  );

  /** The free allowance is used: the visitor's own key sends the message, else the library answers. */
  const askForOwnKey = useCallback(
    async (message: MessageRecord, notice: string): Promise<string | null> => {
      notify({ title: 'Free conversations used for today', description: notice });
      const own = await services.ensureSpeechKey('chat');
      if (own !== null) return own;
      await library.keepAndAnswer(message, 'no-key').catch(logFailure('Keeping the question for a key'));
      return null;
    },
    [library, services],
  );

  return useCallback(
    async (action: Recovery, message: MessageRecord, key: string): Promise<string | null> => {
      switch (action.type) {
        case 'drop':
          return null;
        case 'report':
          notify(action.notice);
          return null;
        case 'replace-key':
          return replaceKey(message, key);
        case 'allowance-spent':
          return askForOwnKey(message, action.error.message);
        case 'answer-from-library': {
          const outcome = await library.keepAndAnswer(message, 'unreachable', { retrySoon: true });
          // Small talk was answered on the device: nothing failed that the visitor needs to know of.
          if (outcome !== 'answered') notify(unreachableNotice(action.error, bot.persona.name, outcome === 'kept'));
          return null;
        }
      }
    },
    [askForOwnKey, bot, library, replaceKey],
  );
}
