import { paths } from '@/config/paths';

/** sessionStorage: a hidden launcher stays hidden for this visit (this tab) and is back on the next one. */
const LAUNCHER_HIDDEN_KEY = 'basebots.assistant-launcher.hidden';

/** Whether the page has GregBot already (the home page's section, the chat page), so no launcher. */
export function pageHasAssistant(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === paths.home || path === paths.bots;
}

export function isLauncherHidden(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage?.getItem(LAUNCHER_HIDDEN_KEY) === '1';
  } catch {
    // Storage can be switched off: the launcher then shows.
    return false;
  }
}

export function hideLauncher(storage: Pick<Storage, 'setItem'> | undefined): void {
  try {
    storage?.setItem(LAUNCHER_HIDDEN_KEY, '1');
  } catch {
    // Without storage it is hidden until the page is reloaded, which is the best we can do.
  }
}
