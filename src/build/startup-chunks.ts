/** The module ids the bundle's graph gives for one module. */
export interface ModuleLinks {
  readonly importedIds: readonly string[];
}

/** The modules a page's start-up begins from, as module ids. */
export interface StartupParts {
  /** The entry (src/main.tsx): its own imports stay in its chunk. */
  readonly entry: string;
  /** The module that sets React going, which start-up loads on its own. */
  readonly react: string;
  /** Chakra and the site's system, which start-up loads first and builds the system from. */
  readonly theme: string;
  /** The app: the router, the providers and the layout every page has, and what imports React. */
  readonly app: string;
  /** What every page runs as soon as it is live. */
  readonly live: readonly string[];
  /** The page modules, `src/app/routes/<name>.tsx`. */
  readonly routes: readonly string[];
}

/** The start-up chunks, in the order they claim modules. */
export const STARTUP_CHUNKS = ['index', 'react', 'theme', 'app', 'pages', 'live'] as const;
export type StartupChunk = (typeof STARTUP_CHUNKS)[number];

/** React's packages: their own chunk, which start-up sets going in a task of its own. */
const REACT_PACKAGE = /(?:^|\/)node_modules\/(?:react|react-dom|scheduler)\//;

/**
 * Whether the bundler places a module by its start-up chunk: the app's own modules and React's.
 * Any other package's modules go with the chunk that imports them, once the bundler has dropped
 * what nothing uses (a package's index names every part of it).
 */
export const isPlacedByChunk = (id: string): boolean => !id.includes('/node_modules/') || REACT_PACKAGE.test(id);

/**
 * Which start-up chunk each module belongs to: `index` (the entry and what only it needs),
 * `react` (React's packages), then `theme` and `app`, which every page loads, `pages` for the
 * pages' code (the bundler splits that by the pages that share it), and `live`, the notice
 * renderer every page runs once live.
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
  // React's packages, with the module that sets them going in a task of their own: otherwise they
  // would start inside the app's (or Chakra's) chunk as it runs, in one task twice as long.
  const react = unclaimed([parts.react, parts.theme, parts.app]);
  claim(
    'react',
    [...react].filter((id) => id === parts.react || REACT_PACKAGE.test(id)),
  );
  claim('theme', unclaimed([parts.theme]));
  claim('app', unclaimed([parts.app]));
  claim('pages', unclaimed(parts.routes));
  // Last: the notice renderer must be a chunk no page imports, so that a page whose connection
  // drops before it arrives still goes live (it is fetched again once back online).
  claim('live', unclaimed(parts.live));
  return chunkOf;
}
