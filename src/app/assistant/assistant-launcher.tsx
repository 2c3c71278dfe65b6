import { Box, Button, HStack } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ChatIcon, CloseIcon } from '@/lib/icons/icons';
import { useHydrated } from '@/lib/startup/use-hydrated';
import { hideLauncher, isLauncherHidden, pageHasAssistant } from './launcher-visibility';
import { loadAssistant } from './load-assistant';

const AssistantPanel = lazy(() => import('./assistant-panel'));

/** Height the launcher takes from md up, where it floats; the page keeps that much room below. */
const FLOATING_ROOM = '20';

/**
 * "Ask GregBot" on every page that does not show GregBot already: a panel with the same assistant
 * as the home page. It floats in the bottom corner from md up (the page keeps room for it below its
 * last control); on narrow screens it sits in the page's flow above the footer, so it never covers
 * the page's own controls. "Hide" keeps it away for the rest of this visit.
 */
export function AssistantLauncher() {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const [hiddenNow, setHiddenNow] = useState(false);
  const [open, setOpen] = useState(false);
  // The panel's code (the dialog, then the assistant) loads on the launcher's first use.
  const [panelWanted, setPanelWanted] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  // Stored on the device: read after hydration, so the first render matches the prerendered page.
  const hidden = hiddenNow || (hydrated && isLauncherHidden());
  // Escape closes the panel from anywhere while it is open. The dialog closes itself on Escape
  // once it is there, and marks the key as handled; this catches an Escape it did not handle:
  // pressed as the launcher was used, while the panel's code was still on its way (the panel
  // would otherwise open after the visitor had asked it to close).
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      event.preventDefault();
      setOpen(false);
      launcher.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  if (pageHasAssistant(pathname) || hidden) return null;

  const prepare = () => {
    setPanelWanted(true);
    void loadAssistant().catch(() => undefined);
  };
  const hide = () => {
    hideLauncher();
    setHiddenNow(true);
    document.getElementById('main')?.focus();
  };

  return (
    <>
      <Box display={{ base: 'none', md: 'block' }} h={FLOATING_ROOM} aria-hidden="true" />
      <HStack
        as="aside"
        aria-label="Ask GregBot"
        position={{ base: 'static', md: 'fixed' }}
        bottom={{ md: '4' }}
        right={{ md: '4' }}
        zIndex={{ md: 'sticky' }}
        justify="flex-end"
        gap="1"
        px={{ base: '4', md: '0' }}
        py={{ base: '3', md: '0' }}
      >
        <Button
          ref={launcher}
          colorPalette="paprika"
          rounded="full"
          shadow="lg"
          size="lg"
          onPointerEnter={prepare}
          onFocus={prepare}
          onClick={() => {
            setPanelWanted(true);
            setOpen(true);
          }}
        >
          <ChatIcon /> Ask GregBot
        </Button>
        <Button
          aria-label="Hide Ask GregBot until your next visit"
          title="Hide until next visit"
          variant="subtle"
          rounded="full"
          size="lg"
          px="0"
          onClick={hide}
        >
          <CloseIcon />
        </Button>
      </HStack>
      {panelWanted ? (
        <Suspense fallback={null}>
          <AssistantPanel open={open} onOpenChange={setOpen} returnFocusTo={launcher} />
        </Suspense>
      ) : null}
    </>
  );
}
