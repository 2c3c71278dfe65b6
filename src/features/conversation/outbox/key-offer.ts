/**
 * The offer to give the OpenAI key for the questions waiting in the outbox, made once: when a
 * question is kept without the visitor having just been asked for a key (it was asked offline),
 * the offer falls due; the next time the outbox finds no key with the visitor online and the page
 * open, it is made, and not again until another such question is kept. A visitor who declined
 * the prompt as they asked was asked already: nothing falls due. Kept on the device, so a reload
 * does not make it again. Where storage refuses, no offer is made: the "Enter key" button under
 * each waiting question is always there.
 */
import { DEVICE_STORAGE, readStored, writeStored } from '@/lib/device-storage';

const OFFER = DEVICE_STORAGE.outboxKeyOffer;

/** A question was kept without the visitor being asked for a key: offer it when they are back. */
export function markKeyOfferDue(): void {
  writeStored(OFFER, '1');
}

/** Nothing to offer any more: the visitor was just asked, gave a key, or nothing waits. */
export function clearKeyOffer(): void {
  writeStored(OFFER, null);
}

/** Whether the offer is due now; taking it makes it no longer due, so it is made once. */
export function takeKeyOffer(): boolean {
  if (readStored(OFFER) === null) return false;
  clearKeyOffer();
  return true;
}
