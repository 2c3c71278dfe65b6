/**
 * The two long-running steps of a call as plain async functions, so they can be tested without
 * React: connecting (key, devices, welcome) and one push-to-talk turn (record, transcribe, then
 * the conversation core answers and stores it while the reply is read aloud). `call-session.ts` runs them and turns their outcomes
 * into the call's state.
 */
import type { CallMode } from '@/config/paths';
import type { Bot } from '@/content/schema';
import type { ConversationPort } from '@/lib/conversation/conversation-port';
import { blobToBase64 } from '@/lib/media/base64';
import { requestMedia } from '@/lib/media/capture';
import { classifyMediaError } from '@/lib/media/errors';
import { startRecording, type RecordingSession } from '@/lib/media/recording';
import type { SpeechServices } from '@/lib/speech/speech-services';
import { isOnline } from '@/lib/offline/online-status';
import { notify } from '@/lib/toaster';
import { SPEAK_SECONDS, type CallEndReason } from './call-machine';
import { answerAloud } from './hands-free-turn';
import type { ReplySpeaker } from './reply-speaker';
import { welcomeMessage } from './speak-reply';
import { mediaErrorNotice, NO_SPEECH, offlineCallNotice, speechErrorNotice } from './voice-notices';

/** How long connecting waits for the welcome speech before connecting without it. */
export const WELCOME_TIMEOUT_MS = 8000;

/** A call's microphone: with the browser's echo cancellation, noise suppression and gain control. */
const CALL_AUDIO: MediaTrackConstraints = {
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface ConnectOptions {
  readonly bot: Bot;
  readonly mode: CallMode;
  readonly services: Pick<SpeechServices, 'ensureSpeechKey' | 'textToSpeech'>;
  /** Aborted when the visitor hangs up or the call screen goes away. */
  readonly signal: AbortSignal;
  /** The devices were granted: show the camera while the welcome is still being fetched. */
  readonly onStream: (stream: MediaStream) => void;
  /** The speech speed of the welcome ("Slower speech"); the voice's own pace when not given. */
  readonly speed?: number;
}

export type ConnectResult =
  | { readonly outcome: 'cancelled' }
  | { readonly outcome: 'ended'; readonly reason: CallEndReason }
  | {
      readonly outcome: 'connected';
      readonly key: string;
      readonly stream: MediaStream;
      readonly welcome: string | null;
    };

/**
 * Connects a call: the connection, the speech key, then the microphone (and camera), then the
 * welcome speech. Offline, or without a key or devices, the call ends at once (with a notice that
 * says why); a welcome that fails or takes longer than {@link WELCOME_TIMEOUT_MS} is only logged,
 * and the call connects.
 */
export async function connectCall({
  bot,
  mode,
  services,
  signal,
  onStream,
  speed,
}: ConnectOptions): Promise<ConnectResult> {
  // Every turn of a call goes through the speech service: offline, say so before asking for
  // a key or the devices.
  if (!isOnline()) {
    notify(offlineCallNotice(mode));
    return { outcome: 'ended', reason: 'offline' };
  }
  let key: string | null;
  try {
    key = await services.ensureSpeechKey(mode === 'video' ? 'video-call' : 'voice-call');
  } catch (error) {
    // The key store failing must not leave the call stuck connecting; end it as without a key.
    console.warn('Could not read the speech key.', error);
    key = null;
  }
  if (signal.aborted) return { outcome: 'cancelled' };
  if (!key) return { outcome: 'ended', reason: 'no-key' };

  let stream: MediaStream;
  try {
    stream = await requestMedia({ audio: CALL_AUDIO, video: mode === 'video' }, { signal });
  } catch (error) {
    if (signal.aborted) return { outcome: 'cancelled' };
    const kind = classifyMediaError(error);
    const notice = mediaErrorNotice(kind, mode === 'video' ? 'video-call' : 'voice-call');
    if (notice) notify(notice);
    return { outcome: 'ended', reason: kind === 'permission-denied' ? 'media-denied' : 'media-failed' };
  }
  onStream(stream);

  let welcome: string | null = null;
  try {
    const greeting = welcomeMessage(bot.persona.name, bot.isListenOnly);
    const speech =
      speed === undefined
        ? services.textToSpeech(key, greeting, bot.persona.voice, signal)
        : services.textToSpeech(key, greeting, bot.persona.voice, signal, speed);
    welcome = await withTimeout(speech, WELCOME_TIMEOUT_MS);
  } catch (error) {
    // A failed welcome is only logged: the call is still worth having without it.
    if (!signal.aborted) console.warn('The welcome speech failed; the call connects without it.', error);
  }
  if (signal.aborted) return { outcome: 'cancelled' };
  return { outcome: 'connected', key, stream, welcome };
}

/** What a turn reads when it needs it, so it sees the call as it is by then. */
export interface TurnContext {
  readonly bot: Bot;
  readonly services: SpeechServices;
  /** Stores and answers each exchange, as in typed chat. */
  readonly conversation: Pick<ConversationPort, 'speak' | 'keepSpoken'>;
  /** The conversation the exchange goes into (a new chat is saved at the first one). */
  readonly ensureConversation: () => Promise<string>;
  readonly speakerMuted: boolean;
}

export interface TurnOptions {
  readonly key: string;
  /** The call's own stream; the turn records from it and leaves it running. */
  readonly stream: MediaStream;
  /** Aborted when the visitor mutes mid-recording, hangs up or leaves. */
  readonly signal: AbortSignal;
  readonly context: () => TurnContext;
  /** The recording under way (null once it is over), so Speak can stop it early. */
  readonly onRecording: (session: RecordingSession | null) => void;
  /** The recording is over and the answer is being worked out; `prompt` is what the visitor said. */
  readonly onResponding: () => void;
  readonly onPrompt: (prompt: string) => void;
  /** Speaks the reply sentence by sentence (as it streams); the caller keeps it, so hang-up reaches it. */
  readonly speaker: () => ReplySpeaker;
}

/**
 * One push-to-talk turn: records up to {@link SPEAK_SECONDS}, transcribes, then has the
 * conversation core store and answer it, each sentence of the streamed reply spoken as soon as it
 * is complete (as a hands-free turn is). Resolves `'finished'` when the turn is over,
 * `'cancelled'` when `signal` aborted it (the caller has already moved on).
 */
export async function runTurn(options: TurnOptions): Promise<'finished' | 'cancelled'> {
  const { key, stream, signal } = options;
  let recording;
  try {
    const started = await startRecording({ stream, signal, maxDurationMs: SPEAK_SECONDS * 1000 });
    options.onRecording(started);
    recording = await started.finished;
  } catch (error) {
    options.onRecording(null);
    if (signal.aborted) return 'cancelled';
    const notice = mediaErrorNotice(classifyMediaError(error), 'call-speech');
    if (notice) notify(notice);
    return 'finished';
  }
  options.onRecording(null);
  options.onResponding();

  let text: string;
  try {
    const audio = await blobToBase64(recording.blob);
    text = (await options.context().services.speechToText(key, audio, recording.mimeType, signal)).trim();
  } catch (error) {
    if (signal.aborted) return 'cancelled';
    notify(speechErrorNotice(error));
    return 'finished';
  }
  if (signal.aborted) return 'cancelled';
  if (text === '') {
    notify(NO_SPEECH);
    return 'finished';
  }
  options.onPrompt(text);
  await answerAloud(options.speaker(), text, options.context(), key, signal);
  return signal.aborted ? 'cancelled' : 'finished';
}
