import { runInStore } from './run-in-store';
import { whenSetAsideSettled } from './set-aside';

/** In place of a set-aside setting's value: settings hold the speech key, which no export carries. */
const WITHHELD = '(not exported: settings may hold your OpenAI key)';

/** A set-aside row as exports show it, whatever the row holds. */
export interface SetAsideExport {
  readonly table: unknown;
  readonly key: unknown;
  readonly reason: unknown;
  readonly setAsideAt: unknown;
  readonly record: unknown;
}

function toExport(row: unknown): SetAsideExport {
  const { table, key, reason, setAsideAt, record } = (typeof row === 'object' && row !== null ? row : {}) as Record<
    string,
    unknown
  >;
  const shown =
    table === 'settings' ? { key: (record as { key?: unknown } | null | undefined)?.key, value: WITHHELD } : record;
  return { table, key, reason, setAsideAt, record: shown };
}

/**
 * The rows set aside so far (those of one conversation when `conversationId` is given), once the
 * rows found by earlier reads are moved. In memory there are none: rows kept there were checked.
 */
export async function listSetAside(conversationId?: string): Promise<SetAsideExport[]> {
  return runInStore(
    async (db) => {
      await whenSetAsideSettled(db);
      const rows =
        conversationId === undefined
          ? await db.setAside.toArray()
          : await db.setAside.where('conversationId').equals(conversationId).toArray();
      return rows.map(toExport);
    },
    () => [],
  );
}

/** How many rows are set aside. */
export async function countSetAside(): Promise<number> {
  return runInStore(
    (db) => db.setAside.count(),
    () => 0,
  );
}
