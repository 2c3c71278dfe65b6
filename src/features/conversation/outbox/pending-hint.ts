/**
 * A note in localStorage that the outbox may hold questions, so that a page can decide whether to
 * look at all without loading the database code. It is only a hint: the outbox itself decides.
 */
import { DEVICE_STORAGE, readStored, writeStored } from '@/lib/device-storage';

const HINT = DEVICE_STORAGE.outboxPending;

/** Set once the device refused the hint: from then on this page cannot tell, so it looks. */
let unknown = false;

/** Whether questions may be waiting (true when it cannot tell). */
export function outboxMayHaveEntries(): boolean {
  return unknown || readStored(HINT) !== null;
}

/** Notes whether questions may be waiting. */
export function setOutboxHint(pending: boolean): void {
  // Full or blocked: the hint then reads as "maybe", which only costs a look.
  if (!writeStored(HINT, pending ? '1' : null)) unknown = true;
}
