import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';
import { DEVICE_STORAGE, readStored, writeStored } from '@/lib/device-storage';
import { navigationRequestOf } from '@/lib/navigation-request';

/** How far each history entry of this tab was scrolled, read once (kept across a reload). */
let positions: Record<string, number> | undefined;

function savedPositions(): Record<string, number> {
  if (positions) return positions;
  try {
    positions = JSON.parse(readStored(DEVICE_STORAGE.scrollPositions) ?? '{}') as Record<string, number>;
  } catch {
    positions = {};
  }
  return positions;
}

/**
 * Which saved position a visit restores. Every page opened by a full load (a link from elsewhere, a
 * reload) has the key "default", so it would get the position of whichever page was loaded last,
 * and ignore its #section; such a visit is keyed by its address.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.hash}` : location.key;
}

/** The element a #section names; none for one that is not a well-formed address part. */
function hashTarget(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * Scroll as visitors expect of pages: back and forward return to where each page was, a new page
 * opens at its top or at its #section, and a navigation that asks to (`keepScroll`, a topic picked
 * beside the list) leaves the page where it is. A page taken over as it loads stays where
 * the browser placed it (at the top, at its #anchor, or where it was before a reload), and may
 * have been scrolled since: nothing moves it.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = scrollKey(location);
  const shown = useRef<Location | undefined>(undefined);

  useEffect(() => {
    // The browser's own restoring would come before the page it restores is back on screen.
    window.history.scrollRestoration = 'manual';
    // A reload or a visit elsewhere: the browser places the next page itself, and this one finds
    // its positions again if the tab comes back to it.
    const leave = () => {
      writeStored(DEVICE_STORAGE.scrollPositions, JSON.stringify(savedPositions()));
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // The page's position, kept as the visitor scrolls. A layout effect: it stops listening as the
  // next page is put in place, before its first scroll event.
  useLayoutEffect(() => {
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => (savedPositions()[key] = window.scrollY));
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      window.removeEventListener('scroll', save);
      cancelAnimationFrame(frame);
    };
  }, [key]);

  useLayoutEffect(() => {
    const first = shown.current === undefined;
    if (shown.current === location) return;
    shown.current = location;
    if (first) return;
    const saved = savedPositions()[key];
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? hashTarget(location.hash) : null;
    if (target) target.scrollIntoView();
    else if (!navigationRequestOf(location.state).keepScroll) window.scrollTo(0, 0);
  }, [location, key, navigationType]);
}
