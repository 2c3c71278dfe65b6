import { describe, expect, it } from 'vitest';
import { assignStartupChunks, type ModuleLinks } from '@/build/startup-chunks';

// The shape of the real graph: an entry with an import of its own; the theme and the app, which
// share a package, and React, which both import; two pages that share a card and each load
// something on use; the home page preloading its lower part; the notice renderer, run once the
// page is live, whose notice store a page uses too.
const graph: Record<string, readonly string[]> = {
  'src/main.tsx': ['src/lib/marks.ts'],
  'src/lib/marks.ts': [],
  'src/app/theme.ts': ['node_modules/@chakra-ui/react/index.js'],
  'node_modules/@chakra-ui/react/index.js': ['node_modules/react/index.js'],
  'node_modules/react/index.js': [],
  'src/app/react.ts': ['node_modules/react-dom/client.js'],
  'node_modules/react-dom/client.js': ['node_modules/react/index.js', 'node_modules/scheduler/index.js'],
  'node_modules/scheduler/index.js': [],
  'src/app/start.tsx': [
    'node_modules/@chakra-ui/react/index.js',
    'node_modules/react-dom/client.js',
    'src/lib/marks.ts',
    'src/app/layout.tsx',
  ],
  'src/app/layout.tsx': [],
  'src/app/toaster.tsx': ['src/app/layout.tsx', 'src/lib/toaster.ts'],
  'src/lib/toaster.ts': [],
  'src/app/routes/home.tsx': ['src/features/home/home-page.tsx', 'src/components/card.tsx'],
  'src/features/home/home-page.tsx': [],
  'src/features/home/below-the-fold.tsx': ['src/components/motion.tsx'],
  'src/components/motion.tsx': [],
  'src/app/routes/bots.tsx': ['src/components/card.tsx', 'node_modules/dexie/index.js', 'src/lib/toaster.ts'],
  'src/components/card.tsx': ['src/app/layout.tsx'],
  'node_modules/dexie/index.js': [],
  'src/features/search/search-dialog.tsx': [],
};
const links = (id: string): ModuleLinks | null => {
  const importedIds = graph[id];
  return importedIds ? { importedIds } : null;
};
const preloaded = new Map([['src/features/home/home-page.tsx', new Set(['src/features/home/below-the-fold.tsx'])]]);

describe('assignStartupChunks', () => {
  const chunkOf = assignStartupChunks(
    links,
    {
      entry: 'src/main.tsx',
      react: 'src/app/react.ts',
      theme: 'src/app/theme.ts',
      app: 'src/app/start.tsx',
      live: ['src/app/toaster.tsx'],
      routes: ['src/app/routes/home.tsx', 'src/app/routes/bots.tsx'],
    },
    preloaded,
  );

  it("keeps the entry's own imports with the entry, even where the app imports them too", () => {
    expect(chunkOf.get('src/main.tsx')).toBe('index');
    expect(chunkOf.get('src/lib/marks.ts')).toBe('index');
  });

  it('puts what the theme and the app share with the theme, which start-up loads first', () => {
    expect(chunkOf.get('src/app/theme.ts')).toBe('theme');
    expect(chunkOf.get('node_modules/@chakra-ui/react/index.js')).toBe('theme');
    expect(chunkOf.get('src/app/start.tsx')).toBe('app');
  });

  it("puts React's packages in a chunk of their own, whichever chunk imports them first", () => {
    expect(chunkOf.get('src/app/react.ts')).toBe('react');
    expect(chunkOf.get('node_modules/react/index.js')).toBe('react');
    expect(chunkOf.get('node_modules/react-dom/client.js')).toBe('react');
    expect(chunkOf.get('node_modules/scheduler/index.js')).toBe('react');
  });

  it('keeps code every page already has out of the pages', () => {
    expect(chunkOf.get('src/app/layout.tsx')).toBe('app');
  });

  it('leaves the notice renderer only what no page imports, so that no page waits for it', () => {
    expect(chunkOf.get('src/app/toaster.tsx')).toBe('live');
    expect(chunkOf.get('src/lib/toaster.ts')).toBe('pages');
  });

  it('gives the pages their code, their imports and the parts they preload, but not what they load on use', () => {
    for (const id of [
      'src/app/routes/home.tsx',
      'src/features/home/home-page.tsx',
      'src/features/home/below-the-fold.tsx',
      'src/components/motion.tsx',
      'src/components/card.tsx',
      'src/app/routes/bots.tsx',
    ]) {
      expect(chunkOf.get(id), id).toBe('pages');
    }
    expect(chunkOf.has('src/features/search/search-dialog.tsx')).toBe(false);
  });
});
