import type { OfflineStatus } from './offline-status';

/** Bytes in plain units: "0 B", "850 KB", "1.2 MB", "2 GB". */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const rounded = value >= 10 || unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${units[unit]}`;
}

/** What the visitor holds in their hand, for sentences like "Saved on this phone"; "device" until known. */
export type DeviceKind = 'phone' | 'tablet' | 'computer' | 'device';

/** A touch screen is a phone when it is narrow and a tablet otherwise; anything with a fine pointer is a computer. */
export function deviceKind(win: Pick<Window, 'matchMedia'>): DeviceKind {
  if (!win.matchMedia('(pointer: coarse)').matches) return 'computer';
  return win.matchMedia('(max-width: 600px)').matches ? 'phone' : 'tablet';
}

function readiness(status: OfflineStatus, device: DeviceKind): string {
  if (status.ready) return `This ${device} can open the site without a connection.`;
  if (status.preparing) return 'Getting ready to work offline…';
  return `Once the site has been open with a connection, this ${device} can open it without one.`;
}

/** What the device can do, sentence by sentence, for the status in the footer and the settings. */
export function describeOfflineStatus(status: OfflineStatus, locale?: string, device: DeviceKind = 'device'): string[] {
  const lines = [readiness(status, device)];
  if (status.updatedAt !== null) {
    const when = new Date(status.updatedAt).toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' });
    lines.push(`Last brought up to date ${when}.`);
  }
  // How much the browser would allow is no use to a visitor; what is kept, and its size, is.
  if (status.usage !== null && status.usage > 0) {
    const kept = status.ready ? 'your conversations and the help pages' : 'your conversations';
    lines.push(`Saved on this ${device}: ${kept} (${formatBytes(status.usage)}).`);
  }
  if (status.persisted === true) lines.push('Saved conversations are protected from clean-up.');
  if (status.persisted === false) lines.push('The browser may clear saved conversations when space runs low.');
  return lines;
}

/** Safari (and every browser on iOS, all WebKit) found by what it has, not by its name. */
export function isWebKitBrowser(nav: Navigator, win: object): boolean {
  return nav.vendor.startsWith('Apple') || 'GestureEvent' in win || 'safari' in win;
}

/** True when the site runs as the installed app (home-screen icon), not in a browser tab. */
export function isStandalone(win: Window): boolean {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || (win.matchMedia?.('(display-mode: standalone)').matches ?? false);
}
