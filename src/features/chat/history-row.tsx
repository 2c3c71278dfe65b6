import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ButtonRow } from '@/components/button-row';
import type { Bot } from '@/content/schema';
import {
  deleteConversation,
  exportConversation,
  renameConversation,
  restoreConversation,
  type ConversationRecord,
  type DeletedConversation,
  type ExportFormat,
} from '@/lib/db';
import { notify } from '@/lib/toaster';
import { downloadFile } from '@/lib/download';
import { conversationDeletedNotice } from './notices';

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

/** Deletes the conversation, and offers to bring it back in the notice that says so. */
async function deleteWithUndo(
  conversation: ConversationRecord,
  onDeleted: (deleted: DeletedConversation) => void,
): Promise<void> {
  const deleted = await deleteConversation(conversation.id);
  if (!deleted) return;
  onDeleted(deleted);
  notify(conversationDeletedNotice(conversation.title, () => void restoreConversation(deleted)));
}

async function exportToFile(conversation: ConversationRecord, format: ExportFormat, botName: string): Promise<void> {
  const file = await exportConversation(conversation.id, format, botName);
  if (file) downloadFile(file);
}

/** Renames a conversation; the field takes the focus as it appears, so keyboard users stay where they acted. */
function RenameForm({ conversation, onDone }: { conversation: ConversationRecord; onDone: () => void }) {
  const [title, setTitle] = useState(conversation.title);
  const inputId = `rename-${conversation.id}`;
  const renameInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    renameInput.current?.focus();
  }, []);

  const saveTitle = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    await renameConversation(conversation.id, title);
    onDone();
  };

  return (
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
          <Button size="xs" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** One saved conversation in the history, with what can be done with it. */
export function HistoryRow({
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
  const name = conversation.title;
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
        <RenameForm conversation={conversation} onDone={() => setRenaming(false)} />
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
          { label: 'Rename', onClick: () => setRenaming(true), variant: 'outline', ariaLabel: `Rename "${name}"` },
          ...EXPORT_FORMATS.map(({ format, label }) => ({
            label: `Export ${label}`,
            onClick: () => void exportToFile(conversation, format, bot.persona.name),
            variant: 'outline' as const,
            ariaLabel: `Export "${name}" as ${label}`,
          })),
          {
            label: 'Delete',
            onClick: () => void deleteWithUndo(conversation, onDeleted),
            variant: 'outline',
            colorPalette: 'red',
            ariaLabel: `Delete "${name}"`,
          },
        ]}
      />
    </Stack>
  );
}
