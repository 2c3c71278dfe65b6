import { join, relative } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { assignStartupChunks, isPlacedByChunk, STARTUP_CHUNKS, type StartupChunk } from './startup-chunks.ts';

/**
 * What every page runs once it is live, and must be in before the connection can drop: the
 * notice renderer, which says "You are offline" among others (src/app/providers.tsx).
 */
export const AFTER_START_UP = ['src/app/toaster.tsx'];

/** Where the client build writes which scripts each lazy module needs at start-up. */
export const STARTUP_MODULES_FILE = '.vite/startup-modules.json';

/** The app's entry (project-relative path). */
const ENTRY = 'src/main.tsx';

/** A page's module (project-relative path): the router loads one for each page. */
const ROUTE_MODULE = /^src\/app\/routes\/[^/]+\.tsx$/;

/** Whether a module (project-relative path) is one whose start-up scripts the prerender asks for. */
const isStartupModule = (file: string) => ROUTE_MODULE.test(file) || AFTER_START_UP.includes(file);

/** What the build knows of one chunk, as Rollup's bundle describes it. */
export interface ChunkFacts {
  readonly fileName: string;
  readonly isEntry: boolean;
  readonly moduleIds: readonly string[];
  readonly imports: readonly string[];
  readonly dynamicImports: readonly string[];
}

export interface StartupModules {
  /** The scripts every page's start-up loads besides its entry: Chakra's and the app's code. */
  readonly startup: readonly string[];
  /** For each lazily loaded module (project-relative path): the scripts it needs before it runs. */
  readonly modules: Readonly<Record<string, readonly string[]>>;
}

/**
 * The scripts each lazy module needs before it can run: its chunk, every chunk that chunk imports,
 * and, through `preloaded`, the parts its modules fetch at once with `lazyWithPreload`
 * (src/lib/startup/lazy-with-preload.ts), with their own imports. In the order they are needed: a chunk's
 * imports before it, the start-up's steps in the order the entry takes them.
 *
 * @param preloaded for a module id, the module ids it loads with `lazyWithPreload`
 */
export function findStartupModules(
  chunks: readonly ChunkFacts[],
  preloaded: ReadonlyMap<string, ReadonlySet<string>>,
  root: string,
): StartupModules {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (files: readonly string[]): string[] => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      const chunk = byFile.get(file);
      if (!chunk || seen.has(file)) return;
      seen.add(file);
      chunk.imports.forEach(visit);
      order.push(file);
      const wanted = new Set(chunk.moduleIds.flatMap((id) => [...(preloaded.get(id) ?? [])]));
      for (const dynamic of chunk.dynamicImports) {
        if (byFile.get(dynamic)?.moduleIds.some((id) => wanted.has(id))) visit(dynamic);
      }
    };
    const order: string[] = [];
    files.forEach(visit);
    return order;
  };
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const entryFiles = new Set(entries.map((chunk) => chunk.fileName));
  // The entry's own lazy imports are the start-up steps (src/main.tsx): always loaded.
  const startup = closure(entries.flatMap((chunk) => chunk.dynamicImports)).filter((file) => !entryFiles.has(file));
  const modules: Record<string, string[]> = {};
  for (const chunk of chunks) {
    if (chunk.isEntry) continue;
    for (const id of chunk.moduleIds) {
      const file = relative(root, id);
      if (isStartupModule(file)) modules[file] = closure([chunk.fileName]).filter((name) => !entryFiles.has(name));
    }
  }
  return { startup, modules };
}

/**
 * The modules placed by chunk (the app's and React's) that the bundler did not put in the chunk
 * they were grouped into, as "module: grouped into X, written to Y": empty while the grouping
 * applies. A bundler update that ignored or renamed the grouping would otherwise bring the
 * forty-odd small chunks back unseen.
 */
export function misplacedModules(
  chunks: readonly { readonly name: string; readonly fileName: string; readonly moduleIds: readonly string[] }[],
  chunkOf: ReadonlyMap<string, StartupChunk>,
  root: string,
): string[] {
  // A piece of the pages' code is named after the pages that share it ("pages~…").
  const isGroup = (name: string, chunk: StartupChunk) => name === chunk || name.startsWith(`${chunk}~`);
  return chunks.flatMap((output) =>
    output.moduleIds.flatMap((id) => {
      const chunk = chunkOf.get(id);
      if (!isPlacedByChunk(id) || chunk === undefined || isGroup(output.name, chunk)) return [];
      return [`${relative(root, id)}: grouped into ${chunk}, written to ${output.fileName}`];
    }),
  );
}

