// @vitest-environment jsdom
// jsdom has no layout: where the page goes is what the hook asks the browser for (the browser's
// own scrollTo and scrollIntoView). Back to where a page was is e2e/site.spec.ts's.
import { render } from '@testing-library/react';
import { act } from 'react';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteRouter } from '@/app/site-router';
import { useScrollRestoration } from '@/lib/hooks/use-scroll-restoration';

function Page() {
  useScrollRestoration();
  return <h2 id="pricing">Pricing</h2>;
}

const browser = { scrollTo: window.scrollTo, scrollIntoView: Element.prototype.scrollIntoView };
let scrollTo: ReturnType<typeof vi.fn>;
let scrollIntoView: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollTo = vi.fn();
  scrollIntoView = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = scrollIntoView as unknown as typeof Element.prototype.scrollIntoView;
});

afterEach(() => {
  window.scrollTo = browser.scrollTo;
  Element.prototype.scrollIntoView = browser.scrollIntoView;
});

function open(url: string) {
  const history = createMemoryHistory({ initialEntries: [url], v5Compat: true });
  render(
    <SiteRouter history={history}>
      <Page />
    </SiteRouter>,
  );
  return history;
}

describe('useScrollRestoration', () => {
  it('leaves a page taken over where the browser put it', () => {
    open('/knowledgebase#pricing');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('opens the next page at its top, or at the #section its address names', () => {
    const history = open('/knowledgebase');
    act(() => history.push('/senior-connect'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    act(() => history.push('/pricing#pricing'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toHaveProperty('id', 'pricing');
  });

  it('leaves the page where it is for a navigation that asks to', () => {
    const history = open('/knowledgebase');
    act(() => history.push('/knowledgebase?topic=pricing', { keepScroll: true }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
