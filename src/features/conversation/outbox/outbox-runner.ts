/**
 * When the outbox is sent, and what the visitor is told: on request (the connection came back,
 * the app started, the chat opened, a key was given), and again after a growing pause while the
 * assistant stays unreachable although the device is online. When it waits for a key (none saved,
 * or the saved one refused), the visitor is offered to give one, once (`key-offer.ts`).
 */
import { conversationPath } from '@/config/paths';
import { findBot } from '@/content/bots';
import { countOutbox, type OutboxRecord } from '@/lib/db';
import { isOnline } from '@/lib/offline/online-status';
import { noteDrainOutcome, type DrainOutcome } from '@/lib/offline/outbox-wait';
import type { SpeechServices } from '@/lib/speech/speech-services';
import { notify, removeNotice } from '@/lib/toaster';
import { keyOfferNotice, waitingAnsweredNotice, waitingGaveUpNotice, waitingKeyRefusedNotice } from '../notices';
import { drainOutbox, type DrainDeps } from './drain';
import { clearKeyOffer, takeKeyOffer } from './key-offer';
import { setOutboxHint } from './pending-hint';

/** Pauses before sending again while the assistant cannot be reached; the last one repeats. */
const RETRY_DELAYS_MS = [15_000, 30_000, 60_000, 120_000, 300_000] as const;

export type OutboxServices = DrainDeps['services'] & Pick<SpeechServices, 'ensureSpeechKey'>;

type Services = OutboxServices;

/** The pinned notice that offers to give the key (one at a time, replaced in place). */
const KEY_OFFER_ID = 'outbox-key-offer';

let open: (href: string) => void = (href) => window.location.assign(href);
let timer: ReturnType<typeof setTimeout> | undefined;
let failures = 0;

/** How the notice's "Open conversation" goes there (the router's navigate, once the app gives it). */
export function setOutboxNavigator(navigate: (href: string) => void): void {
  open = navigate;
}

const botName = (entry: OutboxRecord): string => findBot(entry.botId)?.persona.name ?? 'the assistant';

const notices = (services: Services): Omit<DrainDeps, 'services'> => ({
  onAnswered: (entry) =>
    notify(
      waitingAnsweredNotice(botName(entry), entry.request.prompt, () =>
        open(conversationPath(entry.botId, entry.conversationId)),
      ),
    ),
  onGaveUp: (entry, error) => notify(waitingGaveUpNotice(botName(entry), error)),
  onKeyRefused: () => {
    clearKeyOffer();
    notify(waitingKeyRefusedNotice(KEY_OFFER_ID, () => void giveOutboxKey(services)));
  },
});

/** Offers to give the key for the questions that wait for one. */
async function offerKey(services: Services): Promise<void> {
  const count = await countOutbox().catch(() => 0);
  notify(keyOfferNotice(KEY_OFFER_ID, count, () => void giveOutboxKey(services)));
}

/**
 * Asks the visitor for the key (the browser prompt; cancelling shows "API Key Required") and, once
 * given, sends what waits.
 */
export async function giveOutboxKey(services: Services): Promise<void> {
  removeNotice(KEY_OFFER_ID);
  const key = await services.ensureSpeechKey('chat');
  if (key === null) return;
  clearKeyOffer();
  await sendOutboxNow(services);
}

function retryLater(services: Services): void {
  if (timer !== undefined) return;
  const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)] ?? RETRY_DELAYS_MS[0];
  failures += 1;
  timer = setTimeout(() => {
    timer = undefined;
    // Offline, the `online` event sends it instead.
    if (isOnline()) void sendOutboxNow(services);
  }, delay);
}

/** Sends the waiting questions now (does nothing while another drain runs). */
export async function sendOutboxNow(services: Services): Promise<DrainOutcome> {
  clearTimeout(timer);
  timer = undefined;
  let outcome: DrainOutcome;
  try {
    outcome = await drainOutbox({ services, ...notices(services) });
  } catch {
    outcome = 'unreachable'; // the database failed mid-way: try again later
  }
  if (outcome === 'done') {
    failures = 0;
    setOutboxHint(false);
    clearKeyOffer();
    removeNotice(KEY_OFFER_ID);
  } else if (outcome === 'unreachable') {
    retryLater(services);
  } else if (outcome === 'no-key' && takeKeyOffer()) {
    // Online (the drain stops first when offline) and the page open: the visitor is back.
    await offerKey(services);
  }
  // Last, so what each waiting question says changes once the offer (if any) is on screen.
  noteDrainOutcome(outcome);
  return outcome;
}

/** Sends the waiting questions after a pause: the assistant was just found unreachable. */
export function sendOutboxLater(services: Services): void {
  setOutboxHint(true);
  retryLater(services);
}
