/**
 * A call over the provider's realtime model, through WebRTC: the microphone's track goes to the
 * provider, its voice comes back on a track that the call's audio element plays, and its events
 * come over the `oai-events` data channel. The offer is negotiated by the speech function, which
 * adds the persona's session and the key, so the page holds no provider key it was not given.
 * What the events mean to the call is `realtime-events.ts`.
 */
import type { RealtimeCallAnswer } from '@basebots/speech-contract';
import type { CallAudio } from '@/lib/media/call-audio';
import { levelDb, meterLevel } from '@/lib/media/levels';
import { RealtimeEvents, type RealtimeListener } from './realtime-events';

/** How long a call waits for the realtime connection before it falls back to the pipeline. */
const REALTIME_CONNECT_MS = 3000;

export interface RealtimeOptions extends RealtimeListener {
  readonly stream: MediaStream;
  readonly audio: CallAudio;
  /** Sends the offer through the speech function (with the voice's speed); resolves with the provider's answer. */
  readonly negotiate: (sdp: string, signal: AbortSignal) => Promise<RealtimeCallAnswer>;
  /** Aborted when the visitor hangs up or the call screen goes away. */
  readonly signal: AbortSignal;
  /** "Give me more time" and "Slower speech", as the call starts. */
  readonly tuning: RealtimeTuning;
  /** The connection was lost after it was made (the call goes on without it). */
  readonly onLost: () => void;
}

/**
 * What the visitor's call settings change of the provider's session: "Give me more time" makes its
 * turn detection wait longer, "Slower speech" its voice slower (`speed`, 1 when not given).
 */
export interface RealtimeTuning {
  readonly moreTime: boolean;
  readonly speed: number | undefined;
}

export interface RealtimeCall {
  /** The microphone's level now, 0..1. */
  level(): number;
  /** The provider's voice's level now, 0..1. */
  voiceLevel(): number;
  /** Stops the assistant's speech at once (Speak pressed over it). */
  interrupt(): void;
  /** The call's settings changed. */
  tune(tuning: RealtimeTuning): void;
  /** Hangs up: the connection closes, and a reply cut short is saved as far as it was heard. */
  stop(): void;
}

/** Whether this browser can make a realtime call at all. */
export function canCallRealtime(): boolean {
  return typeof RTCPeerConnection === 'function';
}

function sessionUpdate({ moreTime, speed }: RealtimeTuning) {
  return {
    type: 'session.update',
    session: {
      type: 'realtime',
      audio: {
        input: { turn_detection: { type: 'semantic_vad', eagerness: moreTime ? 'low' : 'auto' } },
        output: { speed: speed ?? 1 },
      },
    },
  };
}

function whenOpen(channel: RTCDataChannel, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = () => reject(new Error('The realtime connection did not open.'));
    if (signal.aborted) return fail();
    signal.addEventListener('abort', fail, { once: true });
    channel.addEventListener('close', fail, { once: true });
    channel.addEventListener('open', () => resolve(), { once: true });
  });
}

function parsed(data: unknown): Record<string, unknown> | null {
  try {
    const event: unknown = typeof data === 'string' ? JSON.parse(data) : null;
    return typeof event === 'object' && event !== null && !Array.isArray(event)
      ? (event as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Meters a stream (the microphone, the provider's voice) on the call's audio context. */
function meter(context: AudioContext, stream: MediaStream): () => number {
  try {
    const analyser = new AnalyserNode(context, { fftSize: 1024 });
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    return () => {
      analyser.getFloatTimeDomainData(samples);
      return meterLevel(levelDb(samples));
    };
  } catch {
    return () => 0;
  }
}

/**
 * Connects a realtime call. Rejects when the provider has none, or when the connection is not
 * open within {@link REALTIME_CONNECT_MS}: the caller then runs the call on the pipeline.
 */
export async function startRealtimeCall(options: RealtimeOptions): Promise<RealtimeCall> {
  const { stream, audio, signal } = options;
  const connection = new RTCPeerConnection();
  const connecting = new AbortController();
  const giveUp = () => connecting.abort();
  const timer = setTimeout(giveUp, REALTIME_CONNECT_MS);
  signal.addEventListener('abort', giveUp, { once: true });
  const events = new RealtimeEvents({
    ...options,
    onActivity: (activity) => {
      // Talked over, the voice goes quiet at once, not once the provider's stop and the audio
      // already on its way have reached the speaker (heard while it was quiet, nothing changes);
      // its next reply is heard again.
      if (activity === 'hearing') audio.hushStream(true);
      else if (activity === 'speaking') audio.hushStream(false);
      options.onActivity(activity);
    },
  });
  let stopped = false;

  const remote = new Promise<MediaStream>((resolve) => {
    connection.addEventListener('track', ({ streams, track }) => resolve(streams[0] ?? new MediaStream([track])), {
      once: true,
    });
  });
  const channel = connection.createDataChannel('oai-events');
  // Listened to from the start, so no event of the provider's goes by unheard.
  channel.addEventListener('message', ({ data }) => {
    const event = parsed(data);
    if (event) events.handle(event);
  });
  try {
    for (const track of stream.getAudioTracks()) connection.addTrack(track, stream);
    await connection.setLocalDescription();
    const answer = await options.negotiate(connection.localDescription?.sdp ?? '', connecting.signal);
    await connection.setRemoteDescription({ type: 'answer', sdp: answer.sdp });
    await whenOpen(channel, connecting.signal);
    audio.streamElement.srcObject = await remote;
    void audio.streamElement.play().catch(() => undefined);
  } catch (error) {
    connection.close();
    throw error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', giveUp);
  }

  const send = (event: object) => {
    if (channel.readyState === 'open') channel.send(JSON.stringify(event));
  };
  const stop = () => {
    if (stopped) return;
    stopped = true;
    events.finish();
    connection.close();
    audio.streamElement.srcObject = null;
    audio.hushStream(false);
  };
  const lost = () => {
    if (stopped) return;
    stop();
    options.onLost();
  };
  channel.addEventListener('close', lost);
  connection.addEventListener('connectionstatechange', () => {
    if (connection.connectionState === 'failed' || connection.connectionState === 'closed') lost();
  });
  send(sessionUpdate(options.tuning));
  options.onActivity('listening');

  return {
    level: meter(audio.context, stream),
    // Read from the stream: Chromium reads a remote stream in Web Audio while an element plays it.
    voiceLevel: meter(audio.context, await remote),
    interrupt() {
      if (!events.speaking()) return;
      audio.hushStream(true);
      send({ type: 'response.cancel' });
      send({ type: 'output_audio_buffer.clear' });
    },
    tune: (tuning) => send(sessionUpdate(tuning)),
    stop,
  };
}
