/**
 * One turn of a hands-free conversation: the visitor's words from the recording, the reply read
 * aloud sentence by sentence as it streams through the call's audio element, and what of the
 * exchange to keep once it is over (all of it, or only what was heard before the visitor talked
 * over it).
 */
import { blobToBase64 } from '@/lib/media/base64';
import { speakWithBrowser } from '@/lib/media/browser-speech';
import { classifyMediaError } from '@/lib/media/errors';
import { startRecording, type RecordingSession } from '@/lib/media/recording';
import { notify } from '@/lib/toaster';
import type { CallTurn, TurnContext } from './call-steps';
import { speedFor, type CallSettings } from './call-settings';
import { createReplySpeaker, type ReplySpeaker } from './reply-speaker';
import { createSentenceSplitter } from './sentences';
import { MAX_TURN_MS } from './turn-taking';
import { mediaErrorNotice, saveErrorNotice, speechErrorNotice } from './voice-notices';

function fallbackReply(botName: string): string {
  return `Sorry, ${botName} could not process that request. Please try again.`;
}

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

export interface SaidReply {
  /** The reply as far as it came (all of it, unless it failed or was stopped). */
  readonly reply: string;
  /** The request failed (the visitor was told); an abort is not a failure. */
  readonly failed: boolean;
}

/**
 * Answers `prompt` (locally when the context can, else with the model, streamed) and hands the
 * reply to `say` a sentence at a time as it arrives; a reply with no words becomes the fallback.
 */
export async function sayReply(
  say: ReplySpeaker,
  prompt: string,
  context: TurnContext,
  key: string,
  signal: AbortSignal,
): Promise<SaidReply> {
  const { bot, services, history, answerLocally } = context;
  const splitter = createSentenceSplitter();
  const local = answerLocally?.(prompt);
  let reply = '';
  try {
    if (local != null) reply = local;
    else
      reply = await services.chat(key, { prompt, system: bot.persona.systemPrompt, history }, signal, (piece) => {
        reply += piece;
        for (const sentence of splitter.push(piece)) say.say(sentence);
      });
    if (local != null) for (const sentence of splitter.push(local)) say.say(sentence);
    for (const sentence of splitter.flush()) say.say(sentence);
    if (reply.trim() === '') {
      reply = fallbackReply(bot.persona.name);
      say.say(reply);
    }
  } catch (error) {
    if (signal.aborted) return { reply, failed: false };
    notify(speechErrorNotice(error));
    return { reply, failed: true };
  }
  return { reply, failed: false };
}

/**
 * The exchange to keep: the visitor's words and the reply, cut to what was spoken when it was
 * `interrupted`; null when nothing was said (hung up or failed before the first sentence).
 */
export function keptExchange(
  prompt: string,
  reply: string,
  spoken: readonly string[],
  interrupted: boolean,
): CallTurn | null {
  const said = interrupted ? reply.slice(0, endOfSpoken(reply, spoken)).trim() : reply.trim();
  if (said === '') return null;
  return interrupted ? { user: prompt, assistant: said, interrupted: true } : { user: prompt, assistant: said };
}

/** Keeps the exchange in the conversation; a failure is told and the call goes on. */
export async function saveExchange(context: () => TurnContext, exchange: CallTurn): Promise<void> {
  try {
    await context().onTurn(exchange);
  } catch (error) {
    notify(saveErrorNotice(error));
  }
}
