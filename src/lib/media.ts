/**
 * Microphone, camera and audio playback helpers. They know nothing of the product: callers turn
 * the typed error kinds into notices. Every function that takes a device releases it on every way
 * out (done, failed, cancelled, page hidden), because a forgotten track keeps the browser's
 * "recording" indicator on and the device busy for other apps.
 */

/** Why capturing or recording failed, independent of the browser's DOMException names. */
export type MediaErrorKind =
  'permission-denied' | 'no-device' | 'device-busy' | 'recorder-failed' | 'unsupported' | 'cancelled';

/** An error from capture or recording, with a kind callers can branch on. */
export class MediaAccessError extends Error {
  override readonly name = 'MediaAccessError';
  readonly kind: MediaErrorKind;

  constructor(kind: MediaErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.kind = kind;
  }
}

/**
 * DOMException names `getUserMedia` and `MediaRecorder` use, mapped to kinds. The legacy names
 * (PermissionDeniedError, DevicesNotFoundError, TrackStartError) come from older Chromium builds
 * still found on phones.
 */
export const MEDIA_ERROR_NAMES: Readonly<Record<string, MediaErrorKind>> = {
  NotAllowedError: 'permission-denied',
  PermissionDeniedError: 'permission-denied',
  SecurityError: 'permission-denied',
  NotFoundError: 'no-device',
  DevicesNotFoundError: 'no-device',
  OverconstrainedError: 'no-device',
  NotReadableError: 'device-busy',
  TrackStartError: 'device-busy',
  AbortError: 'device-busy',
  NotSupportedError: 'unsupported',
};

/** Maps anything thrown by capture or recording to a kind; unknown failures are recorder failures. */
export function classifyMediaError(error: unknown): MediaErrorKind {
  if (error instanceof MediaAccessError) return error.kind;
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  return MEDIA_ERROR_NAMES[name] ?? 'recorder-failed';
}

function toMediaError(error: unknown): MediaAccessError {
  if (error instanceof MediaAccessError) return error;
  const message = error instanceof Error && error.message ? error.message : 'The media device failed.';
  return new MediaAccessError(classifyMediaError(error), message, { cause: error });
}

/** Recording formats in order of preference; Whisper accepts all of them. */
export const RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'] as const;

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

/** Stops every track of the streams given (null and undefined are skipped). */
export function stopStream(...streams: ReadonlyArray<MediaStream | null | undefined>): void {
  for (const stream of streams) for (const track of stream?.getTracks() ?? []) track.stop();
}

/** Enables or disables every track of one kind; a disabled track sends silence or black frames. */
export function setTracksEnabled(stream: MediaStream | null, kind: 'audio' | 'video', enabled: boolean): void {
  const tracks = kind === 'audio' ? stream?.getAudioTracks() : stream?.getVideoTracks();
  for (const track of tracks ?? []) track.enabled = enabled;
}

type MediaDevicesLike = Pick<MediaDevices, 'getUserMedia'>;

function defaultMediaDevices(): MediaDevicesLike | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
}

/**
 * Asks for the microphone (and camera) and returns the live stream.
 * Throws {@link MediaAccessError}; if `signal` aborts while the browser is still asking, the
 * stream that arrives later is stopped at once and the call rejects with kind `cancelled`.
 */
export async function requestMedia(
  constraints: { audio: boolean; video?: boolean },
  options: { signal?: AbortSignal; mediaDevices?: MediaDevicesLike } = {},
): Promise<MediaStream> {
  const devices = options.mediaDevices ?? defaultMediaDevices();
  if (!devices?.getUserMedia) {
    throw new MediaAccessError('unsupported', 'This browser cannot use a microphone or camera here.');
  }
  if (options.signal?.aborted) throw new MediaAccessError('cancelled', 'Cancelled.');
  let stream: MediaStream;
  try {
    stream = await devices.getUserMedia(constraints);
  } catch (error) {
    throw toMediaError(error);
  }
  if (options.signal?.aborted) {
    stopStream(stream);
    throw new MediaAccessError('cancelled', 'Cancelled.');
  }
  return stream;
}

/** A finished recording. */
export interface Recording {
  readonly blob: Blob;
  /** The container actually produced, e.g. `audio/webm;codecs=opus`. */
  readonly mimeType: string;
  readonly fileName: string;
  readonly durationMs: number;
}

/** A recording under way. */
export interface RecordingSession {
  readonly mimeType: string;
  /** Resolves when the recording stops (early, at the limit, or the track ended). */
  readonly finished: Promise<Recording>;
  /** Stops early and keeps what was recorded. */
  stop(): void;
  /** Stops and throws away what was recorded: `finished` rejects with kind `cancelled`. */
  cancel(): void;
}

