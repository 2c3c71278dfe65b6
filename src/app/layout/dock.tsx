import { Box } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';

/** The notices' renderer puts them here (src/app/toaster.tsx), above the launcher. */
export const DOCK_NOTICES_ID = 'site-dock-notices';

/** What the dock covers now, on <html>: the page keeps that much room below its end. */
const DOCK_HEIGHT = '--dock-height';

/**
 * Follows the dock's height into `--dock-height`, which the page's bottom padding, its scroll
 * padding and the dialogs' positioners reserve, so the dock covers nothing at the page's end and
 * every control scrolls out from under it. A notice that arrives over the control the visitor
 * is using (the message box, say) moves the page rather than covering it.
 */
function useDockRoom(dock: React.RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const element = dock.current;
    // Without ResizeObserver (jsdom) no room is kept: the page simply has none reserved.
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const height = element.offsetHeight;
      root.style.setProperty(DOCK_HEIGHT, `${height}px`);
      const active = document.activeElement;
      if (active instanceof HTMLElement && active !== document.body && !element.contains(active)) {
        if (active.getBoundingClientRect().bottom > window.innerHeight - height) {
          active.scrollIntoView({ block: 'nearest' });
        }
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(DOCK_HEIGHT);
    };
  }, [dock]);
}

/**
 * The one place anything stays on screen over the page: the bottom edge, holding the notices and
 * the "Ask GregBot" launcher. The page reserves its height (see useDockRoom), so nothing floats
 * over the page's last controls or text, at any width or text size. Only its contents take
 * pointer events: the empty band between them is the page's.
 */
export function Dock({ children }: { readonly children: ReactNode }) {
  const dock = useRef<HTMLDivElement>(null);
  useDockRoom(dock);
  return (
    <Box
      ref={dock}
      data-dock=""
      position="fixed"
      insetInline="0"
      bottom="0"
      zIndex="toast"
      pointerEvents="none"
      display="flex"
      flexDirection="column"
      alignItems="flex-end"
      px={{ base: '2', sm: '4' }}
      css={{ '& > *': { pointerEvents: 'auto' } }}
    >
      <Box id={DOCK_NOTICES_ID} width={{ base: 'full', md: 'sm' }} maxW="full" />
      {children}
    </Box>
  );
}
