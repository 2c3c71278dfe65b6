/** The module ids the bundle's graph gives for one module. */
export interface ModuleLinks {
  readonly importedIds: readonly string[];
}

/** The modules a page's start-up begins from, as module ids. */
export interface StartupParts {
  /** The entry (src/main.tsx): its own imports stay in its chunk. */
  readonly entry: string;
  /** Chakra and the site's system, which start-up loads first and builds the system from. */
  readonly theme: string;
  /** The app: React, the router, the providers and the layout every page has. */
  readonly app: string;
  /** What every page runs as soon as it is live. */
  readonly live: readonly string[];
  /** The page modules, `src/app/routes/<name>.tsx`. */
  readonly routes: readonly string[];
}

/** The start-up chunks, in the order they claim modules. */
export const STARTUP_CHUNKS = ['index', 'theme', 'app', 'pages', 'live'] as const;
export type StartupChunk = (typeof STARTUP_CHUNKS)[number];

/**
 * Which start-up chunk each module belongs to: `index` (the entry and what only it needs), then
 * `theme` and `app`, which every page loads, `pages` for the pages' code (the bundler splits that
 * by the pages that share it), and `live`, the notice renderer every page runs once live.
 *
 * A page's code is its route module, what it imports, and the parts it loads at once with
 * `lazyWithPreload` (its start-up waits for them anyway). Code loaded on use (a dialog, the call
 * screen, the database, search) is not listed: the bundler's own splitting places it, off every
 * page's first load.
 *
 * @param preloaded for a module id, the module ids it loads at once with `lazyWithPreload`
 */
export function assignStartupChunks(
  links: (id: string) => ModuleLinks | null,
  parts: StartupParts,
  preloaded: ReadonlyMap<string, ReadonlySet<string>>,
): Map<string, StartupChunk> {
  const chunkOf = new Map<string, StartupChunk>();
  /** The modules `starts` need that no chunk has claimed, each once. */
  const unclaimed = (starts: readonly string[]): Set<string> => {
    const found = new Set<string>();
    const visit = (id: string) => {
      if (found.has(id) || chunkOf.has(id)) return;
      const module = links(id);
      if (!module) return;
      found.add(id);
      module.importedIds.forEach(visit);
      preloaded.get(id)?.forEach(visit);
    };
    starts.forEach(visit);
    return found;
  };
  const claim = (chunk: StartupChunk, ids: Iterable<string>) => {
    for (const id of ids) chunkOf.set(id, chunk);
  };
  claim('index', unclaimed([parts.entry]));
  claim('theme', unclaimed([parts.theme]));
  claim('app', unclaimed([parts.app]));
  claim('pages', unclaimed(parts.routes));
  // Last: the notice renderer must be a chunk no page imports, so that a page whose connection
  // drops before it arrives still goes live (it is fetched again once back online).
  claim('live', unclaimed(parts.live));
  return chunkOf;
}
