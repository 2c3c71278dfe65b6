import { Box, Flex, Link } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { OfflineBanner } from '@/features/pwa';
import { SearchDialogProvider } from '@/features/search';
import { voiceServices } from '../voice-services';
import { Footer } from './footer';
import { Header } from './header';

// The microphone lives in the search dialog, which is itself lazy: keep recording code off first load.
const VoiceSearchButton = lazy(() =>
  import('@/features/voice/voice-search-button').then((module) => ({ default: module.VoiceSearchButton })),
);

const renderVoiceSearch = ({ onTranscript }: { onTranscript: (text: string) => void }) => (
  <Suspense fallback={null}>
    <VoiceSearchButton services={voiceServices} onTranscript={onTranscript} />
  </Suspense>
);

export function RootLayout() {
  return (
    <SearchDialogProvider renderVoiceSearch={renderVoiceSearch}>
      <Flex direction="column" minH="100dvh">
        <Link
          href="#main"
          position="absolute"
          left="2"
          top="-20"
          zIndex="skipLink"
          bg="bg.panel"
          p="2"
          _focus={{ top: '2' }}
        >
          Skip to content
        </Link>
        <Header />
        <OfflineBanner />
        <Box as="main" id="main" tabIndex={-1} flex="1" outline="none">
          <Outlet />
        </Box>
        <Footer />
      </Flex>
      {/* Restores scroll on back/forward and scrolls to #hash targets such as /#gregbot-section. */}
      <ScrollRestoration />
    </SearchDialogProvider>
  );
}
