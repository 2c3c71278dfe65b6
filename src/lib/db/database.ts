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
 * - `setAside`: rows of the tables above that could not be read (set-aside.ts), kept as they were
 *   so the visitor can export them, indexed by the conversation they belonged to.
 *
 * A row read back is `unknown` to the code (the tables' read type) until record-checks.ts has
 * checked it: an older version, another tab or a hand in the browser's tools may have written it.
 *
 * Why IndexedDB rather than localStorage: conversations grow without bound and must survive a
 * reload and agree across tabs (Dexie's live queries broadcast changes between tabs).
 *
 * When IndexedDB is missing, blocked, full or taken over by a newer version of the site in
 * another tab, the repositories fall back to memory for the rest of the session (memory-store.ts)
 * and report the problem once (storage-status.ts), so a message on screen is never lost.
 */
import Dexie, { type IndexableType, type Table } from 'dexie';
import { reportStorageProblem } from './storage-status';

export const DATABASE_NAME = 'basebots';

export const MESSAGE_ROLES = ['user', 'assistant'] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];
/**
 * A visitor's message is `sending` until the reply starts, then `sent`; `failed` when no reply
 * came (a Retry is offered); `queued` while it waits in the outbox for the assistant to be
 * reachable. A reply is `received` when complete; while it streams in it is `streaming` (saved as
 * it grows), and it ends `stopped` (the visitor pressed Stop) or `interrupted` (the connection
 * broke off; a Try again is offered). Statuses are stored values only, not indexed; a new one
 * still needs a new schema version, or a tab of the older version would set its rows aside as
 * unreadable (an older version cannot open a newer database, and then keeps to memory).
 */
const QUESTION_STATUSES = ['sending', 'sent', 'failed', 'queued'] as const;
const REPLY_STATUSES = ['received', 'streaming', 'stopped', 'interrupted'] as const;
export const MESSAGE_STATUSES = [...QUESTION_STATUSES, ...REPLY_STATUSES] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
/**
 * Where a message came from: typed or spoken by the visitor, a remote (model) reply, an offline
 * answer from the help library (the assistant could not be reached), the help library's answer to
 * a visitor without a key (`library`), the bot's greeting, or a canned local reply (the listen-only
 * bot's acknowledgement).
 */
export const MESSAGE_SOURCES = ['typed', 'voice', 'offline', 'library', 'remote', 'greeting', 'local'] as const;
export type MessageSource = (typeof MESSAGE_SOURCES)[number];

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

/** One earlier turn of the model's history, as sent with a waiting question. */
export interface OutboxTurn {
  readonly role: MessageRole;
  readonly content: string;
}

/** What is sent for a waiting question: fixed when it was asked, so every attempt is the same call. */
export interface OutboxRequest {
  readonly prompt: string;
  readonly system: string;
  readonly history: readonly OutboxTurn[];
}

/** `sending` from just before a request until its answer is saved; a reload then resends it. */
export const OUTBOX_STATES = ['waiting', 'sending'] as const;
type OutboxState = (typeof OUTBOX_STATES)[number];

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

/**
 * Setting names, once. The speech key's name is fixed: keys saved by earlier versions of the site
 * must still be found.
 */
export const SETTING_KEYS = { speechKey: 'openai-api-key' } as const;

/** The tables whose rows are checked when read, and set aside when they fail. */
export type CheckedTable = 'conversations' | 'messages' | 'outbox' | 'settings';

/** A row that failed its table's check, moved here as it was stored. */
export interface SetAsideRecord {
  /** Given by the database. */
  id?: number;
  table: CheckedTable;
  /** The row's key in its table. */
  key: IndexableType;
  /** The conversation it belonged to, when it names one; exported with that conversation. */
  conversationId?: string;
  /** What the check found, for whoever reads the export. */
  reason: string;
  /** Milliseconds since the epoch. */
  setAsideAt: number;
  record: unknown;
}

/**
 * A table whose rows are `unknown` when read and typed when written: a row becomes a `T` for the
 * app only through its table's check (record-checks.ts).
 */
type CheckedRows<T, K extends IndexableType> = Table<unknown, K, T>;

/** Schema of version 1 (conversations and messages only). Exported for the upgrade test. */
export const SCHEMA_V1 = {
  conversations: 'id, botId, updatedAt, [botId+updatedAt]',
  messages: 'id, conversationId, [conversationId+timestamp]',
} as const;

/** Version 2 adds settings; messages gain `status` and `source` (filled by the upgrade). */
const SCHEMA_V2 = { ...SCHEMA_V1, settings: 'key' } as const;

/** Version 3 adds the outbox; no existing row changes. */
const SCHEMA_V3 = { ...SCHEMA_V2, outbox: 'id, createdAt' } as const;

/** Version 4 adds the set-aside rows; no existing row changes. */
const SCHEMA_V4 = { ...SCHEMA_V3, setAside: '++id, conversationId' } as const;

export class BaseBotsDatabase extends Dexie {
  conversations!: CheckedRows<ConversationRecord, string>;
  messages!: CheckedRows<MessageRecord, string>;
  settings!: CheckedRows<SettingRecord, string>;
  outbox!: CheckedRows<OutboxRecord, string>;
  /** Read only to be exported, as unknown values. */
  setAside!: Table<unknown, number, SetAsideRecord>;

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
    this.version(4).stores(SCHEMA_V4);
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
 * Closes the database and makes the next {@link getDatabase} open a fresh one, optionally with
 * another name or IndexedDB implementation (tests use this to simulate private mode).
 */
export function resetDatabase(options: DatabaseOptions = {}): void {
  current?.close();
  current = null;
  nextOptions = options;
}
