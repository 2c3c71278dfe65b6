import { levelDb, meterLevel } from './levels';

/**
 * The audio a call needs from the visitor's own tap on Call: one Web Audio context (for listening
 * and the soft state sounds) and two audio elements for the assistant's voice, one for its clips
 * and one for a voice that arrives as a stream (a realtime call's). Phones, iPhones first, let a
 * page start audio only during a tap; all are created and started then, and used for the whole
 * call.
 */

/** A tenth of a second of silence as a WAV file, to start the element during the tap. */
function silentWav(): Blob {
  const samples = 800;
  const buffer = new ArrayBuffer(44 + samples * 2);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) => {
    for (let index = 0; index < value.length; index += 1) view.setUint8(offset + index, value.charCodeAt(index));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint32(28, 16000, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  return new Blob([buffer], { type: 'audio/wav' });
}

export interface CallAudio {
  readonly context: AudioContext;
  /** Plays the assistant's clips (transcription, chat and speech), through the level meter. */
  readonly element: HTMLAudioElement;
  /**
   * Plays a voice that arrives as a stream (a realtime call's), not routed into Web Audio: Chromium
   * gives an element source nothing of a stream (the stream's own level is read from the stream).
   */
  readonly streamElement: HTMLAudioElement;
  /** How loud the assistant's clips are now, 0..1 (on the microphone's scale), for the level meter. */
  voiceLevel(): number;
  /** The visitor's speaker switch, for the clips and the stream alike. */
  setMuted(muted: boolean): void;
  /** Silences the stream's voice at once while the visitor talks over it, apart from the switch. */
  hushStream(hushed: boolean): void;
  close(): void;
}

/**
 * Routes the element through an analyser, so the meter can show the assistant's voice. Once an
 * element feeds Web Audio it plays only through it: the context, started in the tap, plays it on.
 * Null where the browser refuses (the voice then plays straight, unmeasured).
 */
function analyseElement(context: AudioContext, element: HTMLAudioElement): AnalyserNode | null {
  try {
    const analyser = new AnalyserNode(context, { fftSize: 1024 });
    context.createMediaElementSource(element).connect(analyser).connect(context.destination);
    return analyser;
  } catch {
    return null;
  }
}

/** Creates and starts the call's audio; null where the browser has no Web Audio. */
export function openCallAudio(): CallAudio | null {
  const Context = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (Context === undefined || typeof Audio === 'undefined') return null;
  let context: AudioContext;
  try {
    context = new Context();
  } catch {
    return null;
  }
  void context.resume().catch(() => undefined);
  const element = new Audio();
  const streamElement = new Audio();
  const analyser = analyseElement(context, element);
  const samples = new Float32Array(analyser?.fftSize ?? 0);
  let muted = false;
  let hushed = false;
  const url = URL.createObjectURL(silentWav());
  element.src = url;
  streamElement.src = url;
  void Promise.all([element.play(), streamElement.play()])
    .catch(() => undefined)
    .finally(() => URL.revokeObjectURL(url));
  const applyMuted = () => {
    element.muted = muted;
    streamElement.muted = muted || hushed;
  };
  return {
    context,
    element,
    streamElement,
    voiceLevel() {
      if (!analyser || element.paused) return 0;
      analyser.getFloatTimeDomainData(samples);
      return meterLevel(levelDb(samples));
    },
    setMuted(next) {
      muted = next;
      applyMuted();
    },
    hushStream(next) {
      hushed = next;
      applyMuted();
    },
    close() {
      for (const each of [element, streamElement]) {
        each.pause();
        each.srcObject = null;
        each.removeAttribute('src');
      }
      void context.close().catch(() => undefined);
    },
  };
}

/** A short, soft tone marking a change of state: rising when listening, lower when thinking. */
export function playEarcon(context: AudioContext, kind: 'listening' | 'thinking'): void {
  if (context.state !== 'running') return;
  const now = context.currentTime;
  const oscillator = new OscillatorNode(context, { type: 'sine', frequency: kind === 'listening' ? 660 : 440 });
  if (kind === 'listening') oscillator.frequency.linearRampToValueAtTime(880, now + 0.12);
  const gain = new GainNode(context, { gain: 0 });
  gain.gain.linearRampToValueAtTime(0.05, now + 0.02);
  gain.gain.linearRampToValueAtTime(0, now + 0.14);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(now);
  oscillator.stop(now + 0.15);
}
