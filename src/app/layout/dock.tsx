import { Box } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '@/lib/startup/use-hydrated';
import { keepRoom } from './page-room';

/** The notices' renderer puts them here (src/app/toaster.tsx), above the launcher. */
export const DOCK_NOTICES_ID = 'site-dock-notices';

/**
 * Follows the dock's height (the launcher's band and the notices over it) into the room the page
 * keeps (src/app/layout/page-room.ts: `--dock-height` for the footer's padding and the dialogs, and
 * the page's scroll padding), so the dock covers nothing at the page's end and every control
 * scrolls out from under it. A notice that arrives over the control the visitor is using (the
 * message box, say) moves the page rather than covering it.
 */
function useDockRoom(band: React.RefObject<HTMLDivElement | null>, notices: HTMLDivElement | null): void {
  // The room is given back only when the dock goes, not each time the observer below starts
  // again (the notices arriving): taking it away to put it back at once restyles what keeps it.
  useEffect(() => () => keepRoom('dock', undefined), []);
  useEffect(() => {
    const element = band.current;
    // Without ResizeObserver (jsdom) no room is kept: the page simply has none reserved.
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      // Rounded up, not to the nearest pixel: at large text the two heights have fractions, and
      // room a pixel short left a control at the room's edge under the notice.
      const launcher = element.getBoundingClientRect().height;
      const height = Math.ceil(launcher + (notices?.getBoundingClientRect().height ?? 0));
      keepRoom('dock', { height, launcher: Math.ceil(launcher) });
      const active = document.activeElement;
      if (active instanceof HTMLElement && active !== document.body && !element.contains(active)) {
        if (!notices?.contains(active) && active.getBoundingClientRect().bottom > window.innerHeight - height) {
          active.scrollIntoView({ block: 'nearest' });
        }
      }
    });
    observer.observe(element);
    if (notices) observer.observe(notices);
    return () => observer.disconnect();
  }, [band, notices]);
}

/** Laid out as one column at the bottom edge; only its contents take pointer events. */
const DOCK_LAYER = {
  position: 'fixed',
  insetInline: '0',
  zIndex: 'toast',
  pointerEvents: 'none',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  px: { base: '2', sm: '4' },
  css: { '& > *': { pointerEvents: 'auto' } },
} as const;

/**
 * The one place anything stays on screen over the page: the bottom edge, holding the "Ask
 * GregBot" launcher and, over it, the notices. The page reserves their height (see useDockRoom),
 * so nothing floats over the page's last controls or text, at any width or text size.
 *
 * The notices are a layer of their own, on <body>: an open dialog hides everything else of the
 * page from assistive technology (and makes it inert), and a notice raised from a dialog (its
 * Undo, say) must still be read and reached. `data-live-announcer` is what the dialogs' library
 * leaves alone.
 */
export function Dock({ children }: { readonly children: ReactNode }) {
  const band = useRef<HTMLDivElement>(null);
  const [notices, setNotices] = useState<HTMLDivElement | null>(null);
  // The notices render once the page is taken over (src/app/providers.tsx): not prerendered.
  const hydrated = useHydrated();
  useDockRoom(band, notices);
  return (
    <>
      <Box ref={band} data-dock="" bottom="0" {...DOCK_LAYER}>
        {children}
      </Box>
      {hydrated
        ? createPortal(
            <Box
              ref={setNotices}
              data-dock=""
              data-live-announcer=""
              bottom="var(--launcher-height, 0px)"
              // With the launcher, at most half the screen, so the header's controls can always
              // scroll clear of it; a longer notice scrolls within itself (its Close button is
              // inside). A percentage of the screen, worked out at each layout: a viewport unit
              // here was seen to keep the last screen's value for a few frames after a resize.
              maxH="calc(50% - var(--launcher-height, 0px))"
              {...DOCK_LAYER}
            >
              {/* The column's item, it shrinks to the column's cap and scrolls within it. */}
              <Box
                id={DOCK_NOTICES_ID}
                width={{ base: 'full', md: 'sm' }}
                maxW="full"
                minH="0"
                overflowY="auto"
                overscrollBehavior="contain"
              />
            </Box>,
            document.body,
          )
        : null}
    </>
  );
}
