import { describe, expect, it } from 'vitest';
import { levelDb } from '@/lib/media/levels';
import { createEnergyGate } from '@/lib/media/voice-activity';

/** Feeds levels (dBFS) and returns which frames were voiced. */
function gate(levels: number[], strict = false): boolean[] {
  const energy = createEnergyGate();
  return levels.map((db) => energy.step(db, strict));
}

const repeat = (db: number, frames: number) => Array.from({ length: frames }, () => db);

describe('the energy gate', () => {
  it('hears speech well above a quiet room and not the room itself', () => {
    const voiced = gate([...repeat(-65, 50), ...repeat(-30, 20), ...repeat(-65, 20)]);
    expect(voiced.slice(0, 50).some(Boolean)).toBe(false);
    expect(voiced.slice(50, 70).every(Boolean)).toBe(true);
    expect(voiced.slice(72).some(Boolean)).toBe(false);
  });

  it('learns a steady noise as the floor, then hears speech above it', () => {
    const voiced = gate([...repeat(-65, 50), ...repeat(-40, 400), ...repeat(-18, 10)]);
    // The fan's first frames may pass the gate; within a few seconds it is the floor.
    expect(voiced.slice(300, 450).some(Boolean)).toBe(false);
    expect(voiced.slice(450).every(Boolean)).toBe(true);
  });

  it('ignores sound too quiet to be someone talking to it', () => {
    expect(gate(repeat(-55, 100)).some(Boolean)).toBe(false);
    expect(gate([...repeat(-90, 50), ...repeat(-48, 30)]).some(Boolean)).toBe(false);
  });

  it('asks for a louder voice while the assistant speaks', () => {
    const levels = [...repeat(-65, 50), ...repeat(-40, 10)];
    expect(gate(levels).slice(50).every(Boolean)).toBe(true);
    expect(gate(levels, true).slice(50).some(Boolean)).toBe(false);
  });

  it('measures levels in dBFS', () => {
    expect(levelDb(new Float32Array(100))).toBe(-100);
    expect(levelDb(new Float32Array(100).fill(1))).toBeCloseTo(0);
    expect(levelDb(new Float32Array(100).fill(0.1))).toBeCloseTo(-20);
  });
});
