import { Box, Button, HStack } from '@chakra-ui/react';
import { Suspense, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { ChatIcon, CloseIcon } from '@/lib/icons/icons';
import { pageHasAssistant } from './launcher-visibility';
import { useLauncherHidden } from './use-launcher-hidden';
import { assistantPanel, useLauncherPanel } from './use-launcher-panel';

const AssistantPanel = assistantPanel.Component;

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
  const { hidden, hide } = useLauncherHidden();
  const panel = useLauncherPanel();
  if (pageHasAssistant(pathname) || hidden) return null;

  return (
    <>
      <Box display={{ base: 'none', md: 'block' }} h={FLOATING_ROOM} aria-hidden="true" />
      <LauncherButtons launcher={panel.launcher} onPrepare={panel.prepare} onOpen={panel.openPanel} onHide={hide} />
      {panel.wanted ? (
        <Suspense fallback={null}>
          <AssistantPanel open={panel.open} onOpenChange={panel.setOpen} returnFocusTo={panel.launcher} />
        </Suspense>
      ) : null}
    </>
  );
}

interface LauncherButtonsProps {
  readonly launcher: RefObject<HTMLButtonElement | null>;
  readonly onPrepare: () => void;
  readonly onOpen: () => void;
  readonly onHide: () => void;
}

function LauncherButtons({ launcher, onPrepare, onOpen, onHide }: LauncherButtonsProps) {
  return (
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
        onPointerEnter={onPrepare}
        onFocus={onPrepare}
        onClick={onOpen}
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
        onClick={onHide}
      >
        <CloseIcon />
      </Button>
    </HStack>
  );
}
