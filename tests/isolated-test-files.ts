// Which unit test files need a module graph of their own (read by vite.config.ts).
//
// Most test files only import the app's modules and call them: they share one module graph per
// worker, which saves loading React, Chakra and the app's modules again for every file (about a fifth
// of the unit step). A file that replaces a module (`vi.mock`: the how-to tests add to the
// content that way), or stubs a global or an environment variable, changes what the next file in
// the same worker would see; it gets a fresh graph of its own. So does a file that imports a test
// helper that does one of those. Nothing needs listing by hand: a new file that mocks is found here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const CHANGES_SHARED_STATE = /\bvi\.(mock|doMock|unmock|doUnmock|hoisted|resetModules|stubGlobal|stubEnv)\(/;
const LOCAL_IMPORT = /from '(\.{1,2}\/[^']+)'/g;
const TEST_FILE = /\.test\.tsx?$/;

/** The test files under `testsDir`, relative to `root`, that must run in isolation. */
export function testFilesNeedingIsolation(root: string, testsDir = 'tests'): string[] {
  const texts = new Map<string, string>();
  const textOf = (file: string): string => {
    if (!texts.has(file)) texts.set(file, readFileSync(file, 'utf8'));
    return texts.get(file) ?? '';
  };
  /** The file and every local file it imports, directly or not. */
  const reachedFrom = (file: string, reached = new Set<string>()): Set<string> => {
    if (reached.has(file)) return reached;
    reached.add(file);
    for (const [, specifier = ''] of textOf(file).matchAll(LOCAL_IMPORT)) {
      const imported = resolveLocal(path.dirname(file), specifier);
      if (imported) reachedFrom(imported, reached);
    }
    return reached;
  };

  return readdirSync(path.join(root, testsDir), { recursive: true, encoding: 'utf8' })
    .filter((file) => TEST_FILE.test(file))
    .map((file) => path.join(testsDir, file))
    .filter((file) =>
      [...reachedFrom(path.join(root, file))].some((reached) => CHANGES_SHARED_STATE.test(textOf(reached))),
    );
}

function resolveLocal(directory: string, specifier: string): string | undefined {
  const base = path.resolve(directory, specifier);
  return [base, `${base}.ts`, `${base}.tsx`].find((file) => /\.tsx?$/.test(file) && existsSync(file));
}
