// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmotionCache, EMOTION_CACHE_KEY } from '@/app/emotion-cache';
import { AppProviders } from '@/app/providers';

afterEach(() => {
  document.head.replaceChildren();
});

/** The global CSS emotion put in the page for the app's providers. */
function insertedGlobalCss(globalCssInPage: boolean): string {
  render(
    <AppProviders emotionCache={createEmotionCache()} globalCssInPage={globalCssInPage}>
      <p>A page</p>
    </AppProviders>,
  );
  return [...document.head.querySelectorAll(`style[data-emotion^="${EMOTION_CACHE_KEY}-global"]`)]
    .map((style) => style.textContent)
    .join('');
}

// The view of the system that leaves Chakra's global CSS out leans on how ChakraProvider inserts it
// (see systemFor in src/app/providers.tsx): a Chakra release that inserts it another way fails here.
describe('AppProviders', () => {
  it("inserts Chakra's global CSS (reset and every token) when the page does not have it", () => {
    const css = insertedGlobalCss(false);
    expect(css).toContain('--chakra-colors-');
    expect(css).toContain('box-sizing');
  });

  it('inserts none of it when the page has it already, as prerendered pages do', () => {
    const css = insertedGlobalCss(true);
    expect(css).not.toContain('--chakra-colors-');
    expect(css).not.toContain('box-sizing');
  });
});
