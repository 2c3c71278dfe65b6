import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createBrowserEmotionCache } from '@/app/emotion-cache';
import { canHydrate, loadMatchedRoutes, PRERENDERED_PAGE_ATTRIBUTE } from '@/app/hydration';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { registerServiceWorker } from '@/features/pwa';

async function start(root: HTMLElement): Promise<void> {
  const { pathname } = window.location;
  const prerendered = root.getAttribute(PRERENDERED_PAGE_ATTRIBUTE) ?? undefined;
  let route;
  try {
    route = await loadMatchedRoutes(routes, pathname);
  } catch (error) {
    // The page's code could not be fetched (offline before it was cached?). Prerendered markup
    // stays readable as it is; without it the router shows its "could not be loaded" screen.
    console.warn('The page could not be loaded', error);
    if (prerendered !== undefined) return;
  }
  const app = (
    <StrictMode>
      <AppProviders emotionCache={createBrowserEmotionCache()}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </AppProviders>
    </StrictMode>
  );
  // Prerendered pages are taken over as they are; without prerendered markup (the dev server)
  // the app renders from scratch.
  if (canHydrate(prerendered, pathname, route)) {
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
void start(root);
registerServiceWorker();
