import { Box, Button, Container, HStack, Kbd, Link, Text } from '@chakra-ui/react';
import { memo, useEffect, useRef, type RefObject } from 'react';
import { RouterLink } from '@/components/router-link';
import { requiresScript } from '@/components/noscript-note';
import { InstallButton, useInstalledNotice } from '@/components/install-button';
import { ReadingModeButton } from '@/components/reading-mode-button';
import { useSearchShortcut } from '@/components/search-shortcut';
import { paths } from '@/config/paths';
import { site } from '@/content/site';
import { SEARCH_EARLY_CODE, useSearchDialog } from '@/features/search';
import { ChefHatIcon, SearchIcon } from '@/lib/icons/icons';
import { MenuButton, SiteNav } from './site-menu';
import { keepRoom } from './page-room';
import { seniorConnect } from './site-sections';

/** The most of the screen's height a header that stays on screen may take. */
const MAX_STICKY_SHARE = 0.15;

/**
 * Sets `data-scrolls` on a header taller than its share of the screen (large text, a small or
 * turned phone): the theme then lets it scroll away with the page instead of staying over it.
 * What stays over the page's top is the room that jumps to a section keep clear (page-room.ts).
 */
function useStickyOnlyWhileSmall(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (!element) return undefined;
    const check = () => {
      const scrolls = element.offsetHeight > window.innerHeight * MAX_STICKY_SHARE;
      element.toggleAttribute('data-scrolls', scrolls);
      // What a jump to a section must clear at the top: the header while it stays, else nothing.
      keepRoom('header', { height: scrolls ? 0 : element.offsetHeight });
    };
    // A browser without ResizeObserver (and jsdom) checks on load and on resize only.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(check);
    observer?.observe(element);
    check();
    window.addEventListener('resize', check);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', check);
    };
  }, [header]);
}

/**
 * The sticky site header (while it takes no more than 15 % of the screen's height): brand, search (Cmd+K / Ctrl+K; only its icon below `md`), easier
 * reading and login; below them the main sections (behind Menu on phones), Senior Connect, one tap
 * away on every page, and the menu of the whole site.
 */
export const Header = memo(function Header() {
  const { setOpen } = useSearchDialog();
  const shortcut = useSearchShortcut();
  useInstalledNotice();
  const header = useRef<HTMLElement>(null);
  useStickyOnlyWhileSmall(header);
  return (
    <Box
      ref={header}
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="cream.50/95"
      backdropFilter="saturate(180%) blur(8px)"
      // Safari before 18 reads only the prefixed property (the styles carry no prefixes otherwise).
      css={{ WebkitBackdropFilter: 'saturate(180%) blur(8px)' }}
      borderBottomWidth="1px"
      borderColor="cream.300"
    >
      <Container maxW="6xl" py="3">
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Link
            asChild
            fontFamily="heading"
            fontSize="xl"
            fontWeight="bold"
            color="paprika.800"
            _hover={{ textDecoration: 'none' }}
          >
            <RouterLink to={paths.home} aria-label={`${site.brand} home`}>
              <ChefHatIcon boxSize="7" />
              {site.brand}
            </RouterLink>
          </Link>
          <HStack gap="2" wrap="wrap">
            <Button
              aria-label="Search"
              variant="outline"
              size="sm"
              colorPalette="gray"
              px={{ base: '0', md: '3.5' }}
              onClick={() => setOpen(true)}
              data-early-code={SEARCH_EARLY_CODE}
              aria-keyshortcuts="Meta+K Control+K"
              {...requiresScript}
            >
              <SearchIcon />
              <Text as="span" display={{ base: 'none', md: 'inline' }}>
                Search
              </Text>
              {shortcut !== 'touch' && (
                <Kbd size="sm" display={{ base: 'none', md: 'inline-flex' }}>
                  {shortcut === 'mac' ? '⌘K' : 'Ctrl+K'}
                </Kbd>
              )}
            </Button>
            <ReadingModeButton compact variant="outline" size="sm" colorPalette="gray" />
            <InstallButton compact variant="outline" size="sm" colorPalette="gray" />
            <Button asChild size="sm" colorPalette="paprika">
              <RouterLink to={paths.login}>Login</RouterLink>
            </Button>
          </HStack>
        </HStack>
        <HStack justify="space-between" gap="4" rowGap="2" mt="2" wrap="wrap">
          <SiteNav />
          <Link asChild color="herb.800" fontWeight="semibold" ms={{ md: 'auto' }}>
            <RouterLink to={seniorConnect.path}>{seniorConnect.title}</RouterLink>
          </Link>
          <MenuButton variant="outline" size="sm" colorPalette="paprika" />
        </HStack>
      </Container>
    </Box>
  );
});
