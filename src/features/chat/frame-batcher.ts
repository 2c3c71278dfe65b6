/** The browser's frame clock; tests pass their own. */
export interface FrameClock {
  readonly request: (callback: () => void) => number;
  readonly cancel: (handle: number) => void;
}

const browserFrames: FrameClock = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

/**
 * Keeps only the latest value pushed and applies it once per animation frame: a reply arriving
 * token by token is rendered at most once a frame, however fast the tokens come.
 */
export function createFrameBatcher<T>(apply: (value: T) => void, frames: FrameClock = browserFrames) {
  let pending: { value: T } | null = null;
  let handle: number | null = null;
  return {
    push(value: T): void {
      pending = { value };
      handle ??= frames.request(() => {
        handle = null;
        const next = pending;
        pending = null;
        if (next) apply(next.value);
      });
    },
    /** Drops what is pending (the reply ended; its final text is rendered from the database). */
    cancel(): void {
      if (handle !== null) frames.cancel(handle);
      handle = null;
      pending = null;
    },
  };
}
