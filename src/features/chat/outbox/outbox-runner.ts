/**
 * When the outbox is sent, and what the visitor is told: on request (the connection came back,
 * the app started, the chat opened, a key was given), and again after a growing pause while the
 * assistant stays unreachable although the device is online.
 */
import { conversationPath } from '@/config/paths';
import { findBot } from '@/content/bots';
import type { OutboxRecord } from '@/lib/db';
import { isOnline } from '@/lib/online-status';
import { truncateText } from '@/lib/text';
import { notify } from '@/lib/toaster';
import { describe, KEY_REFUSED } from '../session-notices';
import { drainOutbox, type DrainDeps, type DrainOutcome } from './drain';
import { setOutboxHint } from './pending-hint';

/** Pauses before sending again while the assistant cannot be reached; the last one repeats. */
const RETRY_DELAYS_MS = [15_000, 30_000, 60_000, 120_000, 300_000] as const;

type Services = DrainDeps['services'];

let open: (href: string) => void = (href) => window.location.assign(href);
let timer: ReturnType<typeof setTimeout> | undefined;
let failures = 0;

/** How the notice's "Open conversation" goes there (the router's navigate, once the app gives it). */
export function setOutboxNavigator(navigate: (href: string) => void): void {
  open = navigate;
}

const botName = (entry: OutboxRecord): string => findBot(entry.botId)?.persona.name ?? 'the assistant';

const notices: Omit<DrainDeps, 'services'> = {
  onAnswered: (entry) =>
    notify({
      title: `Your waiting question to ${botName(entry)} was answered`,
      description: `“${truncateText(entry.request.prompt, 80)}”`,
      variant: 'success',
      action: { label: 'Open conversation', onClick: () => open(conversationPath(entry.botId, entry.conversationId)) },
    }),
  onGaveUp: (entry, error) =>
    notify({
      title: `Your waiting question to ${botName(entry)} could not be sent`,
      description: `${describe(error)} It is kept in the conversation: use Retry on it to ask again.`,
      variant: 'destructive',
    }),
  onKeyRefused: () =>
    notify({ ...KEY_REFUSED, description: 'Your waiting questions are kept: enter a new key to send them.' }),
};

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
    outcome = await drainOutbox({ services, ...notices });
  } catch {
    outcome = 'unreachable'; // the database failed mid-way: try again later
  }
  if (outcome === 'done') {
    failures = 0;
    setOutboxHint(false);
  } else if (outcome === 'unreachable') {
    retryLater(services);
  }
  return outcome;
}

/** Sends the waiting questions after a pause: the assistant was just found unreachable. */
export function sendOutboxLater(services: Services): void {
  setOutboxHint(true);
  retryLater(services);
}
