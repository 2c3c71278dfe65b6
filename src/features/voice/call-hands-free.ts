/**
 * A call's hands-free listening: starting the conversation on the call's audio, and mirroring what
 * it does into the call's state with its sounds. Apart from `call-session.ts`, which only holds the
 * conversation once it runs; where it cannot start, the call stays push-to-talk.
 */
import { playEarcon, type CallAudio } from '@/lib/media/call-audio';
import { canListen, conversationPhaseFor, earconFor } from './call-machine';
import type { CallLink } from './call-types';
import { startHandsFree, type ConversationActivity, type HandsFree } from './hands-free';

/** What shows a conversation's activity on the call (a hands-free or a realtime one). */
export interface ActivityLink extends CallLink {
  /** What the conversation is doing, as the call shows it. */
  readonly activity: () => ConversationActivity;
  readonly setActivity: (activity: ConversationActivity) => void;
}

export interface HandsFreeCall extends ActivityLink {
  /** The conversation runs: the call holds it from now on (before its state says so). */
  readonly started: (conversation: HandsFree) => void;
}

/** Mirrors the conversation's activity into the call's state, with its sound (a realtime call's too). */
export function showActivity(call: ActivityLink, context: AudioContext, next: ConversationActivity): void {
  const previous = call.activity();
  call.setActivity(next);
  call.dispatch({ type: 'conversation', phase: conversationPhaseFor(next, call.settings().handsFree) });
  const earcon = earconFor(next, previous, call.settings());
  if (earcon) playEarcon(context, earcon);
}

/** Starts listening hands-free; null where this browser cannot (the call stays push-to-talk). */
export async function listenHandsFree(
  call: HandsFreeCall,
  callAudio: CallAudio,
  key: string,
  media: MediaStream,
): Promise<HandsFree | null> {
  const track = media.getAudioTracks()[0];
  const halfDuplex = track?.getSettings?.().echoCancellation === false;
  try {
    const conversation = await startHandsFree({
      key,
      stream: media,
      audioContext: callAudio.context,
      element: callAudio.element,
      context: call.context,
      settings: call.settings,
      canListen: () => canListen(call.state()),
      halfDuplex,
      onActivity: (next) => showActivity(call, callAudio.context, next),
      onCaption: call.addCaption,
    });
    if (call.state().status === 'disconnected') {
      conversation.stop();
      return null;
    }
    call.started(conversation);
    const phase = conversationPhaseFor('listening', call.settings().handsFree);
    call.dispatch({ type: 'conversation', phase, halfDuplex });
    return conversation;
  } catch (error) {
    console.warn('Hands-free listening is not available here; the call is push-to-talk.', error);
    return null;
  }
}
