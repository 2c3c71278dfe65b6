/**
 * When the page is live: React has committed its first render of the prerendered page (a lazy part
 * of a page is preloaded, see lazy-with-preload.ts, so it is part of that render). Then the app
 * tells `public/early-input.js`, which hands over what the visitor did before
 * (docs/start-up.md).
 */
/** The event the early-input script waits for, on `document`. */
export const PAGE_LIVE_EVENT = 'basebots:page-live';
/** A performance mark at that moment, read by the benchmarks. */
export const PAGE_LIVE_MARK = 'basebots:page-live';

let announced = false;

/** Called once the root's first render has committed (hydrated, or rendered afresh). */
export function rootCommitted(): void {
  if (announced) return;
  announced = true;
  performance.mark(PAGE_LIVE_MARK);
  document.dispatchEvent(new Event(PAGE_LIVE_EVENT));
}

/** Calls `callback` once the page is live: now if it is, else when it becomes so. */
export function whenPageLive(callback: () => void): void {
  if (announced) callback();
  else document.addEventListener(PAGE_LIVE_EVENT, callback, { once: true });
}

/** The mark `public/early-input.js` makes for a held action, naming the code it will need. */
const EARLY_WANTS_MARK = 'basebots:early-wants';

/**
 * Until the page is live, runs the loader named by each action the early-input script holds
 * (`data-early-code`, `shortcut:<key>`), so its code arrives during takeover, not at replay.
 */
export function loadWhatEarlyActionsNeed(loaders: Readonly<Record<string, () => void>>): void {
  if (announced || typeof PerformanceObserver === 'undefined') return;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName(EARLY_WANTS_MARK)) {
      const code: unknown = (entry as PerformanceMark).detail;
      if (typeof code === 'string' && Object.hasOwn(loaders, code)) loaders[code]?.();
    }
  });
  observer.observe({ type: 'mark', buffered: true });
  whenPageLive(() => observer.disconnect());
}
