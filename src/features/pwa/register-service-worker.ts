import { markOfflinePreparing, markOfflineReady, requestPersistentStorage } from '@/lib/offline/offline-status';
import { isOnline } from '@/lib/offline/online-status';
import { whenPageLive } from '@/lib/startup/page-live';
import { whenIdle } from '@/lib/startup/when-idle';
import { notify } from '@/lib/toaster';
import { serviceWorkerScriptURL } from '@/lib/trusted-types';

const UPDATE_NOTICE_ID = 'app-update';
/** The worker is registered within this time of the page being live, idle or not. */
const REGISTER_WITHIN_MS = 5000;

/** Marks the page ready offline and, the first time on this device, says so once. */
function becameReady(installedNow: boolean): void {
  if (!markOfflineReady(installedNow)) return;
  notify({
    id: 'offline-ready',
    title: 'Ready to work offline',
    description: 'This site now opens on this device without a connection.',
    variant: 'success',
    canWait: true,
  });
}

// workbox-window is not precached (it is only needed online): offline, the worker that is already
// installed goes on serving, and there is nothing to register or update.
function ignoreOffline(): void {
  markOfflinePreparing(false);
}

/**
 * Once the page has loaded and is live, and the browser is idle: nothing here is needed to use the
 * page, and what the visitor did before it was live is replayed first.
 */
function whenLoadedAndLive(callback: () => void): void {
  const live = () => whenPageLive(() => whenIdle(callback, REGISTER_WITHIN_MS));
  if (document.readyState === 'complete') live();
  else window.addEventListener('load', live, { once: true });
}

/**
 * Registers the service worker in production builds. A new version waits until the visitor
 * chooses to reload, so nothing they are typing is lost to a forced refresh.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // A worker already in control: ready now, before workbox-window is even fetched.
  if (navigator.serviceWorker.controller) becameReady(false);
  // Online and not ready yet: the worker is on its way, which the footer says rather than "not ready".
  else if (isOnline()) markOfflinePreparing(true);
  // Installed as an app: the visitor means to keep the site, so ask to keep its storage.
  window.addEventListener('appinstalled', () => void requestPersistentStorage(), { once: true });
  // workbox-window is loaded after the page, and after start-up, so it stays off both.
  whenLoadedAndLive(() => {
    void import('workbox-window').then(({ Workbox }) => {
      const wb = new Workbox(serviceWorkerScriptURL(), { scope: '/' });
      // The first install claims the page once its precache is complete; an update is installed
      // too (new "last updated"), but the visitor was already told the site works offline.
      wb.addEventListener('controlling', () => becameReady(true));
      wb.addEventListener('activated', (event) => {
        if (event.isUpdate || navigator.serviceWorker.controller) becameReady(true);
      });
      wb.addEventListener('waiting', () => {
        notify({
          id: UPDATE_NOTICE_ID,
          pinned: true,
          title: 'A new version is ready',
          description: 'Reload when you are ready; nothing you have saved will be lost.',
          duration: Number.POSITIVE_INFINITY,
          action: {
            label: 'Reload',
            onClick: () => {
              wb.addEventListener('controlling', () => window.location.reload());
              wb.messageSkipWaiting();
            },
          },
        });
      });
      wb.register().catch((error: unknown) => {
        // Offline use is an enhancement: the site works without it, so only log.
        markOfflinePreparing(false);
        console.warn('Service worker registration failed', error);
      });
    }, ignoreOffline);
  });
}
