import type { ConversationRecord, MessageRecord } from './database';
import { getConversation } from './conversations';
import { listAllMessages } from './messages';
import { listSetAside, type SetAsideExport } from './set-aside-records';
import { storedJson } from './stored-json';

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

/** A fence longer than any run of backticks in `text`, so the text cannot close it. */
function fenceFor(text: string): string {
  let longest = 2;
  for (const run of text.matchAll(/`+/g)) longest = Math.max(longest, run[0].length);
  return '`'.repeat(longest + 1);
}

function setAsideMarkdown(setAside: readonly SetAsideExport[]): string[] {
  if (setAside.length === 0) return [];
  const json = storedJson(setAside);
  const fence = fenceFor(json);
  return [
    '## Set aside',
    '',
    'These records of the conversation could not be read, so they were set aside. Here they are as they were stored.',
    '',
    `${fence}json`,
    json,
    fence,
    '',
  ];
}

function toMarkdown(
  conversation: ConversationRecord,
  messages: readonly MessageRecord[],
  setAside: readonly SetAsideExport[],
  botName: string,
): string {
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
  lines.push(...setAsideMarkdown(setAside));
  return lines.join('\n');
}

/**
 * The conversation as a Markdown or JSON file, with its records that were set aside. Only the
 * conversation, its messages and those records are read: settings (the speech key among them)
 * never reach an export.
 */
export async function exportConversation(
  id: string,
  format: ExportFormat,
  botName: string,
): Promise<ExportFile | null> {
  const conversation = await getConversation(id);
  if (!conversation) return null;
  const messages = await listAllMessages(id);
  const setAside = await listSetAside(id);
  const base = `basebots-${slug(botName)}-${slug(conversation.title)}`;
  if (format === 'json') {
    const content = storedJson({
      conversation: { ...conversation, botName },
      messages: messages.map(({ id: messageId, role, content, timestamp, status, source }) => ({
        id: messageId,
        role,
        content,
        timestamp,
        status,
        source,
      })),
      setAside,
    });
    return { fileName: `${base}.json`, mimeType: 'application/json', content };
  }
  return {
    fileName: `${base}.md`,
    mimeType: 'text/markdown',
    content: toMarkdown(conversation, messages, setAside, botName),
  };
}

/** Every set-aside record as a JSON file (settings without their values). */
export async function exportSetAside(): Promise<ExportFile> {
  const setAside = await listSetAside();
  return {
    fileName: 'basebots-set-aside.json',
    mimeType: 'application/json',
    content: storedJson({ exportedAt: new Date().toISOString(), setAside }),
  };
}
