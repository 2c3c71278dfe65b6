import { chakra, CloseButton, Drawer, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { RouterLink } from '@/components/router-link';
import type { SiteMenuEntry } from '@/content/schema';
import { ChefHatIcon } from '@/lib/icons/icons';
import { menuDrawerRecipe } from './menu-drawer-recipe';
import { filterSitemap, USER_TYPE_LABELS, useUserType } from './user-type';

// Its parts are those of the site's other dialogs (close button, text, stack, the site's icons):
// the bundler then keeps the modules every page loads in the chunks they are in, where a part of
// its own would split one out, a script more in every page's start-up list.

export interface SiteMenuDrawerProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Where the focus goes back to when the menu closes without a page chosen. */
  readonly returnFocusTo: RefObject<HTMLElement | null>;
  /** Pages of their own that the catalogue does not list (the knowledge base, the chat). */
  readonly pages: readonly Pick<SiteMenuEntry, 'title' | 'path'>[];
}

interface EntryProps {
  readonly entry: Pick<SiteMenuEntry, 'title' | 'path'>;
  readonly current: string;
  readonly onChoose: () => void;
  readonly strong?: boolean;
}

function MenuLink({ entry, current, onChoose, strong = false }: EntryProps) {
  return (
    <Link
      asChild
      display="block"
      py="1.5"
      color="paprika.800"
      fontWeight={strong ? 'semibold' : 'normal'}
      aria-current={entry.path === current ? 'page' : undefined}
      _currentPage={{ textDecoration: 'underline', textUnderlineOffset: '3px' }}
    >
      <RouterLink to={entry.path} onClick={onChoose}>
        {entry.title}
      </RouterLink>
    </Link>
  );
}

/**
 * The site menu: every section with its pages for the visitor's user type (chosen on the
 * catalogue's pages, kept on the device), then the pages no section lists. A modal panel: the
 * focus stays inside, Escape closes it and the focus goes back to the button, or to the page's
 * content when a page was chosen.
 */
export default function SiteMenuDrawer({ open, onOpenChange, returnFocusTo, pages }: SiteMenuDrawerProps) {
  const [userType] = useUserType();
  const { pathname } = useLocation();
  const chosen = useRef(false);
  const entries = filterSitemap(__SITE_MENU__, userType);
  const sections = entries.filter((entry) => entry.children);
  const more = [...pages, ...entries.filter((entry) => !entry.children)];
  const choose = () => {
    chosen.current = true;
    onOpenChange(false);
  };

  return (
    <Drawer.Root
      recipe={menuDrawerRecipe}
      open={open}
      onOpenChange={(details) => {
        if (details.open) chosen.current = false;
        onOpenChange(details.open);
      }}
      finalFocusEl={() => (chosen.current ? document.getElementById('main') : returnFocusTo.current)}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <ChefHatIcon boxSize="6" color="paprika.800" />
              <Drawer.Title>Menu</Drawer.Title>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close the menu" />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body>
              {/* Chosen on the catalogue's pages ("Show pages for"), where it changes what they list. */}
              {userType !== 'general' && (
                <Text mb="2" color="fg.muted">{`Showing the pages for: ${USER_TYPE_LABELS[userType]}`}</Text>
              )}
              <chakra.nav aria-label="Site menu">
                <Stack as="ul" gap="2" listStyleType="none">
                  {sections.map((section) => (
                    <li key={section.path}>
                      <MenuLink entry={section} current={pathname} onChoose={choose} strong />
                      <chakra.ul listStyleType="none" ps="4" borderStartWidth="2px" borderColor="cream.300">
                        {section.children?.map((page) => (
                          <li key={page.path}>
                            <MenuLink entry={page} current={pathname} onChoose={choose} />
                          </li>
                        ))}
                      </chakra.ul>
                    </li>
                  ))}
                </Stack>
                <chakra.h3 mt="6" fontWeight="semibold" color="fg.muted">
                  More
                </chakra.h3>
                <chakra.ul listStyleType="none">
                  {more.map((page) => (
                    <li key={page.path}>
                      <MenuLink entry={page} current={pathname} onChoose={choose} />
                    </li>
                  ))}
                </chakra.ul>
              </chakra.nav>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
