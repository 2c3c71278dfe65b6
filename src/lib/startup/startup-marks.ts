/**
 * Marks one step of start-up as `basebots:<step>` in the page's performance timeline, so the
 * benchmarks can tell where the time between the first paint and the live page goes. No imports:
 * the start-up entry uses it before anything else has loaded.
 */
export function markStartupStep(step: string): void {
  performance.mark(`basebots:${step}`);
}
