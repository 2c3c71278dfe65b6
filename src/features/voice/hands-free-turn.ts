/**
 * One spoken turn of a call, hands-free or push-to-talk: the visitor's words from the recording,
 * and the reply read aloud sentence by sentence as it streams through the call's audio element,
 * kept once it is over (all of it, or only what was heard before the visitor talked over it).
 */
import { blobToBase64 } from '@/lib/media/base64';
import { speakWithBrowser } from '@/lib/media/browser-speech';
import { classifyMediaError } from '@/lib/media/errors';
import { startRecording, type RecordingSession } from '@/lib/media/recording';
import { notify } from '@/lib/toaster';
import type { TurnContext } from './call-steps';
import { speedFor, type CallSettings } from './call-settings';
import { createReplySpeaker, type ReplySpeaker } from './reply-speaker';
import { MAX_TURN_MS } from './turn-taking';
import { mediaErrorNotice, saveErrorNotice } from './voice-notices';

/** Where in `text` the sentences given (in order, each trimmed) end. */
function endOfSpoken(text: string, sentences: readonly string[]): number {
  let position = 0;
  for (const sentence of sentences) {
    const found = text.indexOf(sentence, position);
    if (found < 0) break;
    position = found + sentence.length;
  }
  return position;
}

/**
 * Records a turn from `stream` (the microphone with its pre-roll); null when the recorder cannot
 * start, after telling the visitor why unless the call is already over.
 */
export function recordTurn(stream: MediaStream, callOver: () => boolean): Promise<RecordingSession | null> {
  return startRecording({ stream, maxDurationMs: MAX_TURN_MS + 1000 }).catch((error: unknown) => {
    const notice = mediaErrorNotice(classifyMediaError(error), 'call-speech');
    if (notice && !callOver()) notify(notice);
    return null;
  });
}

/** The visitor's words in a finished recording (trimmed; empty when nothing was intelligible). */
export async function transcribeRecording(
  session: RecordingSession,
  context: () => TurnContext,
  key: string,
  signal: AbortSignal,
): Promise<string> {
  const done = await session.finished;
  const { services } = context();
  const audio = await blobToBase64(done.blob);
  return (await services.speechToText(key, audio, done.mimeType, signal)).trim();
}

interface CallSpeakerOptions {
  readonly key: string;
  readonly element: HTMLAudioElement;
  readonly context: () => TurnContext;
  readonly settings: () => CallSettings;
  /** A sentence starts playing: its spoken text, for the caption. */
  readonly onSentence: (text: string) => void;
}

/** A speaker for one reply in the assistant's voice, at the call's pace, the browser's voice when it fails. */
export function createCallSpeaker(options: CallSpeakerOptions): ReplySpeaker {
  const { key, context } = options;
  const { bot, services } = context();
  const speed = speedFor(options.settings());
  return createReplySpeaker({
    element: options.element,
    synthesize: (text, signal) =>
      speed === undefined
        ? services.textToSpeech(key, text, bot.persona.voice, signal)
        : services.textToSpeech(key, text, bot.persona.voice, signal, speed),
    onSentence: (_source, text) => options.onSentence(text),
    fallback: (text) => speakWithBrowser(text, { muted: context().speakerMuted }),
  });
}

/**
 * Answers `prompt` through the conversation core, which stores the exchange, and says each
 * sentence as soon as it is complete; once the reply has been heard (or talked over), the core
 * keeps it as far as it was spoken.
 */
export async function answerAloud(
  say: ReplySpeaker,
  prompt: string,
  context: TurnContext,
  key: string,
  signal: AbortSignal,
): Promise<void> {
  const { bot, conversation, ensureConversation } = context;
  const question = { bot, conversation: ensureConversation, content: prompt, source: 'voice' as const };
  try {
    await conversation.speak(question, key, {
      signal,
      events: { sentence: (sentence) => say.say(sentence) },
      settle: async (end, text) => {
        say.end();
        const heard = (await say.done) === 'finished' && end === 'received';
        return heard
          ? { end, text }
          : { end: 'interrupted', text: text.slice(0, endOfSpoken(text, say.spoken)).trim() };
      },
    });
  } catch (error) {
    // The core tells the visitor of a failed reply; only its storage failing is left to say.
    if (!signal.aborted) notify(saveErrorNotice(error));
  } finally {
    say.end();
  }
}
