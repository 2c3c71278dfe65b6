/**
 * The device's database (IndexedDB through Dexie): everything the site keeps for a visitor.
 *
 * - `conversations`: one row per chat with an assistant (title from the first question, dates),
 *   indexed by [botId+updatedAt] so "resume this bot's latest chat" is one index lookup.
 * - `messages`: every turn of every conversation, indexed by [conversationId+timestamp] so the
 *   page reads only the newest screenful of a 10,000-message chat, never all of it.
 * - `settings`: key/value preferences, among them the visitor's speech key. The key stays on the
 *   device: it is never exported, logged or put in a URL (see settings.ts).
 * - `outbox`: questions asked while the assistant could not be reached, waiting to be sent, in the
 *   order they were asked (indexed by `createdAt`), keyed by the visitor's message id. See outbox.ts.
 *
 * Why IndexedDB rather than localStorage: conversations grow without bound and must survive a
 * reload and agree across tabs (Dexie's live queries broadcast changes between tabs).
 *
 * When IndexedDB is missing, blocked, full or taken over by a newer version of the site in
 * another tab, the repositories fall back to memory for the rest of the session (memory-store.ts)
 * and report the problem once (storage-status.ts), so a message on screen is never lost.
 */
import Dexie, { type EntityTable } from 'dexie';
import { reportStorageProblem } from './storage-status';

export const DATABASE_NAME = 'basebots';

export type MessageRole = 'user' | 'assistant';
/**
/**
 * A visitor's message is `sending` until the reply starts, then `sent`; `failed` when no reply
 * came (a Retry is offered); `queued` while it waits in the outbox for the assistant to be
 * reachable. A reply is `received` when complete; while it streams in it is `streaming` (saved as
 * it grows), and it ends `stopped` (the visitor pressed Stop) or `interrupted` (the connection
 * broke off; a Try again is offered). Statuses are stored values only, not indexed, so adding
 * them needed no new schema version.
 */
export type MessageStatus =
  'sending' | 'sent' | 'failed' | 'queued' | 'received' | 'streaming' | 'stopped' | 'interrupted';
/**
 * Where a message came from: typed or spoken by the visitor, a remote (model) reply, an offline
 * answer from the help library (the assistant could not be reached), the help library's answer to
 * a visitor without a key (`library`), the bot's greeting, or a canned local reply (the listen-only
 * bot's acknowledgement).
 */
export type MessageSource = 'typed' | 'voice' | 'offline' | 'library' | 'remote' | 'greeting' | 'local';

export interface ConversationRecord {
  id: string;
  botId: string;
  title: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  updatedAt: number;
}

export interface MessageRecord {
  id: string;
  conversationId: string;
  role: MessageRole;
  content: string;
  /** Milliseconds since the epoch; unique and increasing within a conversation. */
  timestamp: number;
  status: MessageStatus;
  source: MessageSource;
}

/** What is sent for a waiting question: fixed when it was asked, so every attempt is the same call. */
export interface OutboxRequest {
  readonly prompt: string;
  readonly system: string;
  readonly history: ReadonlyArray<{ readonly role: MessageRole; readonly content: string }>;
}

/** `sending` from just before a request until its answer is saved; a reload then resends it. */
type OutboxState = 'waiting' | 'sending';

export interface OutboxRecord {
  /**
   * The visitor's message's id (status `queued` while it waits here): a UUID made on the device
   * when the question was first saved, sent with every call for it as the request id.
   */
  id: string;
  conversationId: string;
  botId: string;
  /** Milliseconds since the epoch; the outbox is sent oldest first. */
  createdAt: number;
  state: OutboxState;
  /** Calls made for it so far. */
  attempts: number;
  request: OutboxRequest;
}

export interface SettingRecord {
  key: string;
  value: unknown;
}

/** Schema of version 1 (conversations and messages only). Exported for the upgrade test. */
export const SCHEMA_V1 = {
  conversations: 'id, botId, updatedAt, [botId+updatedAt]',
  messages: 'id, conversationId, [conversationId+timestamp]',
} as const;

/** Version 2 adds settings; messages gain `status` and `source` (filled by the upgrade). */
const SCHEMA_V2 = { ...SCHEMA_V1, settings: 'key' } as const;

/** Version 3 adds the outbox; no existing row changes. */
const SCHEMA_V3 = { ...SCHEMA_V2, outbox: 'id, createdAt' } as const;

export class BaseBotsDatabase extends Dexie {
  conversations!: EntityTable<ConversationRecord, 'id'>;
  messages!: EntityTable<MessageRecord, 'id'>;
  settings!: EntityTable<SettingRecord, 'key'>;
  outbox!: EntityTable<OutboxRecord, 'id'>;

  constructor(
    name: string = DATABASE_NAME,
    options: { indexedDB?: IDBFactory; IDBKeyRange?: typeof IDBKeyRange } = {},
  ) {
    super(name, options);
    this.version(1).stores(SCHEMA_V1);
    this.version(2)
      .stores(SCHEMA_V2)
      .upgrade((tx) =>
        // Version 1 rows were all answered turns: visitors' messages had been sent, replies received.
        tx
          .table<Partial<MessageRecord>>('messages')
          .toCollection()
          .modify((message) => {
            message.status ??= message.role === 'user' ? 'sent' : 'received';
            message.source ??= message.role === 'user' ? 'typed' : 'remote';
          }),
      );
    this.version(3).stores(SCHEMA_V3);
  }
}

type DatabaseOptions = { name?: string; indexedDB?: IDBFactory };

let current: BaseBotsDatabase | null = null;
let nextOptions: DatabaseOptions = {};

function create(): BaseBotsDatabase {
  const db = new BaseBotsDatabase(nextOptions.name ?? DATABASE_NAME, {
    ...(nextOptions.indexedDB ? { indexedDB: nextOptions.indexedDB } : {}),
  });
  // A newer version of the site opened in another tab wants to upgrade: let it, and keep this
  // tab's conversation in memory until the visitor reloads.
  db.on('versionchange', () => {
    db.close();
    reportStorageProblem('version-change');
    return false;
  });
  // An older tab holds the database open and will not let this one upgrade.
  db.on('blocked', () => reportStorageProblem('blocked'));
  return db;
}

/** The app's database, opened on first use (Dexie opens it lazily on the first query). */
export function getDatabase(): BaseBotsDatabase {
  current ??= create();
  return current;
}

/**
 * Starts opening the database now, so a page that will read it does not wait for the open after
 * it renders. Failures are left to the first real query, which falls back to memory.
 */
export function openDatabaseEarly(): void {
  getDatabase()
    .open()
    .catch(() => undefined);
}

/**
 * Closes the database and makes the next {@link getDatabase} open a fresh one, optionally with
 * another name or IndexedDB implementation (tests use this to simulate private mode).
 */
export function resetDatabase(options: DatabaseOptions = {}): void {
  current?.close();
  current = null;
  nextOptions = options;
}

/** Milliseconds that increase strictly, so messages saved in one millisecond keep their order. */
let lastTimestamp = 0;
export function nextTimestamp(): number {
  lastTimestamp = Math.max(Date.now(), lastTimestamp + 1);
  return lastTimestamp;
}

/** A random id for a new row. */
export function newId(): string {
  return crypto.randomUUID();
}
