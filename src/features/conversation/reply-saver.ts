/** How often, at most, a growing reply is written to the device: at least this often while it grows. */
const REPLY_SAVE_INTERVAL_MS = 500;

/**
 * Saves a growing value without writing on every change: the first change is saved at once, later
 * ones at most every `intervalMs`, so no change waits longer than that to reach the device. Saves
 * run one after another, never overlapping; `close` waits for the last one and then runs the
 * final write (text and status), so nothing older can land after it.
 */
export function createReplySaver(
  save: (value: string) => Promise<void>,
  intervalMs: number = REPLY_SAVE_INTERVAL_MS,
  now: () => number = Date.now,
) {
  let latest: string | null = null;
  let saved: string | null = null;
  let lastSaveAt = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<void> = Promise.resolve();

  const flush = (): void => {
    timer = undefined;
    if (latest === null || latest === saved) return;
    const value = latest;
    saved = value;
    lastSaveAt = now();
    // A failed write is not fatal: the next one (or the final one) carries the whole text again.
    queue = queue.then(() => save(value)).catch(() => undefined);
  };

  return {
    update(value: string): void {
      latest = value;
      if (timer !== undefined) return;
      timer = setTimeout(flush, Math.max(0, lastSaveAt + intervalMs - now()));
    },
    async close(final: () => Promise<void>): Promise<void> {
      clearTimeout(timer);
      timer = undefined;
      await queue;
      await final();
    },
  };
}