/** The bundler's output options that group the start-up's modules into their chunks. */
function groupedOutput(claims: (chunk: StartupChunk) => (id: string) => boolean) {
  const groups = STARTUP_CHUNKS.map((chunk, index) => ({
    name: chunk,
    test: claims(chunk),
    priority: STARTUP_CHUNKS.length - index,
    // The pages' code, split by the pages (and the parts loaded on use) that share it.
    ...(chunk === 'pages' ? { entriesAware: true } : {}),
  }));
  return {
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: { groups },
          // A piece of the pages' code is named after everything that shares it: too long for a file.
          chunkFileNames: (chunk: { name: string }) =>
            chunk.name.startsWith('pages~') ? 'assets/pages-[hash].js' : 'assets/[name]-[hash].js',
        },
      },
    },
  };
}

/** The bundle's scripts, as findStartupModules and misplacedModules read them. */
function chunksOf(bundle: Rolldown.OutputBundle, root: string) {
  return Object.values(bundle).flatMap((output) =>
    output.type === 'chunk'
      ? [
          {
            name: output.name,
            fileName: output.fileName,
            // The entry's chunk is the `index` group's, which the bundler does not call an entry.
            isEntry: output.isEntry || output.moduleIds.includes(join(root, ENTRY)),
            moduleIds: output.moduleIds,
            imports: output.imports,
            dynamicImports: output.dynamicImports,
          },
        ]
      : [],
  );
}

const PRELOAD_CALL = /lazyWithPreload\(\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\1\s*\)/g;

/**
 * Groups each page's start-up into chunks by what they are (startup-chunks.ts: the entry, Chakra,
 * the app, the notices, the pages' code) rather than the forty-odd small ones the bundler would
 * make of it, and records, for the prerender, which of them each page's start-up will load, so
 * that its page can ask for all of them at once (`modulepreload` links in the head) instead of
 * discovering them one import level at a time while the visitor waits for the page to respond.
 */
export function startupModules(): Plugin {
  const preloaded = new Map<string, Set<string>>();
  let root = process.cwd();
  let chunkOf = new Map<string, StartupChunk>();
  const claims = (chunk: StartupChunk) => (id: string) => isPlacedByChunk(id) && chunkOf.get(id) === chunk;
  return {
    name: 'startup-modules',
    apply: 'build',
    enforce: 'pre',
    config(_config, { isSsrBuild }) {
      return isSsrBuild ? undefined : groupedOutput(claims);
    },
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const entry = join(root, ENTRY);
      // The server bundle and the service worker are built with this configuration too.
      if (!ids.includes(entry)) return;
      chunkOf = assignStartupChunks(
        (id) => this.getModuleInfo(id),
        {
          entry,
          react: join(root, 'src/app/react.ts'),
          theme: join(root, 'src/app/theme.ts'),
          app: join(root, 'src/app/start.tsx'),
          live: AFTER_START_UP.map((file) => join(root, file)),
          routes: ids.filter((id) => ROUTE_MODULE.test(relative(root, id))),
        },
        preloaded,
      );
    },
    async transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('lazyWithPreload(')) return;
      for (const match of code.matchAll(PRELOAD_CALL)) {
        const resolved = await this.resolve(match[2] as string, id);
        if (!resolved) this.error(`lazyWithPreload imports ${match[2]}, which does not resolve from ${id}`);
        const parts = preloaded.get(id) ?? new Set<string>();
        parts.add(resolved.id);
        preloaded.set(id, parts);
      }
    },
    generateBundle: {
      // After Vite has added index.html, which tells the app's build from the others made with
      // this configuration (the server bundle, the service worker).
      order: 'post',
      handler(_options, bundle) {
        if (!('index.html' in bundle)) return;
        const chunks = chunksOf(bundle, root);
        const misplaced = misplacedModules(chunks, chunkOf, root);
        if (misplaced.length > 0)
          this.error(`The start-up chunks' grouping did not apply:\n${misplaced.slice(0, 10).join('\n')}`);
        this.emitFile({
          type: 'asset',
          fileName: STARTUP_MODULES_FILE,
          source: JSON.stringify(findStartupModules(chunks, preloaded, root)),
        });
      },
    },
  };
}
