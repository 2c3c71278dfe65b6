import { Button, chakra, Link, type ButtonProps } from '@chakra-ui/react';
import { Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { RouterLink } from '@/components/router-link';
import { lazyOnDemand, useMountOnDemand } from '@/lib/startup/load-when-online';
import { useHydrated } from '@/lib/startup/use-hydrated';
import { chat, knowledgeBase, mainSections } from './site-sections';

// The menu panel loads on first use, or while the page is taken over when Menu was pressed before.
const siteMenuDrawer = lazyOnDemand(() => import('@/features/navigation/site-menu-drawer'));
const SiteMenuDrawer = siteMenuDrawer.Component;

/** What the Menu button names (`data-early-code`) when pressed before the page is live. */
export const MENU_EARLY_CODE = 'menu';

/** For start-up: Menu was pressed before the page was live; the panel's code starts loading. */
export const startLoadingSiteMenu = siteMenuDrawer.preload;

const NAV_ID = 'site-nav';
const PANEL_PAGES = [knowledgeBase, chat];

/**
 * The main sections. On wide screens, links in the header. On phones, a popover the Menu button
 * opens with no script at all: the same list, in the page's markup once. The UA hides a popover
 * that is not open; on wide screens these styles show it in place instead.
 */
const navStyles = {
  '&:not(:popover-open)': {
    display: { base: 'none', md: 'block' },
    position: 'static',
    inset: 'auto',
    m: '0',
    p: '0',
    border: '0',
    bg: 'transparent',
    color: 'inherit',
    overflow: 'visible',
  },
  '&:popover-open': {
    insetInlineEnd: '2',
    insetInlineStart: 'auto',
    top: '2',
    m: '0',
    p: '4',
    minW: '60',
    borderWidth: '1px',
    borderColor: 'cream.300',
    rounded: 'lg',
    bg: 'cream.50',
    color: 'fg',
    shadow: 'lg',
  },
  '& ul': { display: 'flex', flexDirection: { base: 'column', md: 'row' }, flexWrap: 'wrap', columnGap: '5' },
};

/** The main sections, the current one marked for assistive technology and underlined. */
export function SiteNav() {
  const { pathname } = useLocation();
  return (
    <chakra.nav id={NAV_ID} popover="auto" aria-label="Main" flex={{ md: '1' }} css={navStyles}>
      <ul>
        {mainSections.map((section) => (
          <li key={section.path}>
            <Link
              asChild
              display="block"
              py="1"
              color="paprika.800"
              fontWeight="medium"
              aria-current={section.path === pathname ? 'page' : undefined}
              _currentPage={{ textDecoration: 'underline', textUnderlineOffset: '4px' }}
            >
              <RouterLink to={section.path}>{section.title}</RouterLink>
            </Link>
          </li>
        ))}
      </ul>
    </chakra.nav>
  );
}

/**
 * "Menu": the whole site in a panel (the menu drawer), sections and their pages for the visitor's
 * user type. Without scripts, and until the page is live, it opens the main sections as a
 * popover instead; on wide screens, where those are in the header, it is then hidden.
 */
export function MenuButton(props: ButtonProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [mounted, mount] = useMountOnDemand(siteMenuDrawer);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        popoverTarget={hydrated ? undefined : NAV_ID}
        aria-haspopup={hydrated ? 'dialog' : undefined}
        aria-expanded={hydrated ? open : undefined}
        data-early-code={MENU_EARLY_CODE}
        css={{ '@media (scripting: none)': { display: { md: 'none' } } }}
        onClick={(event) => {
          // A press replayed as the page goes live can come before the render that drops
          // `popovertarget`: the browser would open the popover under the panel.
          event.preventDefault();
          mount();
          setOpen(true);
        }}
        {...props}
      >
        Menu
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <SiteMenuDrawer open={open} onOpenChange={setOpen} returnFocusTo={button} pages={PANEL_PAGES} />
        </Suspense>
      )}
    </>
  );
}
