// globalSetup of the `server` project: with SDP_TEST_DB=postgres the suite runs against a throwaway
// PostgreSQL server (test files create their own database on it); otherwise against PGlite.
import type { TestProject } from 'vitest/node';
import { startPostgres } from '../support/postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the test PostgreSQL server, or null when the suite runs on PGlite. */
    databaseUrl: string | null;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.SDP_TEST_DB !== 'postgres') {
    project.provide('databaseUrl', null);
    return undefined;
  }
  const startedAt = performance.now();
  const postgres = await startPostgres();
  console.log(
    `PostgreSQL test server ready on port ${postgres.port} in ${Math.round(performance.now() - startedAt)} ms`,
  );
  project.provide('databaseUrl', postgres.url);
  return () => postgres.stop();
}
