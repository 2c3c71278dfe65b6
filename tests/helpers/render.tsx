/**
 * The one way component tests render: inside the site's Chakra system, as the app does, and
 * inside the site's router, on a history in memory, when the component needs one. Unmounting
 * after each test is done by tests/setup.ts.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { act, type ReactElement, type ReactNode } from 'react';
import { Route, Routes, UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { vi } from 'vitest';
import { SiteRouter } from '@/app/site-router';
import { getSystem } from '@/app/theme';

// React warns unless the environment says it drives updates through act(), as these tests do.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function WithChakra({ children }: { readonly children: ReactNode }) {
  return <ChakraProvider value={getSystem()}>{children}</ChakraProvider>;
}

/** Renders inside the site's Chakra system (a `rerender` stays inside it too). */
export function renderWithChakra(ui: ReactElement) {
  return render(ui, { wrapper: WithChakra });
}

/**
 * Renders `element` as the page at `path` of the site's router, on a history in memory opened at
 * `url`; the history is returned so tests can read where the page navigated.
 */
export function renderRoute(path: string, element: ReactElement, url: string = path) {
  const history = createMemoryHistory({ initialEntries: [url], v5Compat: true });
  const result = renderWithChakra(
    <SiteRouter history={history}>
      <Routes>
        <Route path={path} element={element} />
      </Routes>
    </SiteRouter>,
  );
  return { history, ...result };
}

/** Moves fake time on and lets the promises it releases settle inside React's act. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
