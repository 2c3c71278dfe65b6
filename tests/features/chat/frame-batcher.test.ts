import { describe, expect, it } from 'vitest';
import { createFrameBatcher, type FrameClock } from '@/features/chat/frame-batcher';

/** A frame clock that runs frames only when the test says so. */
function manualFrames() {
  const callbacks = new Map<number, () => void>();
  let next = 0;
  const clock: FrameClock = {
    request: (callback) => {
      next += 1;
      callbacks.set(next, callback);
      return next;
    },
    cancel: (handle) => callbacks.delete(handle),
  };
  const frame = () => {
    const due = [...callbacks.values()];
    callbacks.clear();
    for (const callback of due) callback();
  };
  return { clock, frame, pending: () => callbacks.size };
}

describe('createFrameBatcher', () => {
  it('applies only the latest value, once per frame, however many arrive in between', () => {
    const { clock, frame, pending } = manualFrames();
    const applied: string[] = [];
    const batcher = createFrameBatcher<string>((value) => applied.push(value), clock);
    for (const text of ['H', 'He', 'Hel', 'Hell']) batcher.push(text);
    expect(applied).toEqual([]);
    expect(pending()).toBe(1);
    frame();
    expect(applied).toEqual(['Hell']);
    batcher.push('Hello');
    frame();
    frame();
    expect(applied).toEqual(['Hell', 'Hello']);
  });

  it('drops what is pending when cancelled', () => {
    const { clock, frame } = manualFrames();
    const applied: string[] = [];
    const batcher = createFrameBatcher<string>((value) => applied.push(value), clock);
    batcher.push('partial');
    batcher.cancel();
    frame();
    expect(applied).toEqual([]);
  });
});
