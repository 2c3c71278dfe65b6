import { CloseButton, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type RefObject } from 'react';

export interface SearchDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly returnFocusTo: RefObject<HTMLElement | null>;
}

/** The global search dialog. */
export default function SearchDialog({ open, onOpenChange, returnFocusTo }: SearchDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      initialFocusEl={() => inputRef.current}
      finalFocusEl={() => returnFocusTo.current}
      placement="top"
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Search BaseBots</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Input
                  ref={inputRef}
                  aria-label="Search"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  placeholder="Search pages, knowledge base, guides, or speak…"
                />
                <Text color="fg.muted" fontSize="sm">
                  Type to search the site.
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close search" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
