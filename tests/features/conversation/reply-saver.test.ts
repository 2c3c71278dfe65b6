import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReplySaver } from '@/features/conversation/reply-saver';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => vi.useRealTimers());

describe('createReplySaver', () => {
  it('saves the first text at once, then the latest at least every 500 ms while it grows', async () => {
    const saves: { at: number; value: string }[] = [];
    const start = Date.now();
    const saver = createReplySaver(async (value) => {
      saves.push({ at: Date.now() - start, value });
    });
    let text = '';
    // A token every 50 ms for two seconds.
    for (let token = 0; token < 40; token += 1) {
      text += `t${token} `;
      saver.update(text);
      await vi.advanceTimersByTimeAsync(50);
    }
    await vi.advanceTimersByTimeAsync(500);
    expect(saves[0]).toEqual({ at: 0, value: 't0 ' });
    const gaps = saves.slice(1).map((save, index) => save.at - saves[index]!.at);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(500);
    // Throttled: far fewer writes than tokens, and the last one has the whole text.
    expect(saves.length).toBeLessThanOrEqual(6);
    expect(saves.at(-1)?.value).toBe(text);
  });

  it('runs the final write after any save in flight, so nothing older lands after it', async () => {
    const order: string[] = [];
    let finishSlowSave: () => void = () => undefined;
    const saver = createReplySaver(
      (value) =>
        new Promise<void>((resolve) => {
          finishSlowSave = () => {
            order.push(`save ${value}`);
            resolve();
          };
        }),
    );
    saver.update('Part');
    await vi.advanceTimersByTimeAsync(0);
    saver.update('Partial');
    const closed = saver.close(async () => {
      order.push('final stopped');
    });
    finishSlowSave();
    await closed;
    await vi.advanceTimersByTimeAsync(1000);
    expect(order).toEqual(['save Part', 'final stopped']);
  });
});
