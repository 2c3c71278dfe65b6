// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SiteRouter } from '@/app/site-router';

function Chat() {
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p>{search || 'none'}</p>
      <button type="button" onClick={() => void navigate('?bot=chefbot', { state: { atOnce: true } })}>
        ChefBot
      </button>
      <button type="button" onClick={() => void navigate('?bot=gregbot')}>
        GregBot
      </button>
    </>
  );
}

let root: Root;
let container: HTMLElement;
const press = (name: string) => [...container.querySelectorAll('button')].find((b) => b.textContent === name)?.click();
const shown = () => container.querySelector('p')?.textContent;

beforeEach(async () => {
  window.history.replaceState(null, '', '/bots');
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () =>
    root.render(
      <SiteRouter>
        <Chat />
      </SiteRouter>,
    ),
  );
  // What happens in the very press is the point: React is not told to hold updates for act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  act(() => root.unmount());
  container.remove();
});

describe('the site router', () => {
  it('renders a navigation that asks for it within the press itself', () => {
    press('ChefBot');
    expect(shown()).toBe('?bot=chefbot');
    expect(window.location.search).toBe('?bot=chefbot');
  });

  it('renders any other navigation as a transition, after the press', async () => {
    press('GregBot');
    expect(window.location.search).toBe('?bot=gregbot');
    expect(shown()).toBe('none');
    await waitFor(() => expect(shown()).toBe('?bot=gregbot'));
  });
});
