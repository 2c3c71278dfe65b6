/**
 * Which conversation runs a call: the provider's realtime model where the visitor, the browser
 * and the provider allow (its activity mirrored into the call's state, its exchanges saved into
 * the conversation), else hands-free listening on transcription, chat and speech. Apart from
 * `call-session.ts`, which only holds whichever runs.
 */
import type { CallAudio } from '@/lib/media/call-audio';
import { listenHandsFree, showActivity, type ActivityLink } from './call-hands-free';
import { speedFor, type CallSettings } from './call-settings';
import { canCallRealtime, startRealtimeCall, type RealtimeCall, type RealtimeTuning } from './realtime-call';
import type { HandsFree } from './hands-free';
import type { RealtimeExchange } from './realtime-events';

export interface ConversationLink extends ActivityLink {
  /** The realtime connection is open: the call holds it from now on. */
  readonly connected: (connection: RealtimeCall) => void;
  /** Hands-free listening runs: the call holds it from now on. */
  readonly listening: (conversation: HandsFree) => void;
  /** Realtime was tried and failed, or was lost: the call runs on the pipeline, and says so. */
  readonly fellBack: () => void;
}

/** What runs a call's conversation: the realtime model, hands-free listening, or nothing (push-to-talk only). */
export type CallConversation = 'realtime' | HandsFree | null;

/** What the call's settings change of a realtime call's session. */
export function tuningFor(settings: CallSettings): RealtimeTuning {
  return { moreTime: settings.moreTime, speed: speedFor(settings) };
}

/** Saves one exchange the provider answered into the call's conversation, as a spoken turn. */
async function keepSpoken(call: ConversationLink, { question, reply, end }: RealtimeExchange): Promise<void> {
  const { bot, conversation, ensureConversation } = call.context();
  await conversation.keepSpoken(
    { bot, conversation: ensureConversation, content: question, source: 'voice' },
    { text: reply, end },
  );
}

/**
 * Runs the call's conversation on transcription, chat and speech: hands-free listening, which
 * listens only while hands-free is on (null where it cannot start: the call stays push-to-talk).
 */
export function listenOnPipeline(
  call: ConversationLink,
  audio: CallAudio,
  key: string,
  media: MediaStream,
): Promise<HandsFree | null> {
  return listenHandsFree({ ...call, started: call.listening }, audio, key, media);
}

/**
 * Connects a hands-free call to the provider's realtime model. False when the call runs on the
 * pipeline instead: not tried (push-to-talk chosen, no WebRTC, no realtime in the services), or
 * failed (the provider has none, or it did not connect within its few seconds).
 */
async function connectRealtime(
  call: ConversationLink,
  audio: CallAudio,
  key: string,
  media: MediaStream,
  signal: AbortSignal,
): Promise<boolean> {
  const { bot, services } = call.context();
  const negotiate = services.realtimeCall;
  if (!negotiate || !call.settings().handsFree || !canCallRealtime()) return false;
  const { persona } = bot;
  const lost = () => {
    if (call.state().status === 'disconnected') return;
    call.fellBack();
    void listenOnPipeline(call, audio, key, media);
  };
  try {
    const connection = await startRealtimeCall({
      stream: media,
      audio,
      signal,
      tuning: tuningFor(call.settings()),
      negotiate: (sdp, aborted) => {
        const speed = speedFor(call.settings());
        const offer = { sdp, system: persona.systemPrompt, voice: persona.voice };
        return negotiate.call(services, key, speed === undefined ? offer : { ...offer, speed }, aborted);
      },
      onActivity: (activity) => showActivity(call, audio.context, activity),
      onCaption: call.addCaption,
      onExchange: (exchange) => void keepSpoken(call, exchange),
      onLost: lost,
    });
    if (signal.aborted) connection.stop();
    else call.connected(connection);
    return true;
  } catch (error) {
    // Hung up while connecting: nothing more to start.
    if (signal.aborted) return true;
    console.info('No realtime call; this call runs on transcription, chat and speech.', error);
    call.fellBack();
    return false;
  }
}

/**
 * Starts the call's conversation: `'realtime'` when it runs over the provider's realtime model,
 * else hands-free listening (null where it cannot start: the call stays push-to-talk).
 */
export async function startCallConversation(
  call: ConversationLink,
  audio: CallAudio,
  key: string,
  media: MediaStream,
  signal: AbortSignal,
): Promise<CallConversation> {
  if (await connectRealtime(call, audio, key, media, signal)) return 'realtime';
  return listenOnPipeline(call, audio, key, media);
}
