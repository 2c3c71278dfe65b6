/**
 * A note in localStorage that the outbox may hold questions, so that a page can decide whether to
 * look at all without loading the database code. It is only a hint: the outbox itself decides.
 */
const HINT_KEY = 'basebots:outbox-pending';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked
  }
}

/** Whether questions may be waiting (true when it cannot tell). */
export function outboxMayHaveEntries(): boolean {
  const store = storage();
  if (store === null) return true;
  try {
    return store.getItem(HINT_KEY) !== null;
  } catch {
    return true;
  }
}

/** Notes whether questions may be waiting. */
export function setOutboxHint(pending: boolean): void {
  try {
    if (pending) storage()?.setItem(HINT_KEY, '1');
    else storage()?.removeItem(HINT_KEY);
  } catch {
    // Full or blocked: the hint then reads as "maybe", which only costs a look.
  }
}