type RecorderLike = Pick<MediaRecorder, 'start' | 'stop' | 'state' | 'mimeType' | 'addEventListener'>;

export interface RecordingOptions {
  /** Hard limit; the spec's is five seconds. */
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

export const DEFAULT_MAX_RECORDING_MS = 5000;

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

/**
 * Starts recording speech, from the microphone (asked for here and released at the end) or from
 * `options.stream`. Resolves once recording has begun; rejects with {@link MediaAccessError}.
 * The recording stops by itself after `maxDurationMs`, when the page is hidden (cancelled), or
 * when the microphone track ends.
 */
export async function startRecording(options: RecordingOptions = {}): Promise<RecordingSession> {
  const maxDurationMs = options.maxDurationMs ?? DEFAULT_MAX_RECORDING_MS;
  const now = options.now ?? Date.now;
  const createRecorder = options.createRecorder ?? defaultCreateRecorder;
  const doc = options.document ?? (typeof document === 'undefined' ? undefined : document);
  if (!options.createRecorder && typeof MediaRecorder === 'undefined') {
    throw new MediaAccessError('unsupported', 'This browser cannot record audio.');
  }

  const owned = options.stream
    ? null
    : await requestMedia({ audio: true }, { signal: options.signal, mediaDevices: options.mediaDevices });
  const source = options.stream ? audioOnly(options.stream) : (owned as MediaStream);
  const requested = pickRecordingType(options.isTypeSupported ?? defaultIsTypeSupported());

  let recorder: RecorderLike;
  try {
    recorder = createRecorder(source, requested ? { mimeType: requested } : {});
  } catch (error) {
    stopStream(owned);
    throw new MediaAccessError('recorder-failed', 'The recorder could not start.', { cause: error });
  }

  const chunks: Blob[] = [];
  let cancelled = false;
  let settled = false;
  let startedAt = now();
  let limit: ReturnType<typeof setTimeout> | undefined = undefined;
  let resolveFinished!: (recording: Recording) => void;
  let rejectFinished!: (error: MediaAccessError) => void;
  const finished = new Promise<Recording>((resolve, reject) => {
    resolveFinished = resolve;
    rejectFinished = reject;
  });
  // Callers that only cancel never read `finished`; keep that from being an unhandled rejection.
  finished.catch(() => undefined);

  const onHidden = () => {
    if (doc?.visibilityState === 'hidden') cancel();
  };
  const onTrackEnded = () => stop();
  const tracks = source.getAudioTracks();

  function release() {
    if (limit !== undefined) clearTimeout(limit);
    doc?.removeEventListener('visibilitychange', onHidden);
    options.signal?.removeEventListener('abort', cancel);
    for (const track of tracks) track.removeEventListener('ended', onTrackEnded);
    stopStream(owned);
  }

  function settle(outcome: { recording: Recording } | { error: MediaAccessError }) {
    if (settled) return;
    settled = true;
    release();
    if ('recording' in outcome) resolveFinished(outcome.recording);
    else rejectFinished(outcome.error);
  }

  function stopRecorder() {
    if (recorder.state === 'inactive') return false;
    try {
      recorder.stop();
      return true;
    } catch {
      return false;
    }
  }

  function stop() {
    if (settled) return;
    if (!stopRecorder()) settle({ error: new MediaAccessError('recorder-failed', 'The recorder stopped early.') });
  }

  function cancel() {
    if (settled) return;
    cancelled = true;
    stopRecorder();
    settle({ error: new MediaAccessError('cancelled', 'Recording cancelled.') });
  }

  recorder.addEventListener('dataavailable', (event: BlobEvent) => {
    if (event.data && event.data.size > 0) chunks.push(event.data);
  });
  recorder.addEventListener('stop', () => {
    if (cancelled) return;
    const mimeType = recorder.mimeType || requested || chunks[0]?.type || 'audio/webm';
    const blob = new Blob(chunks, { type: mimeType });
    settle({ recording: { blob, mimeType, fileName: fileNameFor(mimeType), durationMs: now() - startedAt } });
  });
  recorder.addEventListener('error', (event: Event) => {
    const cause = 'error' in event ? (event as Event & { error: unknown }).error : event;
    settle({ error: new MediaAccessError('recorder-failed', 'The recorder failed.', { cause }) });
  });

  try {
    recorder.start();
  } catch (error) {
    stopStream(owned);
    throw new MediaAccessError('recorder-failed', 'The recorder could not start.', { cause: error });
  }
  startedAt = now();
  limit = setTimeout(stop, maxDurationMs);
  doc?.addEventListener('visibilitychange', onHidden);
  options.signal?.addEventListener('abort', cancel, { once: true });
  for (const track of tracks) track.addEventListener('ended', onTrackEnded);
  if (options.signal?.aborted) cancel();

  return { mimeType: recorder.mimeType || requested, finished, stop, cancel };
}

/** Encodes a Blob as plain base64 (no `data:` prefix). */
export async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  // A multiple of 3 keeps each chunk free of padding, so the chunks concatenate; chunking keeps
  // String.fromCharCode's argument list within engine limits.
  const chunkSize = 3 * 8192;
  let out = '';
  for (let start = 0; start < bytes.length; start += chunkSize) {
    out += btoa(String.fromCharCode(...bytes.subarray(start, start + chunkSize)));
  }
  return out;
}

