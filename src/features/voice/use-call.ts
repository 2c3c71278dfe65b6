import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { setTracksEnabled } from '@/lib/media/capture';
import { CALL_TICK_MS, callReducer, conversationPhaseFor, initialCallState, type CallState } from './call-machine';
import { endCall, muteAssistant, startCall } from './call-runner';
import { createCallHandles, type CallRuntime, type UseCallOptions } from './call-runtime';
import { readCallSettings, writeCallSettings, type CallSettings } from './call-settings';
import { appendCaption, type Caption } from './captions';
import { pressMic, pressSpeak } from './push-to-talk';

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

/** Applies the call's state to the real devices, and ticks its timers. */
function useCallDevices(runtime: CallRuntime, state: CallState, stream: MediaStream | null): void {
  const { dispatch } = runtime;
  // Muting really silences the track, so nothing is sent even if a recording were running.
  useEffect(() => setTracksEnabled(stream, 'audio', !state.micMuted), [stream, state.micMuted]);
  useEffect(() => setTracksEnabled(stream, 'video', !state.cameraOff), [stream, state.cameraOff]);
  useEffect(() => muteAssistant(runtime, state.speakerMuted), [runtime, state.speakerMuted]);

  useEffect(() => {
    if (state.status !== 'connected') return;
    const timer = setInterval(() => dispatch({ type: 'tick', now: Date.now() }), CALL_TICK_MS);
    return () => clearInterval(timer);
  }, [dispatch, state.status]);

  useEffect(() => {
    if (state.speak !== 'recording') return;
    const timer = setInterval(() => dispatch({ type: 'speak-tick' }), 1000);
    return () => clearInterval(timer);
  }, [dispatch, state.speak]);
}

/**
 * Runs one call as React state: connects on mount, ticks the timer, applies the toggles to the
 * real tracks, runs each spoken turn, and releases every device and request on hang-up or unmount.
 */
export function useCall(options: UseCallOptions): UseCall {
  const [state, dispatch] = useReducer(callReducer, initialCallState);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [captions, setCaptions] = useState<readonly Caption[]>([]);
  const [settings, setSettings] = useState<CallSettings>(readCallSettings);
  const latest = useRef(options);
  const current = useRef(state);
  const settingsRef = useRef(settings);
  useEffect(() => {
    latest.current = options;
    current.current = state;
  });
  const [runtime] = useState<CallRuntime>(() => ({
    handles: createCallHandles(),
    options: () => latest.current,
    state: () => current.current,
    settings: () => settingsRef.current,
    dispatch,
    addCaption: (role, text, turn) => setCaptions((list) => appendCaption(list, role, text, turn)),
    showStream: setStream,
  }));

  useEffect(() => startCall(runtime), [runtime]);
  useCallDevices(runtime, state, stream);

  const changeSettings = useCallback(
    (change: Partial<CallSettings>) => {
      const next = { ...settingsRef.current, ...change };
      settingsRef.current = next;
      setSettings(next);
      writeCallSettings(next);
      const { handsFree, activity } = runtime.handles;
      if (handsFree) dispatch({ type: 'conversation', phase: conversationPhaseFor(activity, next.handsFree) });
    },
    [runtime],
  );

  const controls = useMemo(
    () => ({
      hangUp: () => endCall(runtime, 'hang-up'),
      toggleMic: () => pressMic(runtime),
      toggleSpeaker: () => dispatch({ type: 'toggle-speaker' }),
      toggleCamera: () => dispatch({ type: 'toggle-camera' }),
      speak: () => pressSpeak(runtime),
      level: () => runtime.handles.handsFree?.level() ?? null,
      voiceLevel: () => runtime.handles.audio?.voiceLevel() ?? null,
    }),
    [runtime],
  );

  return { state, stream, settings, changeSettings, captions, ...controls };
}
