import { Button, HStack } from '@chakra-ui/react';
import { Suspense, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { ChatIcon, CloseIcon } from '@/lib/icons/icons';
import { pageHasAssistant } from './launcher-visibility';
import { useLauncherHidden } from './use-launcher-hidden';
import { assistantPanel, useLauncherPanel } from './use-launcher-panel';

const AssistantPanel = assistantPanel.Component;

/**
 * "Ask GregBot" on every page that does not show GregBot already: a panel with the same assistant
 * as the home page. It sits in the dock at the bottom edge (src/app/layout/dock.tsx), in reach
 * without scrolling on every screen, and the page keeps room for it, so it covers none of the
 * page's own controls. "Hide" keeps it away for the rest of this visit.
 */
export function AssistantLauncher() {
  const { pathname } = useLocation();
  const { hidden, hide } = useLauncherHidden();
  const panel = useLauncherPanel();
  if (pageHasAssistant(pathname) || hidden) return null;

  return (
    <>
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
    <HStack as="aside" aria-label="Ask GregBot" data-launcher="" justify="flex-end" gap="1" mb={{ base: '2', md: '3' }}>
      <Button
        ref={launcher}
        colorPalette="paprika"
        rounded="full"
        shadow="lg"
        size={{ base: 'md', md: 'lg' }}
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
        shadow="md"
        size={{ base: 'md', md: 'lg' }}
        px="0"
        onClick={onHide}
      >
        <CloseIcon />
      </Button>
    </HStack>
  );
}
