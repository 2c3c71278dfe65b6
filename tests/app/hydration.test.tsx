// @vitest-environment jsdom
// React reports hydration mismatches in detail only in its development build, which is what the
// unit tests run: each kind of page is rendered as the prerender renders it, then hydrated as the
// browser hydrates it, and React must have nothing to say.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmotionCache } from '@/app/emotion-cache';
import { NOT_FOUND_MARKER, PRERENDERED_PAGE_ATTRIBUTE } from '@/app/hydration';
import { NOT_FOUND_PAGE } from '@/app/page-routes';
import { takeHoistedHead } from '@/build/page-document';
import { renderAppMarkup } from '@/build/render-page';
import { startApp } from '@/app/start';

// One page of each kind.
const PAGES = [
  '/',
  '/knowledgebase',
  '/knowledge-base',
  '/senior-connect',
  '/elevenlabs-knowledge',
  '/elevenlabs-navigation',
  '/bots',
  '/pricing',
  '/pricing/compare',
  '/sign-in',
];

// Both of React's renderers run in this one process, which only a test does; React's
// development build warns about that, and the warning says nothing about the page.
const SAME_PROCESS_WARNING = 'Detected multiple renderers concurrently rendering the same context provider';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // jsdom has no layout: the entrance motion observes visibility, the knowledge browser scrolls.
  globalThis.IntersectionObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  Element.prototype.scrollIntoView ??= () => {};
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

async function hydrate(path: string, url = path): Promise<string[]> {
  const { html } = await renderAppMarkup(path, createEmotionCache());
  // The server renderer can leave its last context values set once it is done (harmless where it
  // runs alone, as in the build); a second, empty render clears them before the browser's turn.
  await prerender(<></>);
  const { title, body } = takeHoistedHead(html);
  window.history.replaceState(null, '', url);
  document.head.innerHTML = `<title>${title ?? ''}</title>`;
  const marker = path === NOT_FOUND_PAGE.path ? NOT_FOUND_MARKER : path;
  document.body.innerHTML = `<div id="root" ${PRERENDERED_PAGE_ATTRIBUTE}="${marker}">${body}</div>`;
  const container = document.getElementById('root') as HTMLElement;

  const reports: string[] = [];
  const record = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (!text.includes(SAME_PROCESS_WARNING)) reports.push(text);
  };
  vi.spyOn(console, 'error').mockImplementation(record);
  vi.spyOn(console, 'warn').mockImplementation(record);

  const onError = (event: ErrorEvent) => record('uncaught:', event.error ?? event.message);
  window.addEventListener('error', onError);
  try {
    await act(async () => {
      root = await startApp(container);
      // Lazy parts (the home page below the fold, the notice renderer) hydrate when they arrive.
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
  } finally {
    window.removeEventListener('error', onError);
  }
  // The page was taken over, not rendered afresh.
  expect(container.getAttribute(PRERENDERED_PAGE_ATTRIBUTE)).not.toBeNull();
  return reports;
}

// Each test renders a whole page twice and loads its route modules; a busy machine needs time.
describe('hydrating a prerendered page', { timeout: 60_000 }, () => {
  it.each(PAGES)('takes over %s without a mismatch', async (path) => {
    expect(await hydrate(path)).toEqual([]);
  });

  it('takes over the not-found page at an unknown address', async () => {
    expect(await hydrate('/404', '/no-such-page')).toEqual([]);
  });

  it.each([
    ['a ?topic=', '/knowledgebase', '/knowledgebase?topic=what-is-a-basebot'],
    ['a #section', '/knowledgebase', '/knowledgebase#voice-integration'],
    ['?bot= and ?mode=', '/bots', '/bots?bot=chefbot&mode=voice'],
  ])('takes over a page whose address has %s, applying it only afterwards', async (_what, path, url) => {
    expect(await hydrate(path, url)).toEqual([]);
  });
});
