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

/** What the device can do, sentence by sentence, for the status in the footer and the settings. */
export function describeOfflineStatus(status: OfflineStatus, locale?: string): string[] {
  const lines = [
    status.ready
      ? 'This device can open the site offline.'
      : 'Not ready for offline use yet: open the site once while online.',
  ];
  if (status.updatedAt !== null) {
    const when = new Date(status.updatedAt).toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' });
    lines.push(`Offline copy saved on this device ${when}.`);
  }
  if (status.usage !== null && status.quota !== null && status.quota > 0) {
    lines.push(`Keeps ${formatBytes(status.usage)} of the ${formatBytes(status.quota)} this browser allows.`);
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
