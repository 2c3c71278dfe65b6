import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { RecordingSession } from '@/lib/media/recording';
import { isOnline } from '@/lib/offline/online-status';
import type { SpeechServices } from '@/lib/speech/speech-services';
import { notify } from '@/lib/toaster';
import { OFFLINE_VOICE_SEARCH } from './voice-notices';
import {
  initialVoiceSearchState,
  isVoiceSearchDisabled,
  voiceSearchReducer,
  type VoiceSearchState,
} from './voice-search-machine';
import { runVoiceSearch } from './voice-search-steps';

/** An audio context made in the visitor's tap (a phone allows audio only then), or null. */
function audioContextNow(): AudioContext | null {
  try {
    return typeof AudioContext === 'undefined' ? null : new AudioContext();
  } catch {
    return null;
  }
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
    void runVoiceSearch({
      signal: next.signal,
      context: audioContextNow(),
      services: latest.current.services,
      onTranscript: () => latest.current.onTranscript,
      dispatch,
      session,
    });
  }, [state.phase]);

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
