/**
 * Recording speech with MediaRecorder: format choice, a hard time limit, and release of the
 * microphone on every way out (done, failed, cancelled, page hidden).
 */
import { requestMedia, stopStream, type MediaDevicesLike } from './capture';
import { MediaAccessError } from './errors';

/** Recording formats in order of preference; Whisper accepts all of them. */
const RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'] as const;

/**
 * Picks the first recording type the browser supports, or `''` to let the recorder choose
 * (browsers without `isTypeSupported` still record, in their own default format).
 */
export function pickRecordingType(isTypeSupported: ((type: string) => boolean) | undefined): string {
  if (!isTypeSupported) return '';
  return RECORDING_TYPES.find((type) => isTypeSupported(type)) ?? '';
}

/** A file name whose extension matches the container, since transcription infers it from the name. */
export function fileNameFor(mimeType: string): string {
  const lower = mimeType.toLowerCase();
  if (lower.includes('ogg')) return 'recording.ogg';
  if (lower.includes('mp4') || lower.includes('aac') || lower.includes('m4a')) return 'recording.mp4';
  return 'recording.webm';
}

/** A finished recording. */
interface Recording {
  readonly blob: Blob;
  /** The container actually produced, e.g. `audio/webm;codecs=opus`. */
  readonly mimeType: string;
  readonly fileName: string;
  readonly durationMs: number;
}

/** A recording under way. */
export interface RecordingSession {
  readonly mimeType: string;
  /** What is being recorded (audio only), e.g. to listen for the end of speech meanwhile. */
  readonly source: MediaStream;
  /** Resolves when the recording stops (early, at the limit, or the track ended). */
  readonly finished: Promise<Recording>;
  /** Stops early and keeps what was recorded. */
  stop(): void;
  /** Stops and throws away what was recorded: `finished` rejects with kind `cancelled`. */
  cancel(): void;
}

type RecorderLike = Pick<MediaRecorder, 'start' | 'stop' | 'state' | 'mimeType' | 'addEventListener'>;

export interface RecordingOptions {
  /** Hard limit: five seconds by default, enough for a search phrase or a sentence of a call. */
  readonly maxDurationMs?: number;
  /** Record from a stream the caller owns (a call): its tracks are left running afterwards. */
  readonly stream?: MediaStream;
  /** Aborting cancels, like `cancel()`. */
  readonly signal?: AbortSignal;
  readonly mediaDevices?: MediaDevicesLike;
  readonly createRecorder?: (stream: MediaStream, options: MediaRecorderOptions) => RecorderLike;
  readonly isTypeSupported?: (type: string) => boolean;
  /** Where to watch `visibilitychange`; hiding the page cancels the recording. */
  readonly document?: Document;
  readonly now?: () => number;
}

const DEFAULT_MAX_RECORDING_MS = 5000;

function defaultCreateRecorder(stream: MediaStream, options: MediaRecorderOptions): RecorderLike {
  return new MediaRecorder(stream, options);
}

function defaultIsTypeSupported(): ((type: string) => boolean) | undefined {
  return typeof MediaRecorder === 'undefined' ? undefined : (type) => MediaRecorder.isTypeSupported(type);
}

/** Records only the audio of `stream`: an audio recorder given a video track fails in some browsers. */
function audioOnly(stream: MediaStream): MediaStream {
  if (stream.getVideoTracks().length === 0 || typeof MediaStream === 'undefined') return stream;
  return new MediaStream(stream.getAudioTracks());
}

/** The stream to record and a recorder on it, made but not started. */
interface OpenedRecorder {
  readonly recorder: RecorderLike;
  readonly source: MediaStream;
  /** The microphone asked for here, released at the end; null when recording the caller's stream. */
  readonly owned: MediaStream | null;
  /** The type asked of the recorder, or `''` when it chose its own. */
  readonly requested: string;
}

/** Releases the microphone asked for here and says the recorder could not start. */
function failedToStart(owned: MediaStream | null, cause: unknown): MediaAccessError {
  stopStream(owned);
  return new MediaAccessError('recorder-failed', 'The recorder could not start.', { cause });
}

/** Gets the stream to record (asking for the microphone unless given one) and makes its recorder. */
async function openRecorder(options: RecordingOptions): Promise<OpenedRecorder> {
  const createRecorder = options.createRecorder ?? defaultCreateRecorder;
  if (!options.createRecorder && typeof MediaRecorder === 'undefined') {
    throw new MediaAccessError('unsupported', 'This browser cannot record audio.');
  }
  const owned = options.stream
    ? null
    : await requestMedia({ audio: true }, { signal: options.signal, mediaDevices: options.mediaDevices });
  const source = options.stream ? audioOnly(options.stream) : (owned as MediaStream);
  const requested = pickRecordingType(options.isTypeSupported ?? defaultIsTypeSupported());
  try {
    return { recorder: createRecorder(source, requested ? { mimeType: requested } : {}), source, owned, requested };
  } catch (error) {
    throw failedToStart(owned, error);
  }
}

/** The container a recording is in: what the recorder says, else what was asked, else what it gave. */
export function recordedType(recorderType: string, requested: string, chunks: readonly Blob[]): string {
  return recorderType || requested || chunks[0]?.type || 'audio/webm';
}

