// @vitest-environment jsdom
import { act, useDeferredValue, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { afterHydration, beginHydration, HydrationDone, useClientValue, useHydrated } from '@/lib/startup/use-hydrated';
import { prerenderThenHydrate } from '../../helpers/hydrate';

describe('useClientValue', () => {
  function Topic({ read, renders }: { readonly read: () => string | null; readonly renders: (string | null)[] }) {
    const topic = useClientValue(read, null);
    renders.push(topic);
    return <p>{topic ?? 'no topic'}</p>;
  }

  it('prerenders and hydrates the prerendered value, then shows the one read in the browser', () => {
    const renders: (string | null)[] = [];
    const { container } = prerenderThenHydrate(<Topic read={() => 'voice-setup'} renders={renders} />);
    expect(container.textContent).toBe('voice-setup');
    expect(renders).toEqual([null, null, 'voice-setup']);
  });

  it('renders no second time after hydration when the browser reads the prerendered value', () => {
    const renders: (string | null)[] = [];
    const { container } = prerenderThenHydrate(<Topic read={() => null} renders={renders} />);
    expect(container.textContent).toBe('no topic');
    // Once on the "server", once hydrating.
    expect(renders).toEqual([null, null]);
  });

  it("after start-up hydrates, shows the browser's value in a transition (never urgently)", () => {
    // An urgent render shows a deferred value's old value first; a transition shows the new one.
    const renders: string[] = [];
    function Shortcut() {
      const shortcut = useClientValue(() => 'touch', 'ctrl');
      const deferred = useDeferredValue(shortcut);
      renders.push(`${shortcut}/${deferred}`);
      return <p>{shortcut}</p>;
    }
    beginHydration();
    const { container } = prerenderThenHydrate(
      <>
        <Shortcut />
        <HydrationDone />
      </>,
    );
    expect(container.textContent).toBe('touch');
    expect(renders).toEqual(['ctrl/ctrl', 'ctrl/ctrl', 'touch/touch']);
  });

  it('after start-up hydrates, renders no second time when the browser reads the prerendered value', () => {
    const renders: (string | null)[] = [];
    beginHydration();
    prerenderThenHydrate(
      <>
        <Topic read={() => null} renders={renders} />
        <HydrationDone />
      </>,
    );
    expect(renders).toEqual([null, null]);
  });
});

describe('useHydrated', () => {
  function Probe({ renders }: { readonly renders: boolean[] }) {
    const hydrated = useHydrated();
    renders.push(hydrated);
    return <p>{String(hydrated)}</p>;
  }

  it('is false while prerendering and hydrating, and true in the render right after', () => {
    const renders: boolean[] = [];
    const { container } = prerenderThenHydrate(<Probe renders={renders} />);
    expect(container.textContent).toBe('true');
    expect(renders).toEqual([false, false, true]);
  });

  it("as start-up hydrates: false until the tree's HydrationDone has committed, then true everywhere", () => {
    const first: boolean[] = [];
    const second: boolean[] = [];
    const app = (
      <>
        <Probe renders={first} />
        <section>
          <Probe renders={second} />
        </section>
        <HydrationDone />
      </>
    );
    beginHydration();
    const { container } = prerenderThenHydrate(app);
    expect(container.textContent).toBe('truetrue');
    // Prerendered, hydrated, then the one render after: none in between.
    expect(first).toEqual([false, false, true]);
    expect(second).toEqual([false, false, true]);
  });

  it('after start-up hydrates, re-renders as a transition (never urgently), parents as children', () => {
    // An urgent render shows a deferred value's old value first; a transition shows the new one.
    const renders: string[] = [];
    function Layer({ name, children }: { readonly name: string; readonly children?: ReactNode }) {
      const hydrated = useHydrated();
      const deferred = useDeferredValue(hydrated);
      renders.push(`${name}:${hydrated}/${deferred}`);
      return <div>{children}</div>;
    }
    beginHydration();
    prerenderThenHydrate(
      <>
        <Layer name="outer">
          <Layer name="inner" />
        </Layer>
        <HydrationDone />
      </>,
    );
    expect(renders.filter((render) => render.endsWith('true/false'))).toEqual([]);
    expect(renders.slice(-2)).toEqual(['outer:true/true', 'inner:true/true']);
  });

  it('is true at once in a component mounted after hydration', () => {
    beginHydration();
    const { container, root } = prerenderThenHydrate(<HydrationDone />);
    const renders: boolean[] = [];
    act(() => root.render(<Probe renders={renders} />));
    expect(container.textContent).toBe('true');
    expect(renders).toEqual([true]);
  });

  it('stays false while start-up hydrates a tree whose hydration has not finished', () => {
    const renders: boolean[] = [];
    beginHydration();
    const { container } = prerenderThenHydrate(<Probe renders={renders} />);
    expect(container.textContent).toBe('false');
    expect(renders).toEqual([false, false]);
    // Another root's HydrationDone finishes it.
    prerenderThenHydrate(<HydrationDone />);
    expect(container.textContent).toBe('true');
  });
});

describe('afterHydration', () => {
  /** Whether `promise` has settled once what is already queued has run. */
  async function settled(promise: Promise<void>): Promise<boolean> {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    return done;
  }

  it('resolves at once when start-up is not hydrating a page', async () => {
    expect(await settled(afterHydration())).toBe(true);
  });

  it("while start-up hydrates, resolves once the tree's HydrationDone has committed, not before", async () => {
    beginHydration();
    const hydrated = afterHydration();
    prerenderThenHydrate(<p>The page</p>);
    expect(await settled(hydrated)).toBe(false);
    prerenderThenHydrate(<HydrationDone />);
    expect(await settled(hydrated)).toBe(true);
  });
});
