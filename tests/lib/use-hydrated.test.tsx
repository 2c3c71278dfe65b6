// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useClientValue, useHydrated } from '@/lib/use-hydrated';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** Prerenders `element` into a container, then hydrates it as the browser does. */
function prerenderThenHydrate(element: React.ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  act(() => {
    root = hydrateRoot(container, element);
  });
  return container;
}

describe('useClientValue', () => {
  function Topic({ read, renders }: { readonly read: () => string | null; readonly renders: (string | null)[] }) {
    const topic = useClientValue(read, null);
    renders.push(topic);
    return <p>{topic ?? 'no topic'}</p>;
  }

  it('prerenders and hydrates the prerendered value, then shows the one read in the browser', () => {
    const renders: (string | null)[] = [];
    const container = prerenderThenHydrate(<Topic read={() => 'voice-setup'} renders={renders} />);
    expect(container.textContent).toBe('voice-setup');
    expect(renders).toEqual([null, null, 'voice-setup']);
  });

  it('renders no second time after hydration when the browser reads the prerendered value', () => {
    const renders: (string | null)[] = [];
    const container = prerenderThenHydrate(<Topic read={() => null} renders={renders} />);
    expect(container.textContent).toBe('no topic');
    // Once on the "server", once hydrating.
    expect(renders).toEqual([null, null]);
  });
});

describe('useHydrated', () => {
  it('is false while prerendering and hydrating, and true in the render right after', () => {
    const renders: boolean[] = [];
    function Probe() {
      const hydrated = useHydrated();
      renders.push(hydrated);
      return <p>{String(hydrated)}</p>;
    }
    const container = prerenderThenHydrate(<Probe />);
    expect(container.textContent).toBe('true');
    expect(renders).toEqual([false, false, true]);
  });
});
