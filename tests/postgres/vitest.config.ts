// `npm run test:pg`: the tests that need a PostgreSQL server (the shared limits). The global set-up
// makes sure of one (scripts/postgres-server.mjs) for the length of this run only; `npm run
// test:unit` leaves this folder out.
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/postgres/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/postgres/global-setup.ts'],
    // The files share one database and start servers of their own: one at a time.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
