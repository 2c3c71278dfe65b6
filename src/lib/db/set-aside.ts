/**
 * Rows that fail their table's check (record-checks.ts) are set aside: moved, as they were stored,
 * into the `setAside` table, where they are kept and exported, never deleted by the app. Reads
 * return the good rows at once and leave the move to a moment later: a read may run inside a live
 * query, where Dexie allows no write. The move then wakes the live queries of every tab, which
 * read again without the row, so two tabs agree. A row is moved only if it still fails when the
 * move runs, so a row two tabs found is moved, and told, once.
 */
import type { Collection, IndexableType } from 'dexie';
import { noteConversationsCleared } from '../offline/offline-status';
import { type BaseBotsDatabase, type CheckedTable, type SetAsideRecord } from './database';
import { isReadable, recordProblem, type CheckedRecords } from './record-checks';
import { reportSetAside, type SetAsideCounts } from './set-aside-reports';

/** The index every read of a table goes through: a row whose key for it is not valid drops out of it. */
const READ_INDEXES = {
  conversations: '[botId+updatedAt]',
  messages: '[conversationId+timestamp]',
  outbox: 'createdAt',
} as const;

/** The sweep waits for the page to be idle, but no longer than this. */
const SWEEP_WITHIN_MS = 2_000;

interface DatabaseState {
  readonly pending: Map<CheckedTable, Set<IndexableType>>;
  moving: Promise<void> | null;
  sweeping: Promise<void> | null;
  swept: boolean;
  /** A move failed (a full disk, say): the rows stay where they are, skipped by every read. */
  failed: boolean;
}

const states = new WeakMap<BaseBotsDatabase, DatabaseState>();

function stateOf(db: BaseBotsDatabase): DatabaseState {
  let state = states.get(db);
  if (!state) {
    state = { pending: new Map(), moving: null, sweeping: null, swept: false, failed: false };
    states.set(db, state);
  }
  return state;
}

/**
 * Runs `work` from a task of its own. Called from a live query, an async function carries the
 * query's context (Dexie follows it through awaits, and refuses writes in it); a timer's
 * callback starts outside it.
 */
function inNextTask<T>(work: () => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => setTimeout(() => work().then(resolve, reject), 0));
}

function fieldOf(row: unknown, field: string): unknown {
  return typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[field] : undefined;
}

function conversationOf(table: CheckedTable, row: unknown): string | undefined {
  const id = fieldOf(row, table === 'conversations' ? 'id' : 'conversationId');
  return table !== 'settings' && typeof id === 'string' ? id : undefined;
}

/** Moves one row, whatever it holds, into `setAside`. Call inside a transaction over both tables. */
async function moveRow(db: BaseBotsDatabase, table: CheckedTable, key: IndexableType, row: unknown, reason: string) {
  const conversationId = conversationOf(table, row);
  const record: SetAsideRecord = { table, key, reason, setAsideAt: Date.now(), record: row };
  await db.setAside.add(conversationId === undefined ? record : { ...record, conversationId });
  await db.table(table).delete(key);
}

/**
 * Sets a conversation aside with every row that belongs to it, so nothing of it is left without
 * its conversation. Call inside a read-write transaction over every table.
 */
export async function setConversationAside(db: BaseBotsDatabase, id: string, row: unknown, reason: string) {
  await moveRow(db, 'conversations', id, row, reason);
  const along = `its conversation was set aside (${reason})`;
  for (const message of await db.messages.where('conversationId').equals(id).toArray()) {
    await moveRow(db, 'messages', fieldOf(message, 'id') as IndexableType, message, along);
  }
  const entries = await db.outbox.filter((entry) => fieldOf(entry, 'conversationId') === id).toArray();
  for (const entry of entries) await moveRow(db, 'outbox', fieldOf(entry, 'id') as IndexableType, entry, along);
  const botId = fieldOf(row, 'botId');
  if (typeof botId === 'string' && (await db.conversations.where('botId').equals(botId).count()) === 0) {
    noteConversationsCleared(botId);
  }
}

/** Moves a row if it still fails its check. True when it did. */
async function moveIfUnreadable(db: BaseBotsDatabase, table: CheckedTable, key: IndexableType): Promise<boolean> {
  const row: unknown = await db.table(table).get(key);
  const reason = row === undefined ? null : recordProblem(table, row);
  if (reason === null) return false;
  if (table === 'conversations' && typeof key === 'string') {
    await setConversationAside(db, key, row, reason);
    return true;
  }
  await moveRow(db, table, key, row, reason);
  // The question no longer waits: its message is offered for Retry, as when the outbox gives up.
  if (table === 'outbox') {
    await db.messages
      .where('id')
      .equals(key)
      .filter((message) => fieldOf(message, 'status') === 'queued')
      .modify({ status: 'failed' });
  }
  return true;
}

