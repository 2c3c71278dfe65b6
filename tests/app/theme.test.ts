import { describe, expect, it } from 'vitest';
import { getSystem } from '@/app/theme';

type Rules = Record<string, unknown>;

/**
 * Every rule of the system's global styles as [selectors, declarations], layers opened; Chakra
 * writes each selector as a nested one (`&html`).
 */
function rulesOf(css: Rules, into: [string[], Rules][] = []): [string[], Rules][] {
  for (const [selector, body] of Object.entries(css)) {
    if (typeof body !== 'object' || body === null) continue;
    if (selector.startsWith('@layer')) rulesOf(body as Rules, into);
    else into.push([selector.split(',').map((part) => part.trim().replace(/^&/, '')), body as Rules]);
  }
  return into;
}

describe("the site's global styles", () => {
  const rules = rulesOf(getSystem().getGlobalCss() as Rules);

  it('give no custom property to every element: each one slows every restyle of the whole page', () => {
    const forEveryElement = rules.filter(([selectors]) => selectors.includes('*'));
    expect(forEveryElement.length).toBeGreaterThan(0);
    for (const [, body] of forEveryElement) {
      expect(Object.keys(body).filter((name) => name.startsWith('--'))).toEqual([]);
    }
  });

  it("set the properties Chakra's reset reads once, on html, for every element to inherit", () => {
    const html = Object.assign(
      {},
      ...rules.filter(([selectors]) => selectors.length === 1 && selectors[0] === 'html').map(([, body]) => body),
    );
    expect(html).toMatchObject({
      '--global-font-body': 'var(--chakra-fonts-body)',
      '--global-font-mono': 'var(--chakra-fonts-mono)',
      '--global-color-border': 'var(--chakra-colors-border)',
    });
  });
});
