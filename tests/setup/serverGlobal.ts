// globalSetup of the `server` project: with SDP_TEST_DB=postgres the suite runs against a throwaway
// PostgreSQL server (test files create their own database on it); otherwise against PGlite. Either way
// one first start (migrations and seed) is made here, and test servers start on copies of it (on PGlite in
// memory, from its dump: seededTemplate.ts).
import type { TestProject } from 'vitest/node';
import { makeSeededTemplate, type SeededTemplate } from '../server/support/seededTemplate.ts';
import { startPostgres } from '../support/postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the test PostgreSQL server, or null when the suite runs on PGlite. */
    databaseUrl: string | null;
    /** The migrated and seeded database test servers start on copies of. */
    seededTemplate: SeededTemplate;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const startedAt = performance.now();
  const postgres = process.env.SDP_TEST_DB === 'postgres' ? await startPostgres() : null;
  if (postgres) {
    console.log(
      `PostgreSQL test server ready on port ${postgres.port} in ${Math.round(performance.now() - startedAt)} ms`,
    );
  }
  const seeded = await makeSeededTemplate(postgres?.url ?? null);
  console.log(`Seeded template database made in ${Math.round(performance.now() - startedAt)} ms`);
  project.provide('databaseUrl', postgres?.url ?? null);
  project.provide('seededTemplate', seeded.template);
  return async () => {
    await seeded.remove();
    await postgres?.stop();
  };
}
