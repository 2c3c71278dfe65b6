import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT, markStartupScripts } from '@/build/compile-hints';

describe('markStartupScripts', () => {
  let outDir: string;
  const read = (script: string) => readFileSync(join(outDir, script), 'utf8');

  beforeEach(() => {
    outDir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
    mkdirSync(join(outDir, 'assets'));
    for (const name of ['start.js', 'page.js', 'call.js']) writeFileSync(join(outDir, 'assets', name), `export{};`);
  });
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  it('puts the hint on the first line of each script named, once, and leaves the others alone', () => {
    expect(markStartupScripts(outDir, ['/assets/start.js', '/assets/page.js', '/assets/start.js'])).toBe(2);
    expect(read('assets/start.js')).toBe(`${EAGER_COMPILE_HINT}\nexport{};`);
    expect(read('assets/page.js')).toBe(`${EAGER_COMPILE_HINT}\nexport{};`);
    expect(read('assets/call.js')).toBe('export{};');
  });

  it('marks nothing twice when the build is run over the same files', () => {
    markStartupScripts(outDir, ['/assets/start.js']);
    expect(markStartupScripts(outDir, ['/assets/start.js'])).toBe(0);
    expect(read('assets/start.js')).toBe(`${EAGER_COMPILE_HINT}\nexport{};`);
  });
});
