// Apart from database.ts, so that code on a page's first load can name a new row without
// bringing Dexie with it.

/** Milliseconds that increase strictly, so messages saved in one millisecond keep their order. */
let lastTimestamp = 0;
export function nextTimestamp(): number {
  lastTimestamp = Math.max(Date.now(), lastTimestamp + 1);
  return lastTimestamp;
}

/** A random id for a new row. */
export function newId(): string {
  return crypto.randomUUID();
}
