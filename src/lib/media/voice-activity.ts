/**
 * Voice-activity detection for hands-free calls: an energy gate with an adaptive noise floor (in
 * the manner of `hark`), on Web Audio. Loaded only when a call starts (a lazy chunk of a few KiB).
 *
 * Each frame (~20 ms) the microphone's level in the speech band is compared with the room's
 * noise floor, the quietest level of the last 3 s, so a fan or a steady hum becomes the floor
 * while speech (which pauses between words) does not. A frame is voiced when it is well above
 * the floor and above an absolute minimum; a little lower keeps it voiced (hysteresis).
 * While the assistant speaks the gate asks for a louder voice ("strict"), since what is left of
 * its echo is heard too.
 *
 * The listener also gives a copy of the microphone delayed by {@link PRE_ROLL_MS}: a recorder
 * started on it when speech is first detected still holds the speech that came just before.
 */
import { levelDb, meterLevel } from './levels';

/** How much of the sound before detection a turn's recording keeps. */
const PRE_ROLL_MS = 300;
const FRAME_MS = 20;

export interface EnergyGateConfig {
  /** dB above the noise floor to start a voiced stretch. */
  readonly onsetDb: number;
  /** dB above the noise floor that keeps a stretch voiced. */
  readonly holdDb: number;
  /** Nothing quieter than this (dBFS) is speech, whatever the floor. */
  readonly minDb: number;
  /** Extra dB needed to start while the assistant speaks. */
  readonly strictExtraDb: number;
}

const DEFAULT_ENERGY_GATE: EnergyGateConfig = { onsetDb: 14, holdDb: 8, minDb: -45, strictExtraDb: 8 };

export interface EnergyGate {
  /** One frame's level (dBFS); true when it is voiced. */
  step(db: number, strict?: boolean): boolean;
  readonly floorDb: number;
}

/** The noise floor is the quietest moment of this many frames (3 s): speech always has gaps. */
const FLOOR_WINDOW_FRAMES = 150;

/** The gate's decision rule, without any audio: fed levels, it says which frames are voiced. */
export function createEnergyGate(config: EnergyGateConfig = DEFAULT_ENERGY_GATE): EnergyGate {
  // Minimum statistics: the floor is the lowest level of the last few seconds. A steady noise
  // (a fan, a hum) becomes the floor within the window; speech, which pauses between words,
  // never does.
  const recent: number[] = [];
  let floor = -100;
  let voiced = false;
  return {
    get floorDb() {
      return floor;
    },
    step(db, strict = false) {
      recent.push(db);
      if (recent.length > FLOOR_WINDOW_FRAMES) recent.shift();
      floor = Math.min(...recent);
      const onset = Math.max(floor + config.onsetDb, config.minDb) + (strict ? config.strictExtraDb : 0);
      const hold = Math.max(floor + config.holdDb, config.minDb - 4);
      voiced = voiced ? db > hold : db > onset;
      return voiced;
    },
  };
}

export interface VoiceActivityFrame {
  /** performance.now() of the frame. */
  readonly at: number;
  readonly voiced: boolean;
  /** 0..1, for a level meter. */
  readonly level: number;
}

export interface VoiceListener {
  /** The microphone delayed by {@link PRE_ROLL_MS}, to record turns from. */
  readonly delayed: MediaStream;
  /** Asks for a louder voice to start (while the assistant speaks). */
  setStrict(strict: boolean): void;
  stop(): void;
}

/**
 * Listens to `stream`'s microphone in `context` and calls `onFrame` every ~20 ms. The caller owns
 * the context and the stream; `stop()` disconnects what this made.
 */
export function listenForVoice(
  context: AudioContext,
  stream: MediaStream,
  onFrame: (frame: VoiceActivityFrame) => void,
  config: EnergyGateConfig = DEFAULT_ENERGY_GATE,
): VoiceListener {
  const source = context.createMediaStreamSource(new MediaStream(stream.getAudioTracks()));
  // The speech band only: rumble and hiss carry energy but no words.
  const highPass = new BiquadFilterNode(context, { type: 'highpass', frequency: 120 });
  const lowPass = new BiquadFilterNode(context, { type: 'lowpass', frequency: 4000 });
  const analyser = new AnalyserNode(context, { fftSize: 1024, smoothingTimeConstant: 0 });
  source.connect(highPass).connect(lowPass).connect(analyser);

  const delay = new DelayNode(context, { delayTime: PRE_ROLL_MS / 1000, maxDelayTime: 1 });
  const destination = context.createMediaStreamDestination();
  source.connect(delay).connect(destination);

  const gate = createEnergyGate(config);
  const samples = new Float32Array(analyser.fftSize);
  let strict = false;
  const timer = setInterval(() => {
    analyser.getFloatTimeDomainData(samples);
    const db = levelDb(samples);
    const voiced = gate.step(db, strict);
    onFrame({ at: performance.now(), voiced, level: meterLevel(db) });
  }, FRAME_MS);

  return {
    delayed: destination.stream,
    setStrict(value) {
      strict = value;
    },
    stop() {
      clearInterval(timer);
      source.disconnect();
      delay.disconnect();
      highPass.disconnect();
      lowPass.disconnect();
      for (const track of destination.stream.getTracks()) track.stop();
    },
  };
}
