import { paths } from '@/config/paths';
import { DEVICE_STORAGE, readStored, writeStored } from '@/lib/device-storage';

/** sessionStorage: a hidden launcher stays hidden for this visit (this tab) and is back on the next one. */
const LAUNCHER_HIDDEN = DEVICE_STORAGE.launcherHidden;

/** Whether the page has GregBot already (the home page's section, the chat page), so no launcher. */
export function pageHasAssistant(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === paths.home || path === paths.bots;
}

/** Hidden for this visit; with storage switched off, the launcher shows. */
export function isLauncherHidden(): boolean {
  return readStored(LAUNCHER_HIDDEN) === '1';
}

/** Without storage it is hidden until the page is reloaded, which is the best we can do. */
export function hideLauncher(): void {
  writeStored(LAUNCHER_HIDDEN, '1');
}
