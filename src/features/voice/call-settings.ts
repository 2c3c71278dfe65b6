/**
 * A call's own settings, kept on the device: hands-free (on unless turned off), "Give me more
 * time" (a longer silence ends a turn), "Slower speech" (on by default while the reading mode is
 * on), and the soft sounds that mark each state.
 */
import { DEVICE_STORAGE, readStored, writeStored } from '@/lib/device-storage';
import { getReadingMode, isReadingModeOn, type ReadingMode } from '@/lib/reading-mode/reading-mode';

export interface CallSettings {
  readonly handsFree: boolean;
  readonly moreTime: boolean;
  readonly slowerSpeech: boolean;
  readonly sounds: boolean;
}

/** The speech `speed` of "Slower speech". */
const SLOWER_SPEECH_SPEED = 0.85;

/** The speech `speed` to ask for, or undefined for the voice's own pace. */
export function speedFor(settings: CallSettings): number | undefined {
  return settings.slowerSpeech ? SLOWER_SPEECH_SPEED : undefined;
}

function defaultCallSettings(mode: ReadingMode = getReadingMode()): CallSettings {
  return { handsFree: true, moreTime: false, slowerSpeech: isReadingModeOn(mode), sounds: true };
}

/** The stored settings over the defaults; anything missing or damaged keeps its default. */
export function readCallSettings(): CallSettings {
  const defaults = defaultCallSettings();
  let stored: unknown = null;
  try {
    stored = JSON.parse(readStored(DEVICE_STORAGE.callSettings) ?? 'null');
  } catch {
    stored = null;
  }
  if (typeof stored !== 'object' || stored === null) return defaults;
  const record = stored as Record<string, unknown>;
  const pick = (name: keyof CallSettings) => (typeof record[name] === 'boolean' ? record[name] : defaults[name]);
  return {
    handsFree: pick('handsFree'),
    moreTime: pick('moreTime'),
    slowerSpeech: pick('slowerSpeech'),
    sounds: pick('sounds'),
  };
}

/** Keeps the settings on the device (a device that will not keep them still uses them this call). */
export function writeCallSettings(settings: CallSettings): void {
  writeStored(DEVICE_STORAGE.callSettings, JSON.stringify(settings));
}
