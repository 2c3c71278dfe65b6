import { Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Bot } from '@/content/schema';
import {
  exportSetAside,
  restoreConversation,
  useConversations,
  useSetAsideCount,
  type DeletedConversation,
} from '@/lib/db';
import { downloadFile } from '@/lib/download';
import { HistoryRow } from './history-row';
import { emptyHistoryText } from './storage-notices';

interface Props {
  readonly bot: Bot;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly activeId: string | null;
  readonly onOpenConversation: (id: string) => void;
  readonly onDeleted: (id: string) => void;
}

/** Records that could not be read are kept aside on the device; here is where they can be exported. */
function SetAsideRecords() {
  const count = useSetAsideCount();
  if (!count) return null;
  return (
    <HStack mt="4" gap="3" p="2" bg="cream.50" rounded="md" wrap="wrap">
      <Text fontSize="sm" flex="1" minW="40">
        Some saved records could not be read and were set aside on this device.
      </Text>
      <Button size="xs" variant="outline" onClick={() => void exportSetAside().then(downloadFile)}>
        Export set-aside records
      </Button>
    </HStack>
  );
}

/** The assistant's saved conversations: open, rename, delete (with undo) and export each. */
export default function HistoryDialog({ bot, open, onOpenChange, activeId, onOpenConversation, onDeleted }: Props) {
  const conversations = useConversations(bot.id);
  // The notice's Undo sits outside the dialog's focus trap, so the dialog offers its own too.
  const [lastDeleted, setLastDeleted] = useState<DeletedConversation | null>(null);
  const undo = async (): Promise<void> => {
    if (!lastDeleted) return;
    await restoreConversation(lastDeleted);
    setLastDeleted(null);
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        setLastDeleted(null);
        onOpenChange(details.open);
      }}
      // Pressing the notice's Undo must not close the list it is undoing in.
      onInteractOutside={(event) => {
        // The event's own target is the dialog; the element pressed is on the original event.
        const pressed = event.detail.originalEvent.target;
        if (pressed instanceof Element && pressed.closest('[data-scope="toast"]')) event.preventDefault();
      }}
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Conversations with {bot.persona.name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {lastDeleted && (
                <HStack mb="3" gap="3" p="2" bg="paprika.50" rounded="md" role="status">
                  <Text fontSize="sm" flex="1">
                    Deleted "{lastDeleted.conversation.title}".
                  </Text>
                  <Button size="xs" variant="outline" onClick={() => void undo()}>
                    Undo delete
                  </Button>
                </HStack>
              )}
              {conversations === undefined ? (
                <Text>Loading…</Text>
              ) : conversations.length === 0 ? (
                <Text>{emptyHistoryText(bot.id, bot.persona.name)}</Text>
              ) : (
                <Stack as="ul" gap="2" listStyleType="none" aria-label="Saved conversations">
                  {conversations.map((conversation) => (
                    <HistoryRow
                      key={conversation.id}
                      bot={bot}
                      conversation={conversation}
                      active={conversation.id === activeId}
                      onOpen={() => onOpenConversation(conversation.id)}
                      onDeleted={(deleted) => {
                        setLastDeleted(deleted);
                        onDeleted(conversation.id);
                      }}
                    />
                  ))}
                </Stack>
              )}
              <SetAsideRecords />
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close conversations" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
