import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { CallMode } from '@/config/paths';
import type { Bot } from '@/content/schema';
import { openCallAudio, playEarcon, type CallAudio } from '@/lib/media/call-audio';
import { setTracksEnabled, stopStream } from '@/lib/media/capture';
import { playBase64Audio, type Playback } from '@/lib/media/playback';
import type { RecordingSession } from '@/lib/media/recording';
import type { ChatTurn, SpeechServices } from '@/lib/speech/speech-services';
import {
  CALL_CLOSE_DELAY_MS,
  CALL_TICK_MS,
  callReducer,
  canPressSpeak,
  initialCallState,
  type CallEndReason,
  type CallState,
  type ConversationPhase,
} from './call-machine';
import { readCallSettings, speedFor, writeCallSettings, type CallSettings } from './call-settings';
import { connectCall, runTurn, type CallTurn } from './call-steps';
import { startHandsFree, type ConversationActivity, type HandsFree } from './hands-free';
import { welcomeMessage } from './speak-reply';

/** One line of the call's live transcript. */
export interface Caption {
  readonly id: string;
  readonly role: 'user' | 'assistant';
  readonly text: string;
}

export interface UseCallOptions {
  readonly bot: Bot;
  readonly mode: CallMode;
  readonly services: SpeechServices;
  /** Each exchange, for the chat page to save into the conversation. */
  readonly onTurn: (turn: CallTurn) => void | Promise<void>;
  /** Earlier turns of the conversation, sent with each question. */
  readonly history: ReadonlyArray<ChatTurn>;
  /** Called 0.5 s after the call ends; unmount the modal then. */
  readonly onEnd: () => void;
  /** A reply made without the model (e.g. the listen-only bot's rule), or null to ask the model. */
  readonly answerLocally?: (prompt: string) => string | null;
  /**
   * The call's audio, opened during the tap on Call (see `openCallAudio`); the call closes it.
   * When it gives undefined, the call opens its own as it starts (null: no Web Audio, so the call
   * is push-to-talk only).
   */
  readonly audio?: () => CallAudio | null | undefined;
}

export interface UseCall {
  readonly state: CallState;
  /** The visitor's camera and microphone while the call holds them. */
  readonly stream: MediaStream | null;
  readonly hangUp: () => void;
  readonly toggleMic: () => void;
  readonly toggleSpeaker: () => void;
  readonly toggleCamera: () => void;
  /** Starts recording a turn, or stops the recording early. */
  readonly speak: () => void;
  readonly settings: CallSettings;
  readonly changeSettings: (change: Partial<CallSettings>) => void;
  /** The live transcript: the visitor's turns and the assistant's sentences as they are spoken. */
  readonly captions: readonly Caption[];
  /** The microphone's level now (0..1), or null when the call does not listen by itself. */
  readonly level: () => number | null;
  /** The assistant's voice level now (0..1), or null without the call's audio. */
  readonly voiceLevel: () => number | null;
}

/** What the status shows for the conversation's activity, given the hands-free switch. */
function phaseFor(activity: ConversationActivity, handsFree: boolean): ConversationPhase {
  return handsFree || activity === 'thinking' || activity === 'speaking' ? activity : 'off';
}

/**
 * Runs one call as React state: connects on mount, ticks the timer, applies the toggles to the
 * real tracks, runs each spoken turn, and releases every device and request on hang-up or unmount.
 */
