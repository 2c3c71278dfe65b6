// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import Dexie, { type EntityTable } from 'dexie';
import { useDeferredValue } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLiveQuery } from '@/lib/db/use-live-query';
import { prerenderThenHydrate } from '../../helpers/hydrate';

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

  it('reads nothing while start-up hydrates the page: the database and its code wait until it is live', async () => {
    await db.notes.add({ text: 'milk' });
    // Modules of their own: the store's code is loaded once per page, and the tests above loaded it.
    vi.resetModules();
    const { useLiveQuery: useFreshLiveQuery } = await import('@/lib/db/use-live-query');
    const { beginHydration, HydrationDone } = await import('@/lib/startup/use-hydrated');
    let reads = 0;
    function Notes() {
      const count = useFreshLiveQuery(() => {
        reads += 1;
        return db.notes.count();
      }, []);
      return <p>{count === undefined ? 'Loading' : `${count} notes`}</p>;
    }
    // The store's code is in already: only the hydration holds the read back.
    await import('@/lib/db/live-store');
    beginHydration();
    const { container } = prerenderThenHydrate(<Notes />);
    // Read at once, the query would have run within two turns of the event loop (counted, not timed).
    for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads).toBe(0);
    expect(container.textContent).toBe('Loading');

    prerenderThenHydrate(<HydrationDone />);
    await waitFor(() => expect(container.textContent).toBe('1 notes'));
  });
});
