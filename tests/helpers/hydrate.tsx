/**
 * Prerender, then hydrate, for the tests of hooks that must render the prerendered value first:
 * renders an element to a string as the build does, puts it in the document and hydrates it as
 * the browser does. Every root is unmounted after its test.
 */
import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach } from 'vitest';

// React warns unless the environment says it drives updates through act(), as these tests do.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const roots = new Set<Root>();

afterEach(() => {
  act(() => {
    for (const root of roots) root.unmount();
  });
  roots.clear();
  document.body.innerHTML = '';
});

export function prerenderThenHydrate(element: ReactElement): { container: HTMLElement; root: Root } {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  let root: Root | undefined;
  act(() => {
    root = hydrateRoot(container, element);
  });
  roots.add(root!);
  return { container, root: root! };
}
