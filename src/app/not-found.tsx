import { Container, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { ButtonRow } from '@/components/button-row';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { useSearchDialog } from '@/features/search';
import { BookIcon, SearchIcon } from '@/lib/icons/icons';
import { useHydrated } from '@/lib/startup/use-hydrated';
import { NOT_FOUND_TITLE } from './page-titles';
import { PageTitle } from './page-title';

/** Shown for any path the site does not know: a way home, a way to search. */
export function NotFound() {
  const { pathname } = useLocation();
  const { setOpen } = useSearchDialog();
  // The same 404.html answers every unknown address, so the address is only named once in the browser.
  const hydrated = useHydrated();
  return (
    <Container maxW="3xl" py={{ base: '12', md: '20' }}>
      <PageTitle title={NOT_FOUND_TITLE} />
      <PageHeading
        title={NOT_FOUND_TITLE}
        size="3xl"
        maxW="none"
        gap="4"
        textAlign={{ base: 'left', md: 'center' }}
        align={{ base: 'stretch', md: 'center' }}
        eyebrow={
          <Text fontWeight="bold" color="paprika.700" letterSpacing="wider">
            404 · NOT ON THE MENU
          </Text>
        }
      >
        <Text fontSize="lg" color="fg.muted" wordBreak="break-word">
          We looked in every pot, but there is no page at {hydrated ? <code>{pathname}</code> : 'this address'}. It may
          have moved, or the link may have a typo.
        </Text>
        <ButtonRow
          justify={{ md: 'center' }}
          colorPalette="paprika"
          actions={[
            { label: 'Go to the home page', to: paths.home },
            {
              label: 'Search the site',
              icon: SearchIcon,
              onClick: () => setOpen(true),
              variant: 'outline',
              requiresScript: true,
            },
            { label: 'Knowledge base', icon: BookIcon, to: paths.knowledgeBase, variant: 'ghost' },
          ]}
        />
      </PageHeading>
    </Container>
  );
}
