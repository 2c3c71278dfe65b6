import { Box, Button, Container, HStack, Kbd, Link, Text } from '@chakra-ui/react';
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
import { seniorConnect } from './site-sections';

/**
 * The sticky site header: brand, search (Cmd+K / Ctrl+K; only its icon below `md`), easier
 * reading and login; below them the main sections (behind Menu on phones), Senior Connect, one tap
 * away on every page, and the menu of the whole site.
 */
export function Header() {
  const { setOpen } = useSearchDialog();
  const shortcut = useSearchShortcut();
  useInstalledNotice();
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="cream.50/95"
      backdropFilter="saturate(180%) blur(8px)"
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
        <HStack justify="space-between" gap="4" mt="2">
          <SiteNav />
          <Link asChild color="herb.800" fontWeight="semibold" ms={{ md: 'auto' }}>
            <RouterLink to={seniorConnect.path}>{seniorConnect.title}</RouterLink>
          </Link>
          <MenuButton variant="outline" size="sm" colorPalette="paprika" />
        </HStack>
      </Container>
    </Box>
  );
}
