/**
 * Stand-ins for the browser's media APIs (MediaStream, MediaStreamTrack, MediaRecorder, speech
 * synthesis), which jsdom and Node do not have. They model only what the voice code relies on.
 */
import { vi } from 'vitest';

export class FakeTrack extends EventTarget {
  enabled = true;
  readyState: 'live' | 'ended' = 'live';
  constructor(readonly kind: 'audio' | 'video') {
    super();
  }
  stop(): void {
    this.readyState = 'ended';
  }
}

export class FakeStream {
  readonly tracks: FakeTrack[];
  constructor(tracks: FakeTrack[] = [new FakeTrack('audio')]) {
    this.tracks = tracks;
  }
  getTracks(): FakeTrack[] {
    return this.tracks;
  }
  getAudioTracks(): FakeTrack[] {
    return this.tracks.filter((track) => track.kind === 'audio');
  }
  getVideoTracks(): FakeTrack[] {
    return this.tracks.filter((track) => track.kind === 'video');
  }
  asStream(): MediaStream {
    return this as unknown as MediaStream;
  }
}

export class FakeRecorder extends EventTarget {
  static readonly instances: FakeRecorder[] = [];
  static isTypeSupported(type: string): boolean {
    return type.startsWith('audio/webm');
  }
  state: 'inactive' | 'recording' = 'inactive';
  readonly mimeType: string;
  /** What the next `stop()` delivers. */
  data = new Blob(['fake-opus-bytes'], { type: 'audio/webm;codecs=opus' });
  constructor(
    readonly stream: MediaStream,
    options: MediaRecorderOptions = {},
  ) {
    super();
    this.mimeType = options.mimeType ?? 'audio/webm';
    FakeRecorder.instances.push(this);
  }
  start(): void {
    this.state = 'recording';
  }
  stop(): void {
    if (this.state === 'inactive') throw new DOMException('not recording', 'InvalidStateError');
    this.state = 'inactive';
    const event = new Event('dataavailable') as Event & { data: Blob };
    event.data = this.data;
    this.dispatchEvent(event);
    this.dispatchEvent(new Event('stop'));
  }
  fail(): void {
    this.state = 'inactive';
    this.dispatchEvent(new Event('error'));
  }
}

/** A DOMException like the ones getUserMedia throws. */
export function domError(name: string): DOMException {
  return new DOMException(`fake ${name}`, name);
}

/** Installs fake getUserMedia, MediaRecorder and MediaStream; returns the streams handed out. */
export function installFakeMedia(options: { fail?: string } = {}) {
  const streams: FakeStream[] = [];
  FakeRecorder.instances.length = 0;
  const getUserMedia = vi.fn(async (constraints: MediaStreamConstraints) => {
    if (options.fail) throw domError(options.fail);
    const tracks = [new FakeTrack('audio')];
    if (constraints.video) tracks.push(new FakeTrack('video'));
    const stream = new FakeStream(tracks);
    streams.push(stream);
    return stream.asStream();
  });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  vi.stubGlobal('MediaStream', FakeStream);
  const liveTracks = () => streams.flatMap((stream) => stream.tracks).filter((track) => track.readyState === 'live');
  return { streams, getUserMedia, liveTracks };
}

/**
 * Makes audio elements "play" in jsdom, which cannot: `play` resolves and the clip ends after
 * `lengthMs`; `pause` does nothing. Returns the spies.
 */
export function stubAudioPlayback(lengthMs: number) {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    setTimeout(() => this.dispatchEvent(new Event('ended')), lengthMs);
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  return { play, pause };
}
