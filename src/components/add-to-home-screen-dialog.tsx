import { Box, Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';
import { dismissInstall } from '@/lib/install/install-offer';

/** A tap to make, drawn as on the iPhone: a rounded square with the control inside. */
function StepPicture({ label, children }: { label: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" role="img" aria-label={label}>
      <rect x="1" y="1" width="46" height="46" rx="10" fill="#f2f2f7" stroke="#8e8e93" />
      {children}
    </svg>
  );
}

function ShareButtonPicture() {
  return (
    <StepPicture label="The Share button: a square with an arrow pointing up">
      <path
        d="M17 21h-3v17h20V21h-3M24 29V9m-6 6 6-6 6 6"
        fill="none"
        stroke="#007aff"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </StepPicture>
  );
}

function AddToHomeScreenPicture() {
  return (
    <StepPicture label="The menu line Add to Home Screen: a square with a plus sign">
      <rect x="12" y="12" width="24" height="24" rx="5" fill="none" stroke="#1c1c1e" strokeWidth="2.5" />
      <path d="M24 18v12m-6-6h12" stroke="#1c1c1e" strokeWidth="2.5" strokeLinecap="round" />
    </StepPicture>
  );
}

function Step({ picture, children }: { picture: ReactNode; children: ReactNode }) {
  return (
    <HStack as="li" gap="4" align="center">
      <Box flexShrink={0}>{picture}</Box>
      <Text>{children}</Text>
    </HStack>
  );
}

export interface AddToHomeScreenDialogProps {
  readonly onClose: () => void;
  readonly returnFocusTo: RefObject<HTMLElement | null>;
}

/** Safari on iPhone and iPad installs from its Share menu: two taps, shown with pictures. */
export default function AddToHomeScreenDialog({ onClose, returnFocusTo }: AddToHomeScreenDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} finalFocusEl={() => returnFocusTo.current}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3">
            <Dialog.Header>
              <Dialog.Title>Add BaseBots to your Home Screen</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack as="ol" gap="4" listStyleType="none">
                <Step picture={<ShareButtonPicture />}>1. Tap the Share button in Safari&apos;s toolbar.</Step>
                <Step picture={<AddToHomeScreenPicture />}>2. Scroll down and tap &quot;Add to Home Screen&quot;.</Step>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                variant="outline"
                onClick={() => {
                  dismissInstall();
                  onClose();
                }}
              >
                Don&apos;t show again
              </Button>
              <Button colorPalette="paprika" onClick={onClose}>
                Done
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
