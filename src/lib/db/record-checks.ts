/**
 * The one check of each table's rows. Every row read from the database passes it before the app
 * sees it (set-aside.ts applies it): a row may have been written by an older version, by another
 * tab in the middle of a bug, or by hand in the browser's tools, and one bad row must not break a
 * page. A row's every field is checked, so a row that passes is exactly its record type.
 */
import {
  MESSAGE_ROLES,
  MESSAGE_SOURCES,
  MESSAGE_STATUSES,
  OUTBOX_STATES,
  SETTING_KEYS,
  type CheckedTable,
  type ConversationRecord,
  type MessageRecord,
  type OutboxRecord,
  type OutboxRequest,
  type OutboxTurn,
  type SettingRecord,
} from './database';

type Check = (value: unknown) => boolean;
/** A check for every field of `T`: leaving one out does not compile. */
type Schema<T> = { readonly [K in keyof T]-?: Check };
/** A schema as its fields and their checks, listed once rather than at every row. */
type Fields = readonly (readonly [string, Check])[];

function fieldsOf<T>(schema: Schema<T>): Fields {
  return Object.entries<Check>(schema);
}

/** The latest time a Date can hold: formatting a later one (or NaN) throws. */
const LAST_DATE_MS = 8.64e15;

const isText: Check = (value) => typeof value === 'string';
const isId: Check = (value) => typeof value === 'string' && value !== '';
const isTime: Check = (value) => typeof value === 'number' && value >= 0 && value <= LAST_DATE_MS;
const isCount: Check = (value) => Number.isSafeInteger(value) && (value as number) >= 0;
const isAnything: Check = () => true;
function oneOf(values: readonly unknown[]): Check {
  return (value) => values.includes(value);
}

/** The field that fails its check, or null when the row passes. */
function failingField(fields: Fields, row: unknown): string | null {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return '(the row itself)';
  const values = row as Record<string, unknown>;
  for (const [field, check] of fields) {
    if (!check(values[field])) return field;
  }
  return null;
}

function matches(fields: Fields): Check {
  return (value) => failingField(fields, value) === null;
}

const CONVERSATION = fieldsOf<ConversationRecord>({
  id: isId,
  botId: isId,
  title: isText,
  createdAt: isTime,
  updatedAt: isTime,
});

const MESSAGE = fieldsOf<MessageRecord>({
  id: isId,
  conversationId: isId,
  role: oneOf(MESSAGE_ROLES),
  content: isText,
  timestamp: isTime,
  status: oneOf(MESSAGE_STATUSES),
  source: oneOf(MESSAGE_SOURCES),
});

const IS_TURN = matches(fieldsOf<OutboxTurn>({ role: oneOf(MESSAGE_ROLES), content: isText }));

const REQUEST = fieldsOf<OutboxRequest>({
  prompt: isText,
  system: isText,
  history: (value) => Array.isArray(value) && value.every(IS_TURN),
});

const OUTBOX = fieldsOf<OutboxRecord>({
  id: isId,
  conversationId: isId,
  botId: isId,
  createdAt: isTime,
  state: oneOf(OUTBOX_STATES),
  attempts: isCount,
  request: matches(REQUEST),
});

/** The values of the settings the app reads; a setting it does not know is left as it is. */
const SETTING_VALUES: Readonly<Record<string, Check>> = { [SETTING_KEYS.speechKey]: isText };

const SETTING = fieldsOf<SettingRecord>({ key: isText, value: isAnything });

function settingProblem(row: unknown): string | null {
  const field = failingField(SETTING, row);
  if (field !== null) return field;
  const { key, value } = row as SettingRecord;
  return (SETTING_VALUES[key] ?? isAnything)(value) ? null : 'value';
}

const PROBLEMS: Readonly<Record<CheckedTable, (row: unknown) => string | null>> = {
  conversations: (row) => failingField(CONVERSATION, row),
  messages: (row) => failingField(MESSAGE, row),
  outbox: (row) => failingField(OUTBOX, row),
  settings: settingProblem,
};

/** What each table's rows are once checked. */
export interface CheckedRecords {
  conversations: ConversationRecord;
  messages: MessageRecord;
  outbox: OutboxRecord;
  settings: SettingRecord;
}

/** Why a row read from `table` cannot be used ("content is not valid"), or null when it can. */
export function recordProblem(table: CheckedTable, row: unknown): string | null {
  const field = PROBLEMS[table](row);
  if (field === null) return null;
  return field === '(the row itself)' ? 'the row is not a record' : `${field} is missing or not valid`;
}

/** Whether a row read from `table` is a record of its type. */
export function isReadable<N extends CheckedTable>(table: N, row: unknown): row is CheckedRecords[N] {
  return recordProblem(table, row) === null;
}