export function useCall(options: UseCallOptions): UseCall {
  const [state, dispatch] = useReducer(callReducer, initialCallState);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const latest = useRef(options);
  const current = useRef(state);
  useEffect(() => {
    latest.current = options;
    current.current = state;
  });

  const streamRef = useRef<MediaStream | null>(null);
  const keyRef = useRef<string | null>(null);
  const callAbort = useRef<AbortController | null>(null);
  const turnAbort = useRef<AbortController | null>(null);
  const session = useRef<RecordingSession | null>(null);
  const playback = useRef<Playback | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ended = useRef(false);
  const audio = useRef<CallAudio | null>(null);
  const handsFree = useRef<HandsFree | null>(null);
  const activity = useRef<ConversationActivity>('listening');
  const [settings, setSettings] = useState<CallSettings>(readCallSettings);
  const settingsRef = useRef(settings);
  const [captions, setCaptions] = useState<readonly Caption[]>([]);

  const releaseAll = useCallback(() => {
    handsFree.current?.stop();
    handsFree.current = null;
    audio.current?.close();
    audio.current = null;
    callAbort.current?.abort();
    turnAbort.current?.abort();
    session.current?.cancel();
    session.current = null;
    playback.current?.stop();
    playback.current = null;
    stopStream(streamRef.current);
    streamRef.current = null;
  }, []);

  const end = useCallback(
    (reason: CallEndReason) => {
      if (ended.current) return;
      ended.current = true;
      dispatch({ type: 'ended', reason });
      releaseAll();
      setStream(null);
      closeTimer.current = setTimeout(() => latest.current.onEnd(), CALL_CLOSE_DELAY_MS);
    },
    [releaseAll],
  );

  const addCaption = useCallback((role: Caption['role'], text: string, turn: number) => {
    setCaptions((list) => {
      const id = `${turn}-${role}`;
      const last = list.at(-1);
      // The assistant's sentences of one reply make one growing line.
      if (last?.id === id) return [...list.slice(0, -1), { ...last, text: `${last.text} ${text}` }];
      return [...list, { id, role, text }];
    });
  }, []);

  /** Starts listening hands-free; null where this browser cannot (the call stays push-to-talk). */
  const startConversation = useCallback(
    async (key: string, media: MediaStream): Promise<HandsFree | null> => {
      const callAudio = audio.current;
      if (!callAudio) return null;
      const track = media.getAudioTracks()[0];
      const halfDuplex = track?.getSettings?.().echoCancellation === false;
      try {
        const conversation = await startHandsFree({
          key,
          stream: media,
          audioContext: callAudio.context,
          element: callAudio.element,
          context: () => ({ ...latest.current, speakerMuted: current.current.speakerMuted }),
          settings: () => settingsRef.current,
          canListen: () => {
            const now = current.current;
            return now.status === 'connected' && !now.micMuted && now.speak === 'idle';
          },
          halfDuplex,
          onActivity: (next) => {
            const previous = activity.current;
            activity.current = next;
            dispatch({ type: 'conversation', phase: phaseFor(next, settingsRef.current.handsFree) });
            if (!settingsRef.current.sounds) return;
            if (next === 'thinking') playEarcon(callAudio.context, 'thinking');
            else if (next === 'listening' && previous !== 'hearing' && settingsRef.current.handsFree) {
              playEarcon(callAudio.context, 'listening');
            }
          },
          onCaption: addCaption,
        });
        if (ended.current) {
          conversation.stop();
          return null;
        }
        handsFree.current = conversation;
        dispatch({
          type: 'conversation',
          phase: phaseFor('listening', settingsRef.current.handsFree),
          halfDuplex,
        });
        return conversation;
      } catch (error) {
        console.warn('Hands-free listening is not available here; the call is push-to-talk.', error);
        return null;
      }
    },
    [addCaption],
  );

  const connect = useCallback(
    async (signal: AbortSignal) => {
      const { bot, mode, services } = latest.current;
      const onStream = (media: MediaStream) => {
        streamRef.current = media;
        setStream(media);
      };
      const result = await connectCall({ bot, mode, services, signal, onStream, speed: speedFor(settingsRef.current) });
      if (result.outcome === 'cancelled') return;
      if (result.outcome === 'ended') return end(result.reason);
      keyRef.current = result.key;
      dispatch({ type: 'connected', at: Date.now() });
      const conversation = await startConversation(result.key, result.stream);
      if (signal.aborted) return;
      if (conversation) {
        if (result.welcome) conversation.welcome(welcomeMessage(bot.persona.name, bot.isListenOnly), result.welcome);
        return;
      }
      if (result.welcome) {
        const welcomePlayback = playBase64Audio(result.welcome, { muted: current.current.speakerMuted });
        playback.current = welcomePlayback;
        welcomePlayback.finished.catch((error: unknown) => console.warn('The welcome could not be played.', error));
      }
    },
    [end, startConversation],
  );

  useEffect(() => {
    const controller = new AbortController();
    callAbort.current = controller;
    ended.current = false;
    // Made during the visitor's tap on Call (here if not already): a phone plays audio only from a tap.
    const given = latest.current.audio?.();
    audio.current = given === undefined ? openCallAudio() : given;
    // Started on the next task so that React's development double-mount cancels the first run
    // before it can prompt for a key or the devices twice.
    const start = setTimeout(() => void connect(controller.signal), 0);
    return () => {
      clearTimeout(start);
      clearTimeout(closeTimer.current);
      releaseAll();
    };
  }, [connect, releaseAll]);

  // Muting really silences the track, so nothing is sent even if a recording were running.
  useEffect(() => setTracksEnabled(stream, 'audio', !state.micMuted), [stream, state.micMuted]);
  useEffect(() => setTracksEnabled(stream, 'video', !state.cameraOff), [stream, state.cameraOff]);
  useEffect(() => {
    playback.current?.setMuted(state.speakerMuted);
    if (audio.current) audio.current.element.muted = state.speakerMuted;
  }, [state.speakerMuted]);

  useEffect(() => {
    if (state.status !== 'connected') return;
    const timer = setInterval(() => dispatch({ type: 'tick', now: Date.now() }), CALL_TICK_MS);
    return () => clearInterval(timer);
  }, [state.status]);

  useEffect(() => {
    if (state.speak !== 'recording') return;
    const timer = setInterval(() => dispatch({ type: 'speak-tick' }), 1000);
    return () => clearInterval(timer);
  }, [state.speak]);

  const pushTurns = useRef(0);
  const startTurn = useCallback(async () => {
    const key = keyRef.current;
    const media = streamRef.current;
    if (!key || !media) return dispatch({ type: 'speak-finished' });
    const controller = new AbortController();
    turnAbort.current = controller;
    const outcome = await runTurn({
      key,
      stream: media,
      signal: controller.signal,
      context: () => ({
        ...latest.current,
        speakerMuted: current.current.speakerMuted,
        onTurn: (turn: CallTurn) => {
          pushTurns.current += 1;
          addCaption('user', turn.user, -pushTurns.current);
          addCaption('assistant', turn.assistant, -pushTurns.current);
          return latest.current.onTurn(turn);
        },
      }),
      onRecording: (recording) => {
        session.current = recording;
      },
      onResponding: () => dispatch({ type: 'speak-responding' }),
      onPlayback: (spoken, over) => {
        if (!over) playback.current = spoken;
        else if (playback.current === spoken) playback.current = null;
      },
    });
    if (outcome === 'finished') dispatch({ type: 'speak-finished' });
  }, [addCaption]);

  const speak = useCallback(() => {
    const now = current.current;
    if (now.speak === 'recording') {
      session.current?.stop();
      return;
    }
    if (!canPressSpeak(now)) return;
    // Playback of the welcome would be recorded along with the visitor; stop it first.
    playback.current?.stop();
    playback.current = null;
    handsFree.current?.interrupt();
    dispatch({ type: 'speak-started' });
    void startTurn();
  }, [startTurn]);

  const toggleMic = useCallback(() => {
    if (current.current.status !== 'connected') return;
    // A muted microphone records silence: drop the recording rather than send it.
    if (!current.current.micMuted && current.current.speak === 'recording') {
      turnAbort.current?.abort();
      session.current?.cancel();
      dispatch({ type: 'speak-finished' });
    }
    dispatch({ type: 'toggle-mic' });
  }, []);
  const toggleSpeaker = useCallback(() => dispatch({ type: 'toggle-speaker' }), []);
  const toggleCamera = useCallback(() => dispatch({ type: 'toggle-camera' }), []);
  const hangUp = useCallback(() => end('hang-up'), [end]);

  const changeSettings = useCallback((change: Partial<CallSettings>) => {
    const next = { ...settingsRef.current, ...change };
    settingsRef.current = next;
    setSettings(next);
    writeCallSettings(next);
    if (handsFree.current) dispatch({ type: 'conversation', phase: phaseFor(activity.current, next.handsFree) });
  }, []);
  const level = useCallback(() => handsFree.current?.level() ?? null, []);
  const voiceLevel = useCallback(() => audio.current?.voiceLevel() ?? null, []);

  return {
    state,
    stream,
    hangUp,
    toggleMic,
    toggleSpeaker,
    toggleCamera,
    speak,
    settings,
    changeSettings,
    captions,
    level,
    voiceLevel,
  };
}
