import { CloseButton, Dialog, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { Suspense, useRef, type RefObject } from 'react';
import { LazyAssistant } from './load-assistant';

interface Props {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Where focus returns when the panel closes (the launcher). */
  readonly returnFocusTo: RefObject<HTMLElement | null>;
}

/** The launcher's panel: GregBot in a dialog. Loaded with the launcher's first use, not with the page. */
export default function AssistantPanel({ open, onOpenChange, returnFocusTo }: Props) {
  const body = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      // The message box when the assistant is already there (it focuses itself when it arrives
      // later); without this the dialog's own first focus could come after it and take it away.
      initialFocusEl={() => body.current?.querySelector('textarea') ?? null}
      finalFocusEl={() => returnFocusTo.current}
      size={{ base: 'full', sm: 'lg' }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Full screen on a phone, less the dock's room; its own padding small, so the text has the width. */}
          <Dialog.Content minH={{ base: 'calc(100dvh - var(--dock-height, 0px))', sm: 'auto' }}>
            <Dialog.Header px={{ base: '3', sm: '6' }}>
              <Dialog.Title>Ask GregBot</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body ref={body} px={{ base: '3', sm: '6' }}>
              <Suspense
                fallback={
                  <Stack align="center" py="8" role="status">
                    <Spinner />
                    <Text>Opening GregBot…</Text>
                  </Stack>
                }
              >
                <LazyAssistant focusInput onLeave={() => onOpenChange(false)} />
              </Suspense>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label="Close GregBot" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
