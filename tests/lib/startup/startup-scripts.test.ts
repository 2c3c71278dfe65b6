// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { fetchStartupScripts } from '@/lib/startup/startup-scripts';

afterEach(() => {
  document.head.innerHTML = '';
});

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

describe('fetchStartupScripts', () => {
  it('asks for the listed scripts only when called, all at once', () => {
    document.head.innerHTML =
      '<template id="startup-scripts"><link rel="modulepreload" href="/assets/theme-a.js" />' +
      '<link rel="modulepreload" href="/assets/start-b.js" /></template>';
    expect(preloads()).toEqual([]);
    fetchStartupScripts();
    expect(preloads()).toEqual(['/assets/theme-a.js', '/assets/start-b.js']);
    // Asked for once: a second call adds nothing.
    fetchStartupScripts();
    expect(preloads()).toEqual(['/assets/theme-a.js', '/assets/start-b.js']);
  });

  it('asks for nothing on a page without the list', () => {
    fetchStartupScripts();
    expect(preloads()).toEqual([]);
  });
});
