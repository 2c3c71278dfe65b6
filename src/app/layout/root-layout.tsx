import { Box, Flex, Link } from '@chakra-ui/react';
import { Outlet, ScrollRestoration, type Location } from 'react-router-dom';
import { useOutboxSender } from './use-outbox-sender';
import { OfflineBanner } from '@/features/pwa';
import { SearchDialogProvider, type VoiceSearchRenderer } from '@/features/search';
import { LazyVoiceSearchButton } from '@/features/voice/lazy-voice-search';
import { AssistantLauncher } from '@/assistant/assistant-launcher';
import { speechServices } from '@/assistant/speech-services';
import { Dock } from './dock';
import { Footer } from './footer';
import { Header } from './header';

// The microphone lives in the search dialog, which is itself lazy: keep recording code off first load.
const renderVoiceSearch: VoiceSearchRenderer = ({ onTranscript }) => (
  <LazyVoiceSearchButton services={speechServices} onTranscript={onTranscript} />
);

/**
 * Which saved scroll position a visit restores. Every page opened by a full load (a link from
 * elsewhere, a reload) has the key "default", so React Router would give it the scroll position of
 * whichever page was loaded last, and ignore its #section; such a visit is keyed by its address.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.hash}` : location.key;
}

export function RootLayout() {
  // Questions kept while the assistant could not be reached go out when the app starts or the connection returns.
  useOutboxSender(speechServices);
  return (
    <SearchDialogProvider renderVoiceSearch={renderVoiceSearch}>
      <Flex direction="column" minH="100dvh">
        <Link
          href="#main"
          position="absolute"
          left="2"
          top="-20"
          zIndex="skipNav"
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
      <Dock>
        <AssistantLauncher />
      </Dock>
      {/* Restores scroll on back/forward and scrolls to #hash targets such as /#gregbot-section. */}
      <ScrollRestoration getKey={scrollKey} />
    </SearchDialogProvider>
  );
}
