/**
 * One voice search as plain async steps: the key, the recording (stopped early when the visitor
 * stops talking), the transcription and its outcome. `use-voice-search.ts` runs it per press.
 */
import { blobToBase64 } from '@/lib/media/base64';
import { classifyMediaError, MediaAccessError } from '@/lib/media/errors';
import { startRecording, type RecordingSession } from '@/lib/media/recording';
import type { SpeechServices } from '@/lib/speech/speech-services';
import { notify, removeNotice, type Notice } from '@/lib/toaster';
import { DEFAULT_TURN_TAKING, initialTurnTaking, stepTurnTaking } from './turn-taking';
import {
  LISTENING_FOR_SEARCH,
  mediaErrorNotice,
  NO_SPEECH,
  searchingNotice,
  speechErrorNotice,
  VOICE_SEARCH_NOTICE_ID,
} from './voice-notices';
import { VOICE_SEARCH_SECONDS, type VoiceSearchEvent } from './voice-search-machine';

/** What one search runs with. */
export interface VoiceSearchRun {
  readonly signal: AbortSignal;
  /** Made in the visitor's tap; closed once the recording is over, whatever ends it. */
  readonly context: AudioContext | null;
  readonly services: SpeechServices;
  /** Read when the transcript arrives, so the search goes to the latest handler. */
  readonly onTranscript: () => (text: string) => void;
  readonly dispatch: (event: VoiceSearchEvent) => void;
  /** The recording under way, so pressing again can stop it and leaving can cancel it. */
  readonly session: { current: RecordingSession | null };
}

/**
 * What a failed recording or transcription tells the visitor, or null when it was cancelled by
 * hiding the page: the visitor left on purpose, so "Listening" is withdrawn and nothing is said.
 */
export function searchFailureNotice(error: unknown): Notice | null {
  const kind = classifyMediaError(error);
  if (kind === 'cancelled') return null;
  return error instanceof MediaAccessError ? mediaErrorNotice(kind, 'voice-search') : speechErrorNotice(error);
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

async function readSpeechKey(services: SpeechServices): Promise<string | null> {
  try {
    return await services.ensureSpeechKey('voice-search');
  } catch (error) {
    // The key store failing must not leave the button stuck; treat it as no key.
    console.warn('Could not read the speech key.', error);
    return null;
  }
}

/** Starts recording, or says why it could not (unless the search was left) and returns null. */
async function startSearchRecording(run: VoiceSearchRun, closeContext: () => void): Promise<RecordingSession | null> {
  try {
    const session = await startRecording({ signal: run.signal, maxDurationMs: VOICE_SEARCH_SECONDS * 1000 });
    run.session.current = session;
    return session;
  } catch (error) {
    closeContext();
    if (run.signal.aborted) return null;
    const notice = mediaErrorNotice(classifyMediaError(error), 'voice-search');
    if (notice) notify(notice);
    run.dispatch({ type: 'done' });
    return null;
  }
}

/** The trimmed transcript, or null once a failure or the search being left has been dealt with. */
async function transcribeSearch(
  run: VoiceSearchRun,
  key: string,
  session: RecordingSession,
  stopListening: () => void,
): Promise<string | null> {
  try {
    const recording = await session.finished.finally(stopListening);
    run.session.current = null;
    run.dispatch({ type: 'recording-finished' });
    const audio = await blobToBase64(recording.blob);
    return (await run.services.speechToText(key, audio, recording.mimeType, run.signal)).trim();
  } catch (error) {
    run.session.current = null;
    // Left mid-recording (the dialog closed): the "Listening" notice, which stays until replaced, goes.
    if (run.signal.aborted) {
      removeNotice(VOICE_SEARCH_NOTICE_ID);
      return null;
    }
    const notice = searchFailureNotice(error);
    if (notice) notify(notice);
    else removeNotice(VOICE_SEARCH_NOTICE_ID);
    run.dispatch({ type: 'done' });
    return null;
  }
}

/** Runs one voice search from the key to the search, ending in the `done` event unless it was left. */
export async function runVoiceSearch(run: VoiceSearchRun): Promise<void> {
  const { signal, context, dispatch } = run;
  const closeContext = (): void => void context?.close().catch(() => undefined);
  const key = await readSpeechKey(run.services);
  if (signal.aborted || !key) closeContext();
  if (signal.aborted) return;
  if (!key) return dispatch({ type: 'done' });

  const session = await startSearchRecording(run, closeContext);
  if (!session) return;
  dispatch({ type: 'recording-started' });
  notify(LISTENING_FOR_SEARCH);

  const text = await transcribeSearch(run, key, session, stopAtEndOfSpeech(session, context));
  if (text === null) return;
  if (signal.aborted) return removeNotice(VOICE_SEARCH_NOTICE_ID);
  if (text === '') notify(NO_SPEECH);
  else {
    notify(searchingNotice(text));
    run.onTranscript()(text);
  }
  dispatch({ type: 'done' });
}
