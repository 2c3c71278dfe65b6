import type { CheckedTable } from './database';

/** How many rows of each table were set aside. */
export type SetAsideCounts = Partial<Record<CheckedTable, number>>;

const listeners = new Set<(counts: SetAsideCounts) => void>();
/** Set aside while no one listened (before the chat showed): told to the first listener. */
let unsaid: SetAsideCounts = {};

function add(into: SetAsideCounts, counts: SetAsideCounts): SetAsideCounts {
  const sum = { ...into };
  for (const [table, count] of Object.entries(counts) as [CheckedTable, number][]) {
    sum[table] = (sum[table] ?? 0) + count;
  }
  return sum;
}

/** Internal: a move set these rows aside. */
export function reportSetAside(counts: SetAsideCounts): void {
  if (Object.keys(counts).length === 0) return;
  if (listeners.size === 0) unsaid = add(unsaid, counts);
  for (const listener of listeners) listener(counts);
}

/**
 * Calls `listener` with what each move set aside, and at once with what was set aside before
 * anyone listened; each move is told once. Returns the unsubscribe function.
 */
export function onRecordsSetAside(listener: (counts: SetAsideCounts) => void): () => void {
  listeners.add(listener);
  if (Object.keys(unsaid).length > 0) {
    const counts = unsaid;
    unsaid = {};
    listener(counts);
  }
  return () => listeners.delete(listener);
}
