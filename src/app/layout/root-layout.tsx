import { Box, Flex, Link } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router-dom';
import { useOutboxSender } from './use-outbox-sender';
import { OfflineBanner } from '@/features/pwa';
import { SearchDialogProvider, type VoiceSearchRenderer } from '@/features/search';
import { LazyVoiceSearchButton } from '@/features/voice/lazy-voice-search';
import { AssistantLauncher } from '@/assistant/assistant-launcher';
import { speechServices } from '@/assistant/speech-services';
import { RouteErrorBoundary } from '../route-error';
import { Dock } from './dock';
import { Footer } from './footer';
import { Header } from './header';
import { useScrollRestoration } from '@/lib/hooks/use-scroll-restoration';

// The microphone lives in the search dialog, which is itself lazy: keep recording code off first load.
const renderVoiceSearch: VoiceSearchRenderer = ({ onTranscript }) => (
  <LazyVoiceSearchButton services={speechServices} onTranscript={onTranscript} />
);

export function RootLayout() {
  // Questions kept while the assistant could not be reached go out when the app starts or the connection returns.
  useOutboxSender(speechServices);
  // Restores scroll on back/forward and scrolls to #hash targets such as /#gregbot-section.
  useScrollRestoration();
  const { pathname } = useLocation();
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
        {/* The header and the footer are memoised: a change of address (a chat named in it, say) does
            not draw them again. */}
        <Header />
        <OfflineBanner />
        <Box as="main" id="main" tabIndex={-1} flex="1" outline="none">
          {/* A page that fails leaves the header and the footer in place; another page shows again.
              No Suspense boundary: React would hydrate what is inside it in a later pass, and the page
              would be live before its controls. A page's code is in before it is taken over; another
              page's arrives on the way there, as a transition, while the page being left stays. */}
          <RouteErrorBoundary resetKey={pathname}>
            <Outlet />
          </RouteErrorBoundary>
        </Box>
        <Footer />
      </Flex>
      <Dock>
        <AssistantLauncher />
      </Dock>
    </SearchDialogProvider>
  );
}
