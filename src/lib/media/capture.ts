/**
 * Asking for the microphone and camera, and letting go of them. Every function that takes a
 * device releases it on every way out (done, failed, cancelled), because a forgotten track keeps
 * the browser's "recording" indicator on and the device busy for other apps.
 */
import { MediaAccessError, toMediaError } from './errors';

/** Stops every track of the streams given (null and undefined are skipped). */
export function stopStream(...streams: ReadonlyArray<MediaStream | null | undefined>): void {
  for (const stream of streams) for (const track of stream?.getTracks() ?? []) track.stop();
}

/** Enables or disables every track of one kind; a disabled track sends silence or black frames. */
export function setTracksEnabled(stream: MediaStream | null, kind: 'audio' | 'video', enabled: boolean): void {
  const tracks = kind === 'audio' ? stream?.getAudioTracks() : stream?.getVideoTracks();
  for (const track of tracks ?? []) track.enabled = enabled;
}

export type MediaDevicesLike = Pick<MediaDevices, 'getUserMedia'>;

function defaultMediaDevices(): MediaDevicesLike | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
}

/**
 * Asks for the microphone (and camera) and returns the live stream.
 * Throws {@link MediaAccessError}; if `signal` aborts while the browser is still asking, the
 * stream that arrives later is stopped at once and the call rejects with kind `cancelled`.
 */
export async function requestMedia(
  constraints: { audio: boolean | MediaTrackConstraints; video?: boolean },
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
