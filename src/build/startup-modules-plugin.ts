import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the client build writes which scripts each lazy module needs at start-up. */
export const STARTUP_MODULES_FILE = '.vite/startup-modules.json';

/** What the build knows of one chunk, as Rollup's bundle describes it. */
export interface ChunkFacts {
  readonly fileName: string;
  readonly isEntry: boolean;
  readonly facadeModuleId: string | null;
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
        const facade = byFile.get(dynamic)?.facadeModuleId;
        if (facade && wanted.has(facade)) visit(dynamic);
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
    if (chunk.isEntry || !chunk.facadeModuleId) continue;
    modules[relative(root, chunk.facadeModuleId)] = closure([chunk.fileName]).filter((file) => !entryFiles.has(file));
  }
  return { startup, modules };
}

const PRELOAD_CALL = /lazyWithPreload\(\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\1\s*\)/g;

/**
 * Records, for the prerender, which scripts each page's start-up will load, so that its page can
 * ask for all of them at once (`modulepreload` links in the head) instead of discovering them one
 * import level at a time while the visitor waits for the page to respond.
 */
export function startupModules(): Plugin {
  const preloaded = new Map<string, Set<string>>();
  let root = process.cwd();
  return {
    name: 'startup-modules',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
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
        const chunks = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk'
            ? [
                {
                  fileName: output.fileName,
                  isEntry: output.isEntry,
                  facadeModuleId: output.facadeModuleId,
                  moduleIds: output.moduleIds,
                  imports: output.imports,
                  dynamicImports: output.dynamicImports,
                },
              ]
            : [],
        );
        this.emitFile({
          type: 'asset',
          fileName: STARTUP_MODULES_FILE,
          source: JSON.stringify(findStartupModules(chunks, preloaded, root)),
        });
      },
    },
  };
}
