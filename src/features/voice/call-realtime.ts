/**
 * A call over the provider's realtime model, as the call sees it: started on the call's audio
 * where the visitor, the browser and the provider allow, its activity mirrored into the call's
 * state, its exchanges saved into the conversation. Apart from `call-session.ts`, which only holds
 * the connection once it runs; where it cannot start, the call runs on the pipeline.
 */
import type { CallAudio } from '@/lib/media/call-audio';
import { showActivity, type ActivityLink } from './call-hands-free';
import { speedFor, type CallSettings } from './call-settings';
import { canCallRealtime, startRealtimeCall, type RealtimeCall, type RealtimeTuning } from './realtime-call';
import type { RealtimeExchange } from './realtime-events';

export interface RealtimeLink extends ActivityLink {
  /** The connection is open: the call holds it from now on. */
  readonly started: (connection: RealtimeCall) => void;
  /** Tried, and no connection: the call runs on the pipeline, and says so. */
  readonly failed: () => void;
  /** The connection was lost mid-call (the call goes on over the pipeline). */
  readonly lost: () => void;
}

/** What the call's settings change of a realtime call's session. */
export function tuningFor(settings: CallSettings): RealtimeTuning {
  return { moreTime: settings.moreTime, speed: speedFor(settings) };
}

/** Saves one exchange the provider answered into the call's conversation, as a spoken turn. */
async function keepSpoken(call: RealtimeLink, { question, reply, end }: RealtimeExchange): Promise<void> {
  const { bot, conversation, ensureConversation } = call.context();
  await conversation.keepSpoken(
    { bot, conversation: ensureConversation, content: question, source: 'voice' },
    { text: reply, end },
  );
}

/**
 * Connects a hands-free call to the provider's realtime model. False when the call runs on the
 * pipeline instead: not tried (push-to-talk chosen, no WebRTC, no realtime in the services), or
 * failed (the provider has none, or it did not connect within its few seconds).
 */
export async function connectRealtime(
  call: RealtimeLink,
  audio: CallAudio,
  key: string,
  media: MediaStream,
  signal: AbortSignal,
): Promise<boolean> {
  const { bot, services } = call.context();
  const negotiate = services.realtimeCall;
  if (!negotiate || !call.settings().handsFree || !canCallRealtime()) return false;
  const { persona } = bot;
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
      onLost: call.lost,
    });
    if (signal.aborted) connection.stop();
    else call.started(connection);
    return true;
  } catch (error) {
    // Hung up while connecting: nothing more to start.
    if (signal.aborted) return true;
    console.info('No realtime call; this call runs on transcription, chat and speech.', error);
    call.failed();
    return false;
  }
}