async function moveAll(db: BaseBotsDatabase, state: DatabaseState): Promise<void> {
  while (state.pending.size > 0 && !state.failed) {
    const batch = [...state.pending];
    state.pending.clear();
    try {
      const counts = await db.transaction('rw', [...db.tables], async () => {
        const moved: SetAsideCounts = {};
        for (const [table, keys] of batch) {
          for (const key of keys) if (await moveIfUnreadable(db, table, key)) moved[table] = (moved[table] ?? 0) + 1;
        }
        return moved;
      });
      reportSetAside(counts);
    } catch {
      state.failed = true;
    }
  }
}

function queueMove(db: BaseBotsDatabase, table: CheckedTable, key: IndexableType): void {
  const state = stateOf(db);
  if (state.failed) return;
  const keys = state.pending.get(table) ?? new Set();
  keys.add(key);
  state.pending.set(table, keys);
  state.moving ??= inNextTask(() => moveAll(db, state)).finally(() => {
    state.moving = null;
  });
}

/**
 * Rows whose key for their table's read index is not valid (no conversation id, a timestamp that
 * is not a number) are in no read's way, but not set aside either: counting the index against
 * the table finds them, and only then is the table read whole. Once per database opened.
 */
async function sweep(db: BaseBotsDatabase): Promise<void> {
  for (const [table, index] of Object.entries(READ_INDEXES) as [CheckedTable, string][]) {
    const rows = db.table<unknown, IndexableType>(table);
    const [all, indexed] = await Promise.all([rows.count(), rows.orderBy(index).count()]);
    if (all === indexed) continue;
    const keys = await rows.filter((row) => !isReadable(table, row)).primaryKeys();
    for (const key of keys) queueMove(db, table, key);
  }
}

function scheduleSweep(db: BaseBotsDatabase): void {
  const state = stateOf(db);
  if (state.swept) return;
  state.swept = true;
  // After the page's own reads: the sweep is for rows no read would meet.
  const idle = (run: () => void): unknown =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(run, { timeout: SWEEP_WITHIN_MS })
      : setTimeout(run);
  state.sweeping = new Promise<void>((resolve) => idle(() => resolve(sweep(db))))
    .catch(() => undefined)
    .finally(() => {
      state.sweeping = null;
    });
}

function keyOf(table: CheckedTable, row: unknown): IndexableType | undefined {
  return fieldOf(row, table === 'settings' ? 'key' : 'id') as IndexableType | undefined;
}

/** The rows read from `table` that pass its check; the others are set aside a moment later. */
export function checkedRows<N extends CheckedTable>(
  db: BaseBotsDatabase,
  table: N,
  rows: readonly unknown[],
): CheckedRecords[N][] {
  scheduleSweep(db);
  const readable: CheckedRecords[N][] = [];
  for (const row of rows) {
    if (isReadable(table, row)) readable.push(row);
    else {
      const key = keyOf(table, row);
      if (key !== undefined) queueMove(db, table, key);
    }
  }
  return readable;
}

/** The row read from `table` if it passes its check; else undefined, and it is set aside. */
export function checkedRow<N extends CheckedTable>(
  db: BaseBotsDatabase,
  table: N,
  row: unknown,
): CheckedRecords[N] | undefined {
  return row === undefined ? undefined : checkedRows(db, table, [row])[0];
}

/** The first row of `rows` that passes its check; those before it are set aside. */
export async function firstCheckedRow<N extends CheckedTable>(
  db: BaseBotsDatabase,
  table: N,
  rows: Collection<unknown, IndexableType>,
): Promise<CheckedRecords[N] | undefined> {
  const skipped: unknown[] = [];
  const first = await rows
    .filter((row) => {
      if (isReadable(table, row)) return true;
      skipped.push(row);
      return false;
    })
    .first();
  checkedRows(db, table, skipped);
  return checkedRow(db, table, first);
}

/** Resolves once the rows found so far are set aside (exports wait for it, to include them). */
export async function whenSetAsideSettled(db: BaseBotsDatabase): Promise<void> {
  const state = states.get(db);
  while (state && (state.sweeping ?? state.moving)) {
    await state.sweeping;
    await state.moving;
  }
}
