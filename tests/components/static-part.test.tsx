// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RouterLink } from '@/components/router-link';
import { StaticPart } from '@/components/static-part';
import { beginHydration, HydrationDone } from '@/lib/startup/use-hydrated';
import { prerenderThenHydrate } from '../helpers/hydrate';

// What a part renders here depends on where it renders, so the tests can tell markup the browser
// rendered from markup it kept: on the "server" (the prerender) it says so.
let where = 'server';
function Where() {
  return <span data-testid="where">{where}</span>;
}

function routes(): RouteObject[] {
  return [
    {
      path: '/',
      element: (
        <main>
          <StaticPart>
            <h1>
              Kept <Where />
            </h1>
            <RouterLink to="/pricing?plan=pro#compare">Pricing</RouterLink>
            <a href="https://elsewhere.example/">Elsewhere</a>
          </StaticPart>
          <HydrationDone />
        </main>
      ),
    },
    { path: '/pricing', element: <h1>Pricing page</h1> },
  ];
}

afterEach(() => {
  where = 'server';
});

describe('StaticPart', () => {
  it('keeps the prerendered markup as it is while the page is taken over, without rendering it again', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<RouterProvider router={createMemoryRouter(routes())} />);
    document.body.append(container);
    // Rendered again in the browser, the heading would say so.
    where = 'browser';
    beginHydration();
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, <RouterProvider router={createMemoryRouter(routes())} />);
    });
    expect(container.querySelector('h1')?.textContent).toBe('Kept server');
    expect(container.querySelector('[data-static-part]')).toHaveStyle({ display: 'contents' });
    act(() => root?.unmount());
  });

  it('opens a link of the kept markup in the app, with its query and fragment', async () => {
    const router = createMemoryRouter(routes());
    beginHydration();
    const { container } = prerenderThenHydrate(<RouterProvider router={router} />);
    const link = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Pricing')!;
    await act(async () => {
      link.click();
    });
    expect(router.state.location).toMatchObject({ pathname: '/pricing', search: '?plan=pro', hash: '#compare' });
    expect(container.querySelector('h1')?.textContent).toBe('Pricing page');
  });

  it('leaves a link to another site, or a click with a modifier key, to the browser', async () => {
    const router = createMemoryRouter(routes());
    beginHydration();
    const { container } = prerenderThenHydrate(<RouterProvider router={router} />);
    const elsewhere = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Elsewhere')!;
    const pricing = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Pricing')!;
    const external = new MouseEvent('click', { bubbles: true, cancelable: true });
    const withCtrl = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    // The browser's own navigation is not something jsdom does: stop it once the app has decided.
    const stopNavigation = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stopNavigation);
    await act(async () => {
      elsewhere.dispatchEvent(external);
      pricing.dispatchEvent(withCtrl);
    });
    document.removeEventListener('click', stopNavigation);
    expect(router.state.location.pathname).toBe('/');
  });

  it('renders its content as usual where there is no prerendered markup to keep', () => {
    where = 'browser';
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() => root.render(<RouterProvider router={createMemoryRouter(routes())} />));
    expect(container.querySelector('h1')?.textContent).toBe('Kept browser');
    act(() => root.unmount());
  });
});
