/**
 * The one notice (toast) store every feature uses: at most one notice is shown and a new one
 * replaces the older one, so notices never pile up over the page. A notice given an id replaces
 * the one with that id (e.g. "Listening…" becomes "Searching for: …").
 */
import { createToaster } from '@chakra-ui/react';

export const toaster = createToaster({ placement: 'bottom-end', max: 1, pauseOnPageIdle: true });

type NoticeVariant = 'default' | 'destructive' | 'success';

export interface Notice {
  /** Give an id to update the same notice later. */
  readonly id?: string;
  readonly title: string;
  readonly description?: string;
  readonly variant?: NoticeVariant;
  /** Milliseconds; notices with an action stay until dismissed unless this is set. */
  readonly duration?: number;
  readonly action?: { readonly label: string; readonly onClick: () => void };
}

const typeOf = { default: 'info', destructive: 'error', success: 'success' } as const;

function toToast(notice: Notice) {
  return {
    ...(notice.id ? { id: notice.id } : {}),
    title: notice.title,
    description: notice.description,
    type: typeOf[notice.variant ?? 'default'],
    closable: true,
    ...(notice.duration !== undefined ? { duration: notice.duration } : notice.action ? { duration: 10_000 } : {}),
    ...(notice.action ? { action: notice.action } : {}),
  };
}

/** Shows a notice, replacing whatever notice is on screen. Returns its id. */
export function notify(notice: Notice): string {
  // Remove rather than dismiss: a dismissed toast lingers for its exit animation and the store
  // would queue the new one behind it (max: 1).
  toaster.remove();
  return toaster.create(toToast(notice));
}

/** Removes one notice (or all) at once. */
export function removeNotice(id?: string): void {
  toaster.remove(id);
}
