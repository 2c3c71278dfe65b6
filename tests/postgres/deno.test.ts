// The speech function's shared limits under the real Deno runtime, as Supabase runs them:
// supabase/functions/openai/limits-postgres.deno-test.ts, given this run's database.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, inject, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

it('passes its Deno tests (deno test, with the database)', () => {
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/deno'),
    [
      'test',
      '--config',
      'supabase/functions/openai/deno.json',
      '--allow-net',
      '--allow-env',
      '--allow-run',
      '--allow-read',
      'supabase/functions/openai/limits-postgres.deno-test.ts',
    ],
    {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        NO_COLOR: '1',
        DENO_DIR: path.join(root, '.deno'),
        LIMITS_TEST_DATABASE_URL: inject('postgresUrl'),
      },
      timeout: 120_000,
    },
  );
  const output = `${result.stdout}\n${result.stderr}`;
  expect(result.status, output).toBe(0);
  expect(output).toMatch(/ok \| 4 passed/);
});
