import { describe, expect, it } from 'vitest';
import { findStartupModules, misplacedModules, type ChunkFacts } from '@/build/startup-modules-plugin';

const root = '/project';

function chunk(fileName: string, facts: Partial<ChunkFacts> = {}): ChunkFacts {
  return { fileName, isEntry: false, moduleIds: [], imports: [], dynamicImports: [], ...facts };
}

// The shape of the real build: an entry that loads the theme and the app lazily, the app's router
// that loads each route lazily, and a route that preloads one part and loads another on demand.
const chunks = [
  chunk('assets/index.js', {
    isEntry: true,
    moduleIds: ['/project/src/main.tsx'],
    dynamicImports: ['assets/theme.js', 'assets/start.js'],
  }),
  chunk('assets/theme.js', { moduleIds: ['/project/src/app/theme.ts'], imports: ['assets/walk.js'] }),
  chunk('assets/walk.js'),
  chunk('assets/start.js', {
    moduleIds: ['/project/src/app/start.tsx'],
    imports: ['assets/react.js'],
    dynamicImports: ['assets/home.js', 'assets/bots.js'],
  }),
  chunk('assets/react.js'),
  chunk('assets/home.js', {
    moduleIds: ['/project/src/app/routes/home.tsx', '/project/src/features/home/home-page.tsx'],
    imports: ['assets/react.js', 'assets/card.js'],
    dynamicImports: ['assets/below.js', 'assets/dialog.js'],
  }),
  chunk('assets/card.js', { imports: ['assets/recipe.js'] }),
  chunk('assets/recipe.js'),
  // The part the home page preloads, in a chunk the build groups with what it imports.
  chunk('assets/below.js', {
    moduleIds: ['/project/src/features/home/specials.tsx', '/project/src/features/home/below-the-fold.tsx'],
    imports: ['assets/motion.js'],
  }),
  chunk('assets/motion.js'),
  chunk('assets/dialog.js', { moduleIds: ['/project/src/features/search/search-dialog.tsx'] }),
  // A chunk the build groups (no facade): the chat page's route with code other parts share.
  chunk('assets/bots.js', {
    moduleIds: ['/project/src/features/chat/chat-page.tsx', '/project/src/app/routes/bots.tsx'],
    imports: ['assets/dexie.js'],
  }),
  chunk('assets/dexie.js'),
];
const preloaded = new Map([
  ['/project/src/features/home/home-page.tsx', new Set(['/project/src/features/home/below-the-fold.tsx'])],
]);

describe('findStartupModules', () => {
  const found = findStartupModules(chunks, preloaded, root);

  it("lists the start-up's own scripts, every import level of them, in the order they run, without the entry", () => {
    expect(found.startup).toEqual(['assets/walk.js', 'assets/theme.js', 'assets/react.js', 'assets/start.js']);
  });

  it('lists for a route every chunk it imports, however deep, and the parts it preloads with their imports', () => {
    expect(found.modules['src/app/routes/home.tsx']).toEqual([
      'assets/react.js',
      'assets/recipe.js',
      'assets/card.js',
      'assets/home.js',
      'assets/motion.js',
      'assets/below.js',
    ]);
  });

  it('leaves out what a page loads only when asked (a dialog) and what other routes need', () => {
    const home = found.modules['src/app/routes/home.tsx'] ?? [];
    expect(home).not.toContain('assets/dialog.js');
    expect(home).not.toContain('assets/dexie.js');
    expect(found.modules['src/app/routes/bots.tsx']).toEqual(['assets/dexie.js', 'assets/bots.js']);
  });
});

describe('misplacedModules', () => {
  const chunkOf = new Map([
    ['/project/src/app/theme.ts', 'theme'],
    ['/project/src/features/home/home-page.tsx', 'pages'],
    ['/project/node_modules/react/index.js', 'react'],
    ['/project/node_modules/@chakra-ui/react/index.js', 'theme'],
  ] as const);

  it("finds nothing while the app's and React's modules are in their groups (another package's go where imported)", () => {
    const written = [
      { name: 'react', fileName: 'assets/react-d4.js', moduleIds: ['/project/node_modules/react/index.js'] },
      {
        name: 'theme',
        fileName: 'assets/theme-a1.js',
        moduleIds: ['/project/src/app/theme.ts', '/x/node_modules/y.js'],
      },
      {
        name: 'app',
        fileName: 'assets/app-e5.js',
        moduleIds: ['/project/node_modules/@chakra-ui/react/index.js'],
      },
      {
        name: 'pages~home~bots',
        fileName: 'assets/pages-b2.js',
        moduleIds: ['/project/src/features/home/home-page.tsx'],
      },
    ];
    expect(misplacedModules(written, chunkOf, root)).toEqual([]);
  });

  it('names each module the bundler wrote elsewhere, as it would if the grouping stopped applying', () => {
    const written = [
      { name: 'theme', fileName: 'assets/theme-a1.js', moduleIds: [] },
      { name: 'app', fileName: 'assets/app-e5.js', moduleIds: ['/project/node_modules/react/index.js'] },
      {
        name: 'home-page',
        fileName: 'assets/home-page-c3.js',
        moduleIds: ['/project/src/features/home/home-page.tsx', '/project/src/app/theme.ts'],
      },
    ];
    expect(misplacedModules(written, chunkOf, root)).toEqual([
      'node_modules/react/index.js: grouped into react, written to assets/app-e5.js',
      'src/features/home/home-page.tsx: grouped into pages, written to assets/home-page-c3.js',
      'src/app/theme.ts: grouped into theme, written to assets/home-page-c3.js',
    ]);
  });
});
