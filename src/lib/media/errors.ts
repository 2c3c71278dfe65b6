/**
 * Why a microphone or camera could not be used, as kinds callers can branch on. The capture and
 * recording modules throw these; the voice feature turns the kinds into notices.
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
const MEDIA_ERROR_NAMES: Readonly<Record<string, MediaErrorKind>> = {
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

/** Wraps anything thrown by the browser as a {@link MediaAccessError} with its kind. */
export function toMediaError(error: unknown): MediaAccessError {
  if (error instanceof MediaAccessError) return error;
  const message = error instanceof Error && error.message ? error.message : 'The media device failed.';
  return new MediaAccessError(classifyMediaError(error), message, { cause: error });
}
