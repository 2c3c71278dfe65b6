import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testFilesNeedingIsolation } from './isolated-test-files';

function treeOf(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'isolation-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

describe('which test files run in isolation', () => {
  it('isolates a file that mocks a module or stubs a global, directly or through a helper it imports', () => {
    const root = treeOf({
      'tests/a/mocks.test.ts': "vi.mock(import('@/content/bots'));",
      'tests/a/stubs.test.tsx': "vi.stubGlobal('fetch', () => undefined);",
      'tests/a/through-helper.test.ts': "import { fakeMicrophone } from '../helpers/media';",
      'tests/a/through-two.test.ts': "import { call } from '../helpers/call';",
      'tests/helpers/call.ts': "import { fakeMicrophone } from './media';",
      'tests/helpers/media.ts': "vi.stubGlobal('navigator', {});",
      'tests/a/plain.test.ts': "import { render } from '../helpers/render';\nvi.fn();",
      'tests/helpers/render.tsx': "import { screen } from '@testing-library/react';",
    });
    expect(testFilesNeedingIsolation(root).sort()).toEqual(
      [
        'tests/a/mocks.test.ts',
        'tests/a/stubs.test.tsx',
        'tests/a/through-helper.test.ts',
        'tests/a/through-two.test.ts',
      ].map((file) => path.normalize(file)),
    );
  });

  it('survives helpers that import each other', () => {
    const root = treeOf({
      'tests/cycle.test.ts': "import { a } from './helpers/a';",
      'tests/helpers/a.ts': "import { b } from './b';",
      'tests/helpers/b.ts': "import { a } from './a';\nvi.stubEnv('X', '1');",
    });
    expect(testFilesNeedingIsolation(root)).toEqual([path.normalize('tests/cycle.test.ts')]);
  });
});
