/**
 * Start-up. The page is already on screen, prerendered; the app's code (React, Chakra, the
 * router) is only fetched and run once the browser has painted it, so no script stands between
 * a visitor on a slow phone and the text they came for. See src/app/start.tsx.
 */
import { captureInstallEvents } from '@/lib/install/install-offer';
import { nextTask } from '@/lib/startup/next-task';
import { markStartupStep } from '@/lib/startup/startup-marks';

function afterFirstPaint(callback: () => void): void {
  // A tab opened in the background paints nothing yet: start at once there.
  if (document.visibilityState !== 'visible') {
    setTimeout(callback, 0);
    return;
  }
  // The frame callback runs just before the paint; the timeout, right after it.
  requestAnimationFrame(() => setTimeout(callback, 0));
}

// The browser offers installation once, possibly before the app runs: keep that offer.
captureInstallEvents();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
afterFirstPaint(async () => {
  // In steps, each a task of its own, so that a phone's main thread is never held for long:
  // Chakra's code, its system (every token worked out: the longest piece of start-up work, in
  // seven steps), the rest of the app's code, then taking the page over (more steps, see startApp).
  // All of the code is asked for at once: the app's arrives while Chakra's system is being built,
  // instead of after it. React is set going as soon as its code arrives, in a task of its own: run
  // as the app's code first needs it, it made that task twice as long.
  markStartupStep('startup');
  const loadingTheme = import('@/app/theme');
  const startingReact = import('@/app/react').then((react) => react.startReact());
  const loadingApp = import('@/app/start').then((app) => {
    void app.loadPageCode().catch(() => undefined);
    return app;
  });
  const { buildSystemStep } = await loadingTheme;
  markStartupStep('chakra-loaded');
  let built = false;
  while (!built) {
    await nextTask();
    built = buildSystemStep();
  }
  markStartupStep('system-built');
  await startingReact;
  await nextTask();
  const { startApp } = await loadingApp;
  markStartupStep('app-loaded');
  await nextTask();
  await startApp(root);
});
