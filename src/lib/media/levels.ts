// Sound levels, shared by the hands-free detector and the call's audio. A module of its own: the
// detector's chunk is fetched only when a call starts, and the call's audio must not pull it in.

/** A level in dBFS on a level meter's 0..1 scale: -60 dBFS and below is 0, -10 and above is 1. */
export function meterLevel(db: number): number {
  return Math.min(Math.max((db + 60) / 50, 0), 1);
}

/** Root-mean-square level of samples, in dBFS (-100 for silence). */
export function levelDb(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  const rms = Math.sqrt(sum / Math.max(samples.length, 1));
  return rms > 0 ? Math.max(20 * Math.log10(rms), -100) : -100;
}