/** What ends a recording from outside it. */
interface RecordingEnds {
  /** Hiding it cancels the recording. */
  readonly doc: Document | undefined;
  /** Aborting it cancels the recording. */
  readonly signal: AbortSignal | undefined;
  readonly stop: () => void;
  readonly cancel: () => void;
}

/** Cancels when the page is hidden or the signal aborts, stops when a track ends; returns how to stop watching. */
function watchRecordingEnds(source: MediaStream, ends: RecordingEnds): () => void {
  const { doc, signal, cancel } = ends;
  const onHidden = () => {
    if (doc?.visibilityState === 'hidden') cancel();
  };
  const onTrackEnded = () => ends.stop();
  const tracks = source.getAudioTracks();
  doc?.addEventListener('visibilitychange', onHidden);
  signal?.addEventListener('abort', cancel, { once: true });
  for (const track of tracks) track.addEventListener('ended', onTrackEnded);
  return () => {
    doc?.removeEventListener('visibilitychange', onHidden);
    signal?.removeEventListener('abort', cancel);
    for (const track of tracks) track.removeEventListener('ended', onTrackEnded);
  };
}

/** Stops the recorder if it runs; false when it was not running or refused. */
function stopRecorder(recorder: RecorderLike): boolean {
  if (recorder.state === 'inactive') return false;
  try {
    recorder.stop();
    return true;
  } catch {
    return false;
  }
}

type RecordingOutcome = { recording: Recording } | { error: MediaAccessError };

/**
 * A recording from its recorder's events to its one outcome: every way it ends settles `finished`
 * once and releases the limit, the watchers and the microphone asked for here. `begin` runs once
 * the recorder has started.
 */
function controlRecording(opened: OpenedRecorder, options: RecordingOptions, now: () => number) {
  const { recorder, owned, requested } = opened;
  const doc = options.document ?? (typeof document === 'undefined' ? undefined : document);
  const chunks: Blob[] = [];
  let cancelled = false;
  let settled = false;
  let startedAt = now();
  let limit: ReturnType<typeof setTimeout> | undefined = undefined;
  let unwatch: (() => void) | undefined = undefined;
  let settleFinished!: (outcome: RecordingOutcome) => void;
  const finished = new Promise<Recording>((resolve, reject) => {
    settleFinished = (outcome) => ('recording' in outcome ? resolve(outcome.recording) : reject(outcome.error));
  });
  // Callers that only cancel never read `finished`; keep that from being an unhandled rejection.
  finished.catch(() => undefined);

  function settle(outcome: RecordingOutcome) {
    if (settled) return;
    settled = true;
    if (limit !== undefined) clearTimeout(limit);
    unwatch?.();
    stopStream(owned);
    settleFinished(outcome);
  }
  function stop() {
    if (settled || stopRecorder(recorder)) return;
    settle({ error: new MediaAccessError('recorder-failed', 'The recorder stopped early.') });
  }
  function cancel() {
    if (settled) return;
    cancelled = true;
    stopRecorder(recorder);
    settle({ error: new MediaAccessError('cancelled', 'Recording cancelled.') });
  }

  recorder.addEventListener('dataavailable', (event: BlobEvent) => {
    if (event.data && event.data.size > 0) chunks.push(event.data);
  });
  recorder.addEventListener('stop', () => {
    if (cancelled) return;
    const mimeType = recordedType(recorder.mimeType, requested, chunks);
    const blob = new Blob(chunks, { type: mimeType });
    settle({ recording: { blob, mimeType, fileName: fileNameFor(mimeType), durationMs: now() - startedAt } });
  });
  recorder.addEventListener('error', (event: Event) => {
    const cause = 'error' in event ? (event as Event & { error: unknown }).error : event;
    settle({ error: new MediaAccessError('recorder-failed', 'The recorder failed.', { cause }) });
  });

  function begin(maxDurationMs: number) {
    startedAt = now();
    limit = setTimeout(stop, maxDurationMs);
    unwatch = watchRecordingEnds(opened.source, { doc, signal: options.signal, stop, cancel });
    if (options.signal?.aborted) cancel();
  }
  return { finished, stop, cancel, begin };
}

/**
 * Starts recording speech, from the microphone (asked for here and released at the end) or from
 * `options.stream`. Resolves once recording has begun; rejects with {@link MediaAccessError}.
 * The recording stops by itself after `maxDurationMs`, when the page is hidden (cancelled), or
 * when the microphone track ends.
 */
export async function startRecording(options: RecordingOptions = {}): Promise<RecordingSession> {
  const opened = await openRecorder(options);
  const { recorder, source, owned, requested } = opened;
  const control = controlRecording(opened, options, options.now ?? Date.now);
  try {
    recorder.start();
  } catch (error) {
    throw failedToStart(owned, error);
  }
  control.begin(options.maxDurationMs ?? DEFAULT_MAX_RECORDING_MS);
  const { finished, stop, cancel } = control;
  return { mimeType: recorder.mimeType || requested, source, finished, stop, cancel };
}
