import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment has
 * all its functions compiled as it is read, on a background thread while it downloads. Without it,
 * V8 only skims each function then, and compiles it on the main thread the first time it is
 * called: during start-up, that is nearly every function of React, the router, Chakra and the
 * page, each compiled while the visitor waits for the page to answer. Other browsers read it as a
 * comment.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The script, marked to be compiled as it is read; a script already marked is left as it is. */
function withEagerCompileHint(code: string): string {
  return code.startsWith(EAGER_COMPILE_HINT) ? code : `${EAGER_COMPILE_HINT}\n${code}`;
}

/**
 * Marks, in the build folder, the scripts that pages run as they start (their paths from the
 * site's root, as the pages name them). Scripts loaded only on demand (a call, the chat's
 * storage on a page without it) stay lazily compiled: most of their functions never run.
 */
export function markStartupScripts(outDir: string, scripts: Iterable<string>): number {
  let marked = 0;
  for (const script of new Set(scripts)) {
    const file = join(outDir, script);
    const code = readFileSync(file, 'utf8');
    const hinted = withEagerCompileHint(code);
    if (hinted === code) continue;
    writeFileSync(file, hinted);
    marked += 1;
  }
  return marked;
}
