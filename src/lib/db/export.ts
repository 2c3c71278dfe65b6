import type { ConversationRecord, MessageRecord } from './database';
import { getConversation } from './conversations';
import { listAllMessages } from './messages';

export type ExportFormat = 'markdown' | 'json';

/** A file ready to download. */
export interface ExportFile {
  readonly fileName: string;
  readonly mimeType: string;
  readonly content: string;
}

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'conversation'
  );
}

/** What a heading says of a message that is not a plain, complete turn. */
const STATUS_NOTES: Partial<Record<MessageRecord['status'], string>> = {
  failed: ' (not answered)',
  stopped: ' (stopped before the end)',
  interrupted: ' (interrupted, incomplete)',
  streaming: ' (interrupted, incomplete)',
};

function toMarkdown(conversation: ConversationRecord, messages: readonly MessageRecord[], botName: string): string {
  const lines = [
    `# ${conversation.title}`,
    '',
    `Conversation with ${botName}, started ${new Date(conversation.createdAt).toISOString()}.`,
    '',
  ];
  for (const message of messages) {
    const who = message.role === 'user' ? 'You' : botName;
    const note = message.source === 'offline' ? ' (offline answer)' : (STATUS_NOTES[message.status] ?? '');
    lines.push(`## ${who}${note} · ${new Date(message.timestamp).toISOString()}`, '', message.content, '');
  }
  return lines.join('\n');
}

/**
 * The conversation as a Markdown or JSON file. Only the conversation and its messages are read:
 * settings (the speech key among them) never reach an export.
 */
export async function exportConversation(
  id: string,
  format: ExportFormat,
  botName: string,
): Promise<ExportFile | null> {
  const conversation = await getConversation(id);
  if (!conversation) return null;
  const messages = await listAllMessages(id);
  const base = `basebots-${slug(botName)}-${slug(conversation.title)}`;
  if (format === 'json') {
    const content = JSON.stringify(
      {
        conversation: { ...conversation, botName },
        messages: messages.map(({ id: messageId, role, content, timestamp, status, source }) => ({
          id: messageId,
          role,
          content,
          timestamp,
          status,
          source,
        })),
      },
      null,
      2,
    );
    return { fileName: `${base}.json`, mimeType: 'application/json', content };
  }
  return { fileName: `${base}.md`, mimeType: 'text/markdown', content: toMarkdown(conversation, messages, botName) };
}
