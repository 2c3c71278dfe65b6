import { Button, CloseButton, Dialog, HStack, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Bot } from '@/content/schema';
import {
  deleteConversation,
  exportConversation,
  renameConversation,
  restoreConversation,
  useConversations,
  type ConversationRecord,
  type DeletedConversation,
  type ExportFormat,
} from '@/lib/db';
import { ButtonRow } from '@/components/button-row';
import { notify } from '@/lib/toaster';
import { downloadFile } from './download';
import { conversationDeletedNotice } from './notices';
import { emptyHistoryText } from './storage-notices';

interface Props {
  readonly bot: Bot;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly activeId: string | null;
  readonly onOpenConversation: (id: string) => void;
  readonly onDeleted: (id: string) => void;
}

const EXPORT_FORMATS: ReadonlyArray<{ format: ExportFormat; label: string }> = [
  { format: 'markdown', label: 'Markdown' },
  { format: 'json', label: 'JSON' },
];

// Made when the history first shows a date, not when the chat page loads: building a date format
// is slow on a phone (the browser works out its patterns), and most visits never open the history.
let dateFormat: Intl.DateTimeFormat | undefined;
function formatDate(time: number): string {
  dateFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return dateFormat.format(time);
}

function Row({
  bot,
  conversation,
  active,
  onOpen,
  onDeleted,
}: {
  bot: Bot;
  conversation: ConversationRecord;
  active: boolean;
  onOpen: () => void;
  onDeleted: (deleted: DeletedConversation) => void;
}) {
  const [renaming, setRenaming] = useState(false);
  const [title, setTitle] = useState(conversation.title);
  const inputId = `rename-${conversation.id}`;
  const renameInput = useRef<HTMLInputElement>(null);
  // Moving focus into the field that just appeared keeps keyboard users where they acted.
  useEffect(() => {
    if (renaming) renameInput.current?.focus();
  }, [renaming]);

  const saveTitle = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    await renameConversation(conversation.id, title);
    setRenaming(false);
  };

  const remove = async (): Promise<void> => {
    const deleted = await deleteConversation(conversation.id);
    if (!deleted) return;
    onDeleted(deleted);
    notify(conversationDeletedNotice(conversation.title, () => void restoreConversation(deleted)));
  };

  const name = conversation.title;
  const startRenaming = (): void => {
    setTitle(conversation.title);
    setRenaming(true);
  };

  const exportAs = async (format: ExportFormat): Promise<void> => {
    const file = await exportConversation(conversation.id, format, bot.persona.name);
    if (file) downloadFile(file);
  };

  return (
    <Stack
      as="li"
      gap="2"
      p="3"
      borderWidth="1px"
      borderColor={active ? 'paprika.600' : 'cream.300'}
      rounded="lg"
      bg="bg.panel"
      aria-current={active ? 'true' : undefined}
    >
      {renaming ? (
        <form onSubmit={(event) => void saveTitle(event)}>
          <Stack gap="2">
            <label htmlFor={inputId}>
              <Text fontSize="sm" fontWeight="medium">
                New name
              </Text>
            </label>
            <Input
              id={inputId}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              size="sm"
              ref={renameInput}
            />
            <HStack gap="2">
              <Button type="submit" size="xs" colorPalette="paprika">
                Save name
              </Button>
              <Button size="xs" variant="ghost" onClick={() => setRenaming(false)}>
                Cancel
              </Button>
            </HStack>
          </Stack>
        </form>
      ) : (
        <Stack gap="0">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {conversation.title}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {active ? 'On screen · ' : ''}Last active {formatDate(conversation.updatedAt)}
          </Text>
        </Stack>
      )}
      <ButtonRow
        gap="1.5"
        size="xs"
        actions={[
          { label: 'Open', onClick: onOpen, colorPalette: 'paprika', ariaLabel: `Open "${name}"` },
          { label: 'Rename', onClick: startRenaming, variant: 'outline', ariaLabel: `Rename "${name}"` },
          ...EXPORT_FORMATS.map(({ format, label }) => ({
            label: `Export ${label}`,
            onClick: () => void exportAs(format),
            variant: 'outline' as const,
            ariaLabel: `Export "${name}" as ${label}`,
          })),
          {
            label: 'Delete',
            onClick: () => void remove(),
            variant: 'outline',
            colorPalette: 'red',
            ariaLabel: `Delete "${name}"`,
          },
        ]}
      />
    </Stack>
  );
}

/** The assistant's saved conversations: open, rename, delete (with undo) and export each. */
export function HistoryDialog({ bot, open, onOpenChange, activeId, onOpenConversation, onDeleted }: Props) {
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
                    <Row
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
