import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { Bot } from '@/content/schema';
import { blobToBase64 } from '@/lib/media/base64';
import { requestMedia, setTracksEnabled, stopStream } from '@/lib/media/capture';
import { classifyMediaError } from '@/lib/media/errors';
import { playBase64Audio, type Playback } from '@/lib/media/playback';
import { startRecording, type RecordingSession } from '@/lib/media/recording';
import { notify } from '@/lib/toaster';
import {
  CALL_CLOSE_DELAY_MS,
  CALL_TICK_MS,
  callReducer,
  canPressSpeak,
  initialCallState,
  SPEAK_SECONDS,
  type CallEndReason,
  type CallMode,
  type CallState,
} from './call-machine';
import { speakReply, welcomeMessage } from './speak-reply';
import { mediaErrorNotice, NO_SPEECH, saveErrorNotice, speechErrorNotice } from './voice-notices';
import type { ChatTurn, VoiceServices } from './voice-services';

/** How long connecting waits for the welcome speech before connecting without it. */
export const WELCOME_TIMEOUT_MS = 8000;

export interface CallTurn {
  readonly user: string;
  readonly assistant: string;
}

export interface UseCallOptions {
  readonly bot: Bot;
  readonly mode: CallMode;
  readonly services: VoiceServices;
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

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function fallbackReply(botName: string): string {
  return `Sorry, ${botName} could not process that request. Please try again.`;
}

/** Runs one call: devices, welcome, timer, toggles, speaking turns, and releasing everything. */
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
      let key: string | null;
      try {
        key = await services.ensureSpeechKey(mode === 'video' ? 'video-call' : 'voice-call');
      } catch (error) {
        // The key store failing must not leave the call stuck connecting; end it as without a key.
        console.warn('Could not read the speech key.', error);
        key = null;
      }
      if (signal.aborted) return;
      if (!key) return end('no-key');
      keyRef.current = key;

      let media: MediaStream;
      try {
        media = await requestMedia({ audio: true, video: mode === 'video' }, { signal });
      } catch (error) {
        if (signal.aborted) return;
        const kind = classifyMediaError(error);
        const notice = mediaErrorNotice(kind, mode === 'video' ? 'video-call' : 'voice-call');
        if (notice) notify(notice);
        return end(kind === 'permission-denied' ? 'media-denied' : 'media-failed');
      }
      streamRef.current = media;
      setStream(media);

      let welcome: string | null = null;
      try {
        const greeting = welcomeMessage(bot.persona.name, bot.isListenOnly);
        welcome = await withTimeout(
          services.textToSpeech(key, greeting, bot.persona.voice, signal),
          WELCOME_TIMEOUT_MS,
        );
      } catch (error) {
        // The spec: a failed welcome is only logged; the call still connects.
        if (!signal.aborted) console.warn('The welcome speech failed; the call connects without it.', error);
      }
      if (signal.aborted) return;
      dispatch({ type: 'connected', at: Date.now() });
      if (welcome) {
        const welcomePlayback = playBase64Audio(welcome, { muted: current.current.speakerMuted });
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

  const runTurn = useCallback(async () => {
    const key = keyRef.current;
    const media = streamRef.current;
    if (!key || !media) return dispatch({ type: 'speak-finished' });
    const controller = new AbortController();
    turnAbort.current = controller;
    const { signal } = controller;

    let recording;
    try {
      const started = await startRecording({ stream: media, signal, maxDurationMs: SPEAK_SECONDS * 1000 });
      session.current = started;
      recording = await started.finished;
    } catch (error) {
      session.current = null;
      if (signal.aborted) return;
      const notice = mediaErrorNotice(classifyMediaError(error), 'call-speech');
      if (notice) notify(notice);
      return dispatch({ type: 'speak-finished' });
    }
    session.current = null;
    dispatch({ type: 'speak-responding' });

    try {
      const { services } = latest.current;
      const audio = await blobToBase64(recording.blob);
      const text = (await services.speechToText(key, audio, recording.mimeType, signal)).trim();
      if (signal.aborted) return;
      if (text === '') {
        notify(NO_SPEECH);
        return dispatch({ type: 'speak-finished' });
      }
      const { bot, history, answerLocally } = latest.current;
      const answer =
        answerLocally?.(text) ??
        (await services.chat(key, { prompt: text, system: bot.persona.systemPrompt, history }, signal));
      if (signal.aborted) return;
      const reply = answer.trim() || fallbackReply(bot.persona.name);
      try {
        await latest.current.onTurn({ user: text, assistant: reply });
      } catch (error) {
        notify(saveErrorNotice(error));
      }
      if (signal.aborted) return;
      const spoken = await speakReply(reply, {
        services,
        key,
        voice: bot.persona.voice,
        muted: current.current.speakerMuted,
        signal,
      });
      if (signal.aborted) return spoken.stop();
      playback.current = spoken;
      await spoken.finished.catch((error: unknown) => console.warn('The reply could not be played.', error));
      if (playback.current === spoken) playback.current = null;
    } catch (error) {
      if (signal.aborted) return;
      notify(speechErrorNotice(error));
    }
    if (!signal.aborted) dispatch({ type: 'speak-finished' });
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
    void runTurn();
  }, [runTurn]);

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
