// @vitest-environment jsdom
import { act, useDeferredValue } from 'react';
import { describe, expect, it } from 'vitest';
import { useStoreInTransitions } from '@/lib/hooks/use-store-in-transitions';
import { prerenderThenHydrate } from '../../helpers/hydrate';

/** A store as small as the footer's offline status. */
function createStore(initial: string) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    read: () => value,
    listening: () => listeners.size,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: string) {
      value = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('useStoreInTransitions', () => {
  function Status({ store, renders }: { readonly store: ReturnType<typeof createStore>; readonly renders: string[] }) {
    const status = useStoreInTransitions(store.subscribe, store.read, 'not known yet');
    // An urgent render shows a deferred value's old value first; a transition shows the new one.
    const deferred = useDeferredValue(status);
    renders.push(`${status}/${deferred}`);
    return <p>{status}</p>;
  }

  it("hydrates the prerendered value, then shows the device's in a transition", () => {
    const store = createStore('ready offline');
    const renders: string[] = [];
    const { container } = prerenderThenHydrate(<Status store={store} renders={renders} />);
    expect(container.textContent).toBe('ready offline');
    expect(renders).toEqual([
      'not known yet/not known yet', // prerender
      'not known yet/not known yet', // hydration
      'ready offline/ready offline',
    ]);
  });

  it('shows each later change, never in an urgent render', () => {
    const store = createStore('not known yet');
    const renders: string[] = [];
    const { container } = prerenderThenHydrate(<Status store={store} renders={renders} />);
    // The same value as prerendered: no render after hydration.
    expect(renders).toHaveLength(2);

    act(() => store.set('ready offline'));
    expect(container.textContent).toBe('ready offline');
    act(() => {
      store.set('12 MB kept');
      store.set('12 MB kept, protected');
    });
    expect(container.textContent).toBe('12 MB kept, protected');
    const urgent = renders.filter((render) => new Set(render.split('/')).size > 1);
    expect(urgent).toEqual([]);
    expect(renders.at(-1)).toBe('12 MB kept, protected/12 MB kept, protected');
  });

  it('stops listening once unmounted', () => {
    const store = createStore('not known yet');
    const { root } = prerenderThenHydrate(<Status store={store} renders={[]} />);
    expect(store.listening()).toBe(1);
    act(() => root.unmount());
    expect(store.listening()).toBe(0);
  });
});
