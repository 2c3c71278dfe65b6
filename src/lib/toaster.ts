/**
 * The notice (toast) stores every feature uses.
 *
 * - Ordinary notices: at most one is shown and a new one replaces the older one, so notices never
 *   pile up over the page. A notice given the id of the one on screen updates it in place (e.g.
 *   "Listening…" becomes "Searching for: …").
 * - Pinned notices (`pinned: true`, e.g. "A new version is ready / Reload"): a question the visitor
 *   must answer. They live in their own store and corner, are replaced only by a notice with the
 *   same id, and stay until answered or closed, whatever ordinary notices come and go.
 * - Notices about being offline (`untilOnline: true`) go as soon as the browser is back online.
 * - A visitor who chose "Keep notices on screen" (Easier reading) gets every notice until they
 *   close it or a newer one replaces it: a few seconds is too short for some to read one.
 */
import { createToaster } from '@chakra-ui/react';
import { getReadingMode } from '@/lib/reading-mode/reading-mode';

export const toaster = createToaster({ placement: 'bottom-end', max: 1, pauseOnPageIdle: true });
export const pinnedToaster = createToaster({ placement: 'top-end', max: 3 });

type NoticeVariant = 'default' | 'destructive' | 'success';

export interface Notice {
  /** Give an id to update the same notice later. */
  readonly id?: string;
  readonly title: string;
  readonly description?: string;
  readonly variant?: NoticeVariant;
  /** Milliseconds; notices with an action stay 10 s unless this is set. Kept notices ignore it. */
  readonly duration?: number;
  readonly action?: { readonly label: string; readonly onClick: () => void };
  /** Kept on screen, apart from ordinary notices, until answered or closed. Needs an id. */
  readonly pinned?: boolean;
  /**
   * News that can wait ("Ready to work offline"): shown only once no other notice is on screen,
   * so it never replaces one the visitor is reading.
   */
  readonly canWait?: boolean;
  /**
   * True only while the browser is offline ("You are offline"): taken away as soon as it is back
   * online, whether on screen or still waiting for the notices' renderer, which may itself have
   * been waiting for the connection.
   */
  readonly untilOnline?: boolean;
}

/** How often a notice that can wait looks again for a free moment. */
const WAIT_RETRY_MS = 1_000;

const typeOf = { default: 'info', destructive: 'error', success: 'success' } as const;

function durationOf(notice: Notice): { duration?: number } {
  if (getReadingMode().keepNotices) return { duration: Number.POSITIVE_INFINITY };
  if (notice.duration !== undefined) return { duration: notice.duration };
  return notice.action ? { duration: 10_000 } : {};
}

function toToast(notice: Notice) {
  return {
    ...(notice.id ? { id: notice.id } : {}),
    title: notice.title,
    description: notice.description,
    type: typeOf[notice.variant ?? 'default'],
    closable: true,
    ...durationOf(notice),
    ...(notice.action ? { action: notice.action } : {}),
  };
}

/**
 * Shows a notice. An ordinary one replaces the ordinary notice on screen (or updates it when the
 * ids match); a pinned one replaces only the pinned notice with its id; one that can wait waits
 * until no notice is on screen. Returns its id.
 */
export function notify(notice: Notice): string {
  if (notice.untilOnline) return notifyUntilOnline(notice);
  if (notice.canWait && toaster.getVisibleToasts().length > 0) {
    const id = notice.id ?? `waiting-${Date.now()}`;
    setTimeout(() => notify({ ...notice, id }), WAIT_RETRY_MS);
    return id;
  }
  if (notice.pinned) return pinnedToaster.create({ ...toToast(notice), duration: Number.POSITIVE_INFINITY });
  const current = toaster.getVisibleToasts();
  if (notice.id === undefined || !current.some((toast) => toast.id === notice.id)) {
    // Remove rather than dismiss: a dismissed toast lingers for its exit animation and the store
    // would queue the new one behind it (max: 1).
    toaster.remove();
  }
  return toaster.create(toToast(notice));
}

let untilOnlineCount = 0;

function notifyUntilOnline({ untilOnline: _, ...notice }: Notice): string {
  const id = notify({ ...notice, id: notice.id ?? `until-online-${(untilOnlineCount += 1)}` });
  window.addEventListener('online', () => removeNotice(id), { once: true });
  return id;
}

/** Whether the notice with this id is on screen. */
export function isNoticeShown(id: string): boolean {
  return [...toaster.getVisibleToasts(), ...pinnedToaster.getVisibleToasts()].some((toast) => toast.id === id);
}

/** Removes one notice (or all, pinned ones included) at once. */
export function removeNotice(id?: string): void {
  toaster.remove(id);
  pinnedToaster.remove(id);
}
