import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { CallMode } from '@/config/paths';
import type { Bot } from '@/content/schema';
import { setTracksEnabled, stopStream } from '@/lib/media/capture';
import { playBase64Audio, type Playback } from '@/lib/media/playback';
import type { RecordingSession } from '@/lib/media/recording';
import type { ChatTurn, SpeechServices } from '@/lib/speech-services';
import {
  CALL_CLOSE_DELAY_MS,
  CALL_TICK_MS,
  callReducer,
  canPressSpeak,
  initialCallState,
  type CallEndReason,
  type CallState,
} from './call-machine';
import { connectCall, runTurn, type CallTurn } from './call-steps';

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

  const releaseAll = useCallback(() => {
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

  const connect = useCallback(
    async (signal: AbortSignal) => {
      const { bot, mode, services } = latest.current;
      const onStream = (media: MediaStream) => {
        streamRef.current = media;
        setStream(media);
      };
      const result = await connectCall({ bot, mode, services, signal, onStream });
      if (result.outcome === 'cancelled') return;
      if (result.outcome === 'ended') return end(result.reason);
      keyRef.current = result.key;
      dispatch({ type: 'connected', at: Date.now() });
      if (result.welcome) {
        const welcomePlayback = playBase64Audio(result.welcome, { muted: current.current.speakerMuted });
        playback.current = welcomePlayback;
        welcomePlayback.finished.catch((error: unknown) => console.warn('The welcome could not be played.', error));
      }
    },
    [end],
  );

  useEffect(() => {
    const controller = new AbortController();
    callAbort.current = controller;
    ended.current = false;
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
  useEffect(() => playback.current?.setMuted(state.speakerMuted), [state.speakerMuted]);

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
      context: () => ({ ...latest.current, speakerMuted: current.current.speakerMuted }),
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
  }, []);

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

  return { state, stream, hangUp, toggleMic, toggleSpeaker, toggleCamera, speak };
}
