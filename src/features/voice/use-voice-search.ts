import { useCallback, useEffect, useReducer, useRef } from 'react';
import { blobToBase64 } from '@/lib/media/base64';
import { classifyMediaError, MediaAccessError } from '@/lib/media/errors';
import { startRecording, type RecordingSession } from '@/lib/media/recording';
import { isOnline } from '@/lib/offline/online-status';
import { notify, removeNotice } from '@/lib/toaster';
import {
  initialVoiceSearchState,
  isVoiceSearchDisabled,
  voiceSearchReducer,
  VOICE_SEARCH_SECONDS,
  type VoiceSearchState,
} from './voice-search-machine';
import {
  LISTENING_FOR_SEARCH,
  mediaErrorNotice,
  NO_SPEECH,
  OFFLINE_VOICE_SEARCH,
  searchingNotice,
  speechErrorNotice,
  VOICE_SEARCH_NOTICE_ID,
} from './voice-notices';
import type { SpeechServices } from '@/lib/speech/speech-services';
import { DEFAULT_TURN_TAKING, initialTurnTaking, stepTurnTaking } from './turn-taking';

/** An audio context made in the visitor's tap (a phone allows audio only then), or null. */
function audioContextNow(): AudioContext | null {
  try {
    return typeof AudioContext === 'undefined' ? null : new AudioContext();
  } catch {
    return null;
  }
}

/**
 * Stops `session` when the visitor stops talking (the same voice-activity detection as a
 * hands-free call, loaded now); the recording's own 5 s limit still applies. Where it cannot
 * listen (no Web Audio), nothing changes. Returns how to stop listening (and close `context`).
 */
function stopAtEndOfSpeech(session: RecordingSession, context: AudioContext | null): () => void {
  if (!context) return () => undefined;
  let stopped = false;
  let listener: { stop(): void } | null = null;
  void import('@/lib/media/voice-activity')
    .then(({ listenForVoice }) => {
      if (stopped) return;
      let machine = initialTurnTaking;
      listener = listenForVoice(context, session.source, (frame) => {
        const result = stepTurnTaking(machine, frame, DEFAULT_TURN_TAKING);
        machine = result.state;
        if (result.action.type === 'end') session.stop();
      });
    })
    .catch((error: unknown) => console.warn('Voice search cannot hear the end of speech here.', error));
  return () => {
    stopped = true;
    listener?.stop();
    void context.close().catch(() => undefined);
  };
}

export interface UseVoiceSearch {
  readonly state: VoiceSearchState;
  readonly disabled: boolean;
  /** Starts listening when idle; stops early while recording. */
  readonly press: () => void;
}

/** Runs voice search: key, microphone, five seconds of recording, transcription, result. */
export function useVoiceSearch(services: SpeechServices, onTranscript: (text: string) => void): UseVoiceSearch {
  const [state, dispatch] = useReducer(voiceSearchReducer, initialVoiceSearchState);
  const session = useRef<RecordingSession | null>(null);
  const controller = useRef<AbortController | null>(null);
  // The latest props, read when the (slow) transcription returns.
  const latest = useRef({ services, onTranscript });
  useEffect(() => {
    latest.current = { services, onTranscript };
  });

  const run = useCallback(async (signal: AbortSignal, context: AudioContext | null) => {
    const { services: svc } = latest.current;
    // Listening for the end of speech lasts as long as the recording, whatever ends it.
    let stopListening = (): void => void context?.close().catch(() => undefined);
    let key: string | null;
    try {
      key = await svc.ensureSpeechKey('voice-search');
    } catch (error) {
      // The key store failing must not leave the button stuck; treat it as no key.
      console.warn('Could not read the speech key.', error);
      key = null;
    }
    if (signal.aborted || !key) stopListening();
    if (signal.aborted) return;
    if (!key) return dispatch({ type: 'done' });

    try {
      session.current = await startRecording({ signal, maxDurationMs: VOICE_SEARCH_SECONDS * 1000 });
    } catch (error) {
      stopListening();
      if (signal.aborted) return;
      const notice = mediaErrorNotice(classifyMediaError(error), 'voice-search');
      if (notice) notify(notice);
      return dispatch({ type: 'done' });
    }
    dispatch({ type: 'recording-started' });
    notify(LISTENING_FOR_SEARCH);
    stopListening = stopAtEndOfSpeech(session.current, context);

    let text: string;
    try {
      const recording = await session.current.finished.finally(stopListening);
      session.current = null;
      dispatch({ type: 'recording-finished' });
      const audio = await blobToBase64(recording.blob);
      text = (await svc.speechToText(key, audio, recording.mimeType, signal)).trim();
    } catch (error) {
      session.current = null;
      // Left mid-recording (the dialog closed): the "Listening" notice, which stays until replaced, goes.
      if (signal.aborted) return removeNotice(VOICE_SEARCH_NOTICE_ID);
      const kind = classifyMediaError(error);
      // A recording cancelled by hiding the page says nothing; the visitor left on purpose.
      if (kind === 'cancelled') removeNotice(VOICE_SEARCH_NOTICE_ID);
      else if (error instanceof MediaAccessError) {
        const notice = mediaErrorNotice(kind, 'voice-search');
        if (notice) notify(notice);
      } else notify(speechErrorNotice(error));
      return dispatch({ type: 'done' });
    }
    if (signal.aborted) return removeNotice(VOICE_SEARCH_NOTICE_ID);
    if (text === '') notify(NO_SPEECH);
    else {
      notify(searchingNotice(text));
      latest.current.onTranscript(text);
    }
    dispatch({ type: 'done' });
  }, []);

  const press = useCallback(() => {
    if (state.phase === 'recording') {
      session.current?.stop();
      return;
    }
    if (state.phase !== 'idle') return;
    // Without a connection nothing could transcribe the recording: say so now, not after 5 seconds.
    if (!isOnline()) {
      notify(OFFLINE_VOICE_SEARCH);
      return;
    }
    dispatch({ type: 'start' });
    const next = new AbortController();
    controller.current = next;
    void run(next.signal, audioContextNow());
  }, [state.phase, run]);

  // The countdown the visitor sees; the recorder keeps its own hard limit.
  useEffect(() => {
    if (state.phase !== 'recording') return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => clearInterval(timer);
  }, [state.phase]);

  // Leaving (the search dialog closes) cancels the recording and releases the microphone.
  useEffect(
    () => () => {
      controller.current?.abort();
      session.current?.cancel();
    },
    [],
  );

  return { state, disabled: isVoiceSearchDisabled(state), press };
}