/** Decodes plain base64 into a Blob of the given type. */
export function base64ToBlob(base64: string, type: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type });
}

/** Something being played aloud. */
export interface Playback {
  /** Resolves when playback ends or is stopped; rejects if it could not play at all. */
  readonly finished: Promise<void>;
  stop(): void;
  setMuted(muted: boolean): void;
}

type AudioLike = Pick<HTMLAudioElement, 'play' | 'pause' | 'src' | 'muted' | 'addEventListener' | 'removeAttribute'>;

/**
 * Plays base64 MP3 audio through an audio element and a blob: URL (allowed by the site's
 * `media-src`), revoking the URL when done.
 */
export function playBase64Audio(
  base64: string,
  options: { muted?: boolean; mimeType?: string; createAudio?: () => AudioLike } = {},
): Playback {
  const audio = options.createAudio?.() ?? new Audio();
  let url: string | null = null;
  let done = false;
  let resolveFinished!: () => void;
  let rejectFinished!: (error: unknown) => void;
  const finished = new Promise<void>((resolve, reject) => {
    resolveFinished = resolve;
    rejectFinished = reject;
  });
  finished.catch(() => undefined);

  function cleanUp() {
    done = true;
    if (url) URL.revokeObjectURL(url);
    url = null;
  }
  function end() {
    if (done) return;
    cleanUp();
    resolveFinished();
  }
  function fail(error: unknown) {
    if (done) return;
    cleanUp();
    rejectFinished(error);
  }

  try {
    url = URL.createObjectURL(base64ToBlob(base64, options.mimeType ?? 'audio/mpeg'));
    audio.muted = options.muted ?? false;
    audio.addEventListener('ended', end);
    audio.addEventListener('error', () => fail(new Error('The audio could not be played.')));
    audio.src = url;
    audio.play().catch(fail);
  } catch (error) {
    fail(error);
  }

  return {
    finished,
    stop() {
      audio.pause();
      audio.removeAttribute('src');
      end();
    },
    setMuted(muted) {
      audio.muted = muted;
    },
  };
}

type SynthLike = Pick<SpeechSynthesis, 'speak' | 'cancel'>;

/** Whether the browser can read text aloud itself (used offline or when remote speech fails). */
export function canSpeakWithBrowser(synth: SynthLike | undefined = globalThis.speechSynthesis): boolean {
  return synth !== undefined && typeof SpeechSynthesisUtterance !== 'undefined';
}

/**
 * Reads text aloud with the browser's own speech synthesis. Muting cancels the speech, since an
 * utterance's volume cannot change once it has started.
 */
export function speakWithBrowser(
  text: string,
  options: { muted?: boolean; synth?: SynthLike; lang?: string } = {},
): Playback {
  const synth = options.synth ?? globalThis.speechSynthesis;
  let done = false;
  let resolveFinished!: () => void;
  const finished = new Promise<void>((resolve) => {
    resolveFinished = resolve;
  });
  const end = () => {
    if (done) return;
    done = true;
    resolveFinished();
  };
  if (options.muted || !canSpeakWithBrowser(synth)) {
    end();
  } else {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = options.lang ?? (typeof navigator === 'undefined' ? 'en' : navigator.language);
    utterance.addEventListener('end', end);
    utterance.addEventListener('error', end);
    synth.cancel();
    synth.speak(utterance);
  }
  const stop = () => {
    if (!done) synth.cancel();
    end();
  };
  return {
    finished,
    stop,
    setMuted(muted) {
      if (muted) stop();
    },
  };
}

/** Whether the browser believes it is online; `navigator.onLine` false is reliable, true is a hint. */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}
