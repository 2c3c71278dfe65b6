import { ChakraProvider } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { system } from './theme';

// The notice renderer (and its state machines) loads after the page; notices raised before it
// arrives wait in the toaster's store and show as soon as it mounts.
const Toaster = lazy(() => import('./toaster').then((mod) => ({ default: mod.Toaster })));

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ChakraProvider>
  );
}
