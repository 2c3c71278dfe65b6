/**
 * The session-only fallback for when the device's database cannot be used. It starts from the
 * rows the page last read from the database (what is on screen), so the conversation in front
 * of the visitor carries on after the switch.
 */
import type { ConversationRecord, MessageRecord, OutboxRecord, SettingRecord } from './database';
import { bumpStorageVersion, onBeforeFallback } from './storage-status';

/** One map per table of the database, by each row's key. */
function emptyTables() {
  return {
    conversations: new Map<string, ConversationRecord>(),
    messages: new Map<string, MessageRecord>(),
    settings: new Map<string, SettingRecord>(),
    outbox: new Map<string, OutboxRecord>(),
  };
}

export const memory = emptyTables();

const seen = emptyTables();

/** Called by the repositories with every row read from the device, for a later fallback. */
export function rememberSeen(rows: {
  conversations?: readonly ConversationRecord[];
  messages?: readonly MessageRecord[];
  settings?: readonly SettingRecord[];
  outbox?: readonly OutboxRecord[];
}): void {
  for (const row of rows.conversations ?? []) seen.conversations.set(row.id, row);
  for (const row of rows.messages ?? []) seen.messages.set(row.id, row);
  for (const row of rows.settings ?? []) seen.settings.set(row.key, row);
  for (const row of rows.outbox ?? []) seen.outbox.set(row.id, row);
}

onBeforeFallback(() => {
  for (const [id, row] of seen.conversations) memory.conversations.set(id, { ...row });
  for (const [id, row] of seen.messages) memory.messages.set(id, { ...row });
  for (const [key, row] of seen.settings) memory.settings.set(key, { ...row });
  for (const [id, row] of seen.outbox) memory.outbox.set(id, { ...row });
});

/** Signals hooks that in-memory data changed (live queries do not see memory). */
export function memoryChanged(): void {
  bumpStorageVersion();
}

/** Forgets everything (tests). */
export function clearMemory(): void {
  for (const map of [memory.conversations, memory.messages, memory.settings, seen.conversations, seen.messages])
    map.clear();
  for (const map of [memory.outbox, seen.outbox, seen.settings]) map.clear();
}

/** Messages of one conversation, oldest first. */
export function memoryMessagesOf(conversationId: string): MessageRecord[] {
  return [...memory.messages.values()]
    .filter((message) => message.conversationId === conversationId)
    .sort((a, b) => a.timestamp - b.timestamp);
}
