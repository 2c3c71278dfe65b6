import { Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { requiresScript } from '@/components/noscript-note';
import { paths } from '@/config/paths';
import { useSearchDialog } from '@/features/search';
import { BookIcon, SearchIcon } from '@/lib/icons';
import { useHydrated } from '@/lib/use-hydrated';
import { PageTitle } from './page-title';
import { notFoundPage } from './page-titles';

/** Shown for any path the site does not know: a way home, a way to search. */
export function NotFound() {
  const { pathname } = useLocation();
  const { setOpen } = useSearchDialog();
  // The same 404.html answers every unknown address, so the address is only named once in the browser.
  const hydrated = useHydrated();
  return (
    <Container maxW="3xl" py={{ base: '12', md: '20' }}>
      <PageTitle title={notFoundPage.title} />
      <Stack gap="4" textAlign={{ base: 'left', md: 'center' }} align={{ base: 'stretch', md: 'center' }}>
        <Text fontWeight="bold" color="paprika.700" letterSpacing="wider">
          404 · NOT ON THE MENU
        </Text>
        <Heading as="h1" fontFamily="heading" size="3xl" color="paprika.900">
          {notFoundPage.title}
        </Heading>
        <Text fontSize="lg" color="fg.muted" wordBreak="break-word">
          We looked in every pot, but there is no page at {hydrated ? <code>{pathname}</code> : 'this address'}. It may
          have moved, or the link may have a typo.
        </Text>
        <HStack gap="3" wrap="wrap" justify={{ md: 'center' }}>
          <Button asChild colorPalette="paprika">
            <RouterLink to={paths.home}>Go to the home page</RouterLink>
          </Button>
          <Button variant="outline" colorPalette="paprika" onClick={() => setOpen(true)} {...requiresScript}>
            <SearchIcon /> Search the site
          </Button>
          <Button asChild variant="ghost" colorPalette="paprika">
            <RouterLink to={paths.knowledgebase}>
              <BookIcon /> Knowledge base
            </RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
