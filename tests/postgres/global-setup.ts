// Starts (or finds) the PostgreSQL server for this run and hands its URL to the tests as
// `inject('postgresUrl')`; stops it when the run ends.
import type { TestProject } from 'vitest/node';
import { PostgresUnavailable, startPostgres } from '../../scripts/postgres-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  try {
    const postgres = await startPostgres();
    project.provide('postgresUrl', postgres.url);
    return () => postgres.stop();
  } catch (error) {
    if (error instanceof PostgresUnavailable) console.error(`\n${error.message}\n`);
    throw error;
  }
}
