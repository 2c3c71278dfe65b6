import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { system } from './theme';

// The notice renderer (and its state machines) loads after the page has been taken over, and is
// not prerendered; notices raised before it arrives wait in the toaster's store and show as soon
// as it mounts.
const Toaster = lazy(() => import('./toaster').then((mod) => ({ default: mod.Toaster })));

export interface AppProvidersProps {
  /** The same kind of cache (same key) on the server and in the browser; see emotion-cache.ts. */
  readonly emotionCache: EmotionCache;
  readonly children: ReactNode;
}

export function AppProviders({ emotionCache, children }: AppProvidersProps) {
  const hydrated = useHydrated();
  return (
    <CacheProvider value={emotionCache}>
      <ChakraProvider value={system}>
        {children}
        {hydrated && (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        )}
      </ChakraProvider>
    </CacheProvider>
  );
}
