// Test-environment set-up shared by every unit test. Each tweak says why it is needed.

// IndexedDB does not exist in Node or jsdom; Dexie-backed stores run against this in-memory one.
import 'fake-indexeddb/auto';
import fc from 'fast-check';

// Property tests draw the same inputs on every run, so that a run's result says something about
// the code and not about its draw (a random draw once failed CI on a bug older than the change
// under test). FC_SEED=random draws afresh, to look for new counterexamples; any other number
// replays that draw.
const seed = process.env.FC_SEED;
if (seed !== undefined && seed !== 'random' && !/^-?\d+$/.test(seed)) {
  throw new Error(`FC_SEED must be a whole number or "random", not "${seed}"`);
}
if (seed !== 'random') fc.configureGlobal({ seed: seed === undefined ? 20_261_130 : Number(seed) });

if (typeof window !== 'undefined') {
  // jsdom has no layout engine; Chakra and Testing Library ask for these.
  await import('@testing-library/jest-dom/vitest');
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  // Nor can it scroll; the chat's message list scrolls itself to the newest message.
  Element.prototype.scrollTo ??= () => undefined;
  // In a VM context the global is jsdom's window, whose `performance` has no user timing.
  if (typeof performance.mark !== 'function') {
    const { performance: nodePerformance } = await import('node:perf_hooks');
    Object.defineProperty(globalThis, 'performance', {
      value: nodePerformance,
      configurable: true,
      writable: true,
    });
  }

  // Vitest runs without globals, so Testing Library cannot unmount after each test by itself.
  const { afterEach } = await import('vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}
