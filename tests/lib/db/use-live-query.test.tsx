// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import Dexie, { type EntityTable } from 'dexie';
import { useDeferredValue } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLiveQuery } from '@/lib/db/use-live-query';

interface Note {
  id?: number;
  text: string;
}

const db = new Dexie(`live-query-${Date.now()}`) as Dexie & { notes: EntityTable<Note, 'id'> };
db.version(1).stores({ notes: '++id' });

afterEach(async () => {
  await db.notes.clear();
});

describe('useLiveQuery', () => {
  it('shows each result, live, and never in an urgent render', async () => {
    const renders: string[] = [];
    function Notes() {
      const count = useLiveQuery(() => db.notes.count(), []);
      // An urgent render shows a deferred value's old value first; a transition shows the new one.
      const deferred = useDeferredValue(count);
      renders.push(`${count}/${deferred}`);
      return <p>{count === undefined ? 'Loading' : `${count} notes`}</p>;
    }
    render(<Notes />);
    expect(await screen.findByText('0 notes')).toBeInTheDocument();

    await db.notes.add({ text: 'milk' });
    await waitFor(() => expect(screen.getByText('1 notes')).toBeInTheDocument());
    expect(renders).not.toContain('0/undefined');
    expect(renders).not.toContain('1/0');
    expect(renders.at(-1)).toBe('1/1');
  });

  it('follows its dependencies', async () => {
    await db.notes.bulkAdd([{ text: 'milk' }, { text: 'eggs' }]);
    function Note({ id }: { readonly id: number }) {
      const note = useLiveQuery(() => db.notes.get(id), [id]);
      return <p>{note?.text ?? 'Loading'}</p>;
    }
    const [first = 0, second = 0] = (await db.notes.toCollection().primaryKeys()) as number[];
    const { rerender } = render(<Note id={first} />);
    expect(await screen.findByText('milk')).toBeInTheDocument();
    rerender(<Note id={second} />);
    expect(await screen.findByText('eggs')).toBeInTheDocument();
  });
});
