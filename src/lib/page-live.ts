/**
 * When the page is live: React has taken over the prerendered markup, including the parts that
 * load on their own (a lazy part of the page hydrates when its code arrives). Then the app tells
 * `public/early-input.js`, which hands over what the visitor did before (docs/early-input.md).
 */
import { useLayoutEffect } from 'react';

/** The event the early-input script waits for, on `document`. */
export const PAGE_LIVE_EVENT = 'basebots:page-live';
/** A performance mark at that moment, read by the benchmarks. */
export const PAGE_LIVE_MARK = 'basebots:page-live';

const pending = new Set<string>();
const committedRegions = new Set<string>();
let rootDone = false;
let announced = false;

function announceWhenLive(): void {
  if (announced || !rootDone || pending.size > 0) return;
  announced = true;
  performance.mark(PAGE_LIVE_MARK);
  document.dispatchEvent(new Event(PAGE_LIVE_EVENT));
}

/** Called once the root's first render has committed (hydrated, or rendered afresh). */
export function rootCommitted(): void {
  rootDone = true;
  announceWhenLive();
}

/**
 * Rendered beside a lazy part of a prerendered page, which React hydrates on its own once its
 * code has loaded: the page is not live until that part has committed too ({@link RegionCommitted}).
 */
export function RegionPending({ name }: { readonly name: string }): null {
  useLayoutEffect(() => {
    // Its part may have committed already (with the rest of the page, or before a second mount).
    if (!committedRegions.has(name)) pending.add(name);
  }, [name]);
  return null;
}

/** Rendered inside the lazy part, last: marks it committed. */
export function RegionCommitted({ name }: { readonly name: string }): null {
  useLayoutEffect(() => {
    committedRegions.add(name);
    pending.delete(name);
    announceWhenLive();
  }, [name]);
  return null;
}
