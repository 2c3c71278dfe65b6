import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { READING_EARLY_CODE, startLoadingReadingMode } from '@/components/reading-mode-button';
import { registerServiceWorker } from '@/features/pwa';
import { searchEarlyLoaders } from '@/features/search';
import { nextTask } from '@/lib/startup/next-task';
import { preloadsSettled } from '@/lib/startup/lazy-with-preload';
import { loadWhatEarlyActionsNeed } from '@/lib/startup/page-live';
import { markStartupStep } from '@/lib/startup/startup-marks';
import { beginHydration } from '@/lib/startup/use-hydrated';
import { CALL_EARLY_CODE, prepareCall } from '@/assistant/load-call-screen';
import { createBrowserEmotionCache, pageHasSharedStyles } from './emotion-cache';
import { canHydrate, PRERENDERED_PAGE_ATTRIBUTE } from './hydration';
import { MENU_EARLY_CODE, startLoadingSiteMenu } from './layout/site-menu';
import { AppProviders } from './providers';
import type { RouteModule } from './route-modules';
import { AppRoutes, loadPageAt } from './router';
import { SiteRouter } from './site-router';

let pageCode: { readonly pathname: string; readonly loading: Promise<RouteModule | undefined> } | undefined;

/**
 * Fetches the code of the page at this address (its route modules, and the parts they preload),
 * once. Start-up asks for it as soon as this module has arrived, while Chakra's system is still
 * being built; `startApp` waits for the same load.
 */
export function loadPageCode(): Promise<RouteModule | undefined> {
  const { pathname } = window.location;
  if (pageCode?.pathname !== pathname) pageCode = { pathname, loading: loadPageAt(pathname) };
  return pageCode.loading;
}

/**
 * Starts the app in `root`: takes over the page prerendered there, or renders it afresh where
 * there is none (the dev server) or it was written for another address. Resolves to the React
 * root, or to nothing when the page's code could not be loaded.
 */
export async function startApp(root: HTMLElement): Promise<Root | undefined> {
  // Search, Easier reading, Menu or a call pressed before the page was live: its code is fetched while
  // the page is taken over.
  loadWhatEarlyActionsNeed({
    ...searchEarlyLoaders,
    [READING_EARLY_CODE]: startLoadingReadingMode,
    [MENU_EARLY_CODE]: startLoadingSiteMenu,
    [CALL_EARLY_CODE]: prepareCall,
  });
  const { pathname } = window.location;
  const prerendered = root.getAttribute(PRERENDERED_PAGE_ATTRIBUTE) ?? undefined;
  let page;
  try {
    page = await loadPageCode();
  } catch (error) {
    // The page's code could not be fetched (offline before it was cached?). Prerendered markup
    // stays readable as it is; without it the page's error screen says it could not be loaded.
    console.warn('The page could not be loaded', error);
    if (prerendered !== undefined) return undefined;
  }
  // Parts of the page that load on their own (below the home page's fold) hydrate with the rest.
  await preloadsSettled();
  markStartupStep('routes-loaded');
  // The page's own code has just run: the browser gets a turn before the router and hydration.
  await nextTask();
  // Registering the styles the page came with reads every rule of the shared stylesheet (about
  // 20 ms at 4x CPU): a task of its own, not one more part of the router's and hydration's.
  const emotionCache = createBrowserEmotionCache();
  await nextTask();
  markStartupStep('hydration-started');
  const hydrate = canHydrate(prerendered, pathname, page);
  const app = (
    <StrictMode>
      <AppProviders emotionCache={emotionCache} globalCssInPage={pageHasSharedStyles()}>
        <SiteRouter>
          <AppRoutes />
        </SiteRouter>
      </AppProviders>
    </StrictMode>
  );
  const reactRoot = hydrate ? hydrateInSlices(root, app) : renderAfresh(root, app);
  registerServiceWorker();
  return reactRoot;
}

/**
 * As a transition, React hydrates in small slices and lets the visitor scroll and tap in between,
 * instead of holding a phone's main thread for the whole page at once.
 */
function hydrateInSlices(container: HTMLElement, app: ReactNode): Root {
  beginHydration();
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, app);
  });
  return root as Root;
}

function renderAfresh(container: HTMLElement, app: ReactNode): Root {
  const root = createRoot(container);
  root.render(app);
  return root;
}
