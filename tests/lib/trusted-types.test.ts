// @vitest-environment jsdom
// The page's Trusted Types policy, with a stand-in for the browser's `trustedTypes` (jsdom has
// none): what it lets through, under which name, and the plain strings where there is no factory.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Rules = { createScriptURL: (url: string) => string; createHTML: (html: string) => string };

/** A factory that wraps values as the browser does, so a trusted value is told from a string. */
function browserFactory() {
  const created: string[] = [];
  const factory = {
    createPolicy: (name: string, rules: Rules) => {
      created.push(name);
      return {
        createScriptURL: (url: string) => ({ trusted: 'script-url', value: rules.createScriptURL(url) }),
        createHTML: (html: string) => ({ trusted: 'html', value: rules.createHTML(html) }),
      };
    },
  };
  return { factory, created };
}

async function freshModule() {
  vi.resetModules();
  return await import('@/lib/trusted-types');
}

describe('trusted-types', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('makes one policy, under the name the CSP allows, for the worker URL and a part of the page', async () => {
    const { factory, created } = browserFactory();
    vi.stubGlobal('trustedTypes', factory);
    const { markupOf, serviceWorkerScriptURL, TRUSTED_TYPES_POLICY } = await freshModule();
    const element = document.createElement('div');
    element.innerHTML = '<a href="/pricing">Pricing</a>';

    expect(serviceWorkerScriptURL()).toEqual({ trusted: 'script-url', value: '/sw.js' });
    expect(markupOf(element)).toEqual({ trusted: 'html', value: '<a href="/pricing">Pricing</a>' });
    expect(created).toEqual([TRUSTED_TYPES_POLICY]);
  });

  it('hands plain strings over where the browser has no Trusted Types', async () => {
    const { markupOf, serviceWorkerScriptURL } = await freshModule();
    const element = document.createElement('div');
    element.innerHTML = '<b>Hi</b>';
    expect(serviceWorkerScriptURL()).toBe('/sw.js');
    expect(markupOf(element)).toBe('<b>Hi</b>');
  });
});
