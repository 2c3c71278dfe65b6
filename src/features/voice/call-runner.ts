/**
 * The life of a call, run on its {@link CallRuntime}: starting, connecting, listening hands-free
 * where the browser can, and ending. Plain functions, so that `use-call.ts` only wires them to
 * React; what they decide comes from `call-machine.ts`.
 */
import { openCallAudio, playEarcon } from '@/lib/media/call-audio';
import { playBase64Audio } from '@/lib/media/playback';
import { CALL_CLOSE_DELAY_MS, canListen, conversationPhaseFor, earconFor, type CallEndReason } from './call-machine';
import { releaseCall, type CallRuntime } from './call-runtime';
import { speedFor } from './call-settings';
import { connectCall } from './call-steps';
import { startHandsFree, type ConversationActivity, type HandsFree } from './hands-free';
import { welcomeMessage } from './speak-reply';

/** Ends the call once: releases everything now, and lets the modal go after a moment. */
export function endCall(runtime: CallRuntime, reason: CallEndReason): void {
  const { handles } = runtime;
  if (handles.ended) return;
  handles.ended = true;
  runtime.dispatch({ type: 'ended', reason });
  releaseCall(handles);
  runtime.showStream(null);
  handles.closeTimer = setTimeout(() => runtime.options().onEnd(), CALL_CLOSE_DELAY_MS);
}

/** Starts the call as the modal mounts; returns how to let go of it as the modal unmounts. */
export function startCall(runtime: CallRuntime): () => void {
  const { handles } = runtime;
  const controller = new AbortController();
  handles.callAbort = controller;
  handles.ended = false;
  // Made during the visitor's tap on Call (here if not already): a phone plays audio only from a tap.
  const given = runtime.options().audio?.();
  handles.audio = given === undefined ? openCallAudio() : given;
  // Started on the next task so that React's development double-mount cancels the first run
  // before it can prompt for a key or the devices twice.
  const start = setTimeout(() => void connect(runtime, controller.signal), 0);
  return () => {
    clearTimeout(start);
    clearTimeout(handles.closeTimer);
    releaseCall(handles);
  };
}

/** Mirrors the conversation's activity into the call's state, with its sound. */
function showActivity(runtime: CallRuntime, context: AudioContext, next: ConversationActivity): void {
  const previous = runtime.handles.activity;
  runtime.handles.activity = next;
  const settings = runtime.settings();
  runtime.dispatch({ type: 'conversation', phase: conversationPhaseFor(next, settings.handsFree) });
  const earcon = earconFor(next, previous, settings);
  if (earcon) playEarcon(context, earcon);
}

/** Starts listening hands-free; null where this browser cannot (the call stays push-to-talk). */
async function startConversation(runtime: CallRuntime, key: string, media: MediaStream): Promise<HandsFree | null> {
  const { handles } = runtime;
  const callAudio = handles.audio;
  if (!callAudio) return null;
  const track = media.getAudioTracks()[0];
  const halfDuplex = track?.getSettings?.().echoCancellation === false;
  try {
    const conversation = await startHandsFree({
      key,
      stream: media,
      audioContext: callAudio.context,
      element: callAudio.element,
      context: () => ({ ...runtime.options(), speakerMuted: runtime.state().speakerMuted }),
      settings: runtime.settings,
      canListen: () => canListen(runtime.state()),
      halfDuplex,
      onActivity: (next) => showActivity(runtime, callAudio.context, next),
      onCaption: runtime.addCaption,
    });
    if (handles.ended) {
      conversation.stop();
      return null;
    }
    handles.handsFree = conversation;
    const phase = conversationPhaseFor('listening', runtime.settings().handsFree);
    runtime.dispatch({ type: 'conversation', phase, halfDuplex });
    return conversation;
  } catch (error) {
    console.warn('Hands-free listening is not available here; the call is push-to-talk.', error);
    return null;
  }
}

/** Connects (key, devices, welcome), then greets the visitor: hands-free, or by playing the welcome. */
async function connect(runtime: CallRuntime, signal: AbortSignal): Promise<void> {
  const { handles } = runtime;
  const { bot, mode, services } = runtime.options();
  const onStream = (media: MediaStream) => {
    handles.stream = media;
    runtime.showStream(media);
  };
  const speed = speedFor(runtime.settings());
  const result = await connectCall({ bot, mode, services, signal, onStream, speed });
  if (result.outcome === 'cancelled') return;
  if (result.outcome === 'ended') return endCall(runtime, result.reason);
  handles.key = result.key;
  runtime.dispatch({ type: 'connected', at: Date.now() });
  const conversation = await startConversation(runtime, result.key, result.stream);
  if (signal.aborted || !result.welcome) return;
  if (conversation) return conversation.welcome(welcomeMessage(bot.persona.name, bot.isListenOnly), result.welcome);
  const welcome = playBase64Audio(result.welcome, { muted: runtime.state().speakerMuted });
  handles.playback = welcome;
  welcome.finished.catch((error: unknown) => console.warn('The welcome could not be played.', error));
}

/** Mutes or unmutes everything the assistant says: the welcome or a reply playing, and the call's element. */
export function muteAssistant(runtime: CallRuntime, muted: boolean): void {
  const { playback, audio } = runtime.handles;
  playback?.setMuted(muted);
  if (audio) audio.element.muted = muted;
}
