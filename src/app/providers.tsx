import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { HydrationDone, useHydrated } from '@/lib/startup/use-hydrated';
import { getSystem } from './theme';

export interface AppProvidersProps {
  /** The same kind of cache (same key) on the server and in the browser; see emotion-cache.ts. */
  readonly emotionCache: EmotionCache;
  /**
   * True when the page already has Chakra's global CSS (the reset and every token), as each
   * prerendered page has in its shared stylesheet.
   */
  readonly globalCssInPage?: boolean;
  readonly children: ReactNode;
}

let systemWithGlobalCssInPage: SystemContext | undefined;

/**
 * The system as ChakraProvider sees it. When the global CSS is in the page, a view of it: ChakraProvider
 * renders `system._global` through emotion's `<Global>`, which would turn all of it (every token)
 * into one string and hash it on the visitor's phone, only to find it in place. The build makes
 * `_global` a getter that builds the CSS when first read (src/build/chakra-system-plugin.ts): this view
 * shadows it rather than copying the system, which would read it. Chakra documents neither
 * `_global` nor how ChakraProvider inserts it: what to check on upgrade is in that plugin.
 */
function systemFor(globalCssInPage: boolean): SystemContext {
  if (!globalCssInPage) return getSystem();
  systemWithGlobalCssInPage ??= Object.create(getSystem(), { _global: { value: [] } }) as SystemContext;
  return systemWithGlobalCssInPage;
}

export function AppProviders({ emotionCache, globalCssInPage = false, children }: AppProvidersProps) {
  return (
    <CacheProvider value={emotionCache}>
      <ChakraProvider value={systemFor(globalCssInPage)}>
        {children}
        <NoticesAfterHydration />
        {/* Last, and with no parent of its own that waits for hydration: see HydrationDone. */}
        <HydrationDone />
      </ChakraProvider>
    </CacheProvider>
  );
}

/**
 * The notice renderer (and its state machines) runs once the page has been taken over, and is not
 * prerendered; notices raised before it arrives wait in the toaster's store and show as soon as it
 * mounts. Its code is fetched with the page (the prerender preloads it), but on a first visit the
 * connection can drop before it is in and before the service worker holds the site: then it is
 * fetched again when the browser is back online. It is not `React.lazy`: a failed import would be
 * thrown to the root, which has no error boundary above the router, and blank the whole page.
 */
function NoticesAfterHydration() {
  const hydrated = useHydrated();
  const [Renderer, setRenderer] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    let stopped = false;
    const load = () => {
      import('./toaster').then(
        (module) => {
          if (!stopped) setRenderer(() => module.Toaster);
        },
        () => {
          if (!stopped) window.addEventListener('online', load, { once: true });
        },
      );
    };
    load();
    return () => {
      stopped = true;
      window.removeEventListener('online', load);
    };
  }, [hydrated]);
  return Renderer ? <Renderer /> : null;
}
