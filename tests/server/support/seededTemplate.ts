import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { loadConfig } from '../../../core/server/config.ts';
import { SECRET_KEY_FILE } from '../../../core/server/crypto/SecretBox.ts';
import { createRuntime } from '../../../core/server/runtime.ts';
import { plugins } from '../../../plugins/server.ts';
import { copyPgliteDataDir } from '../../support/pgliteDataDir.ts';
import { createDatabase } from '../../support/postgres.ts';

export const TEST_ADMIN_PASSWORD = 'Admin#Test-2026-secure';

/** What every test server is configured with before its own settings. */
export const TEST_SERVER_ENV: Readonly<Record<string, string>> = {
  LOG_LEVEL: 'silent',
  SDP_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
  SDP_WEB_DIR: '/nonexistent-web-dir',
  // A short order history keeps each test server's first start quick; the default is seeded by npm start.
  SDP_DEMO_ORDERS: '60',
};

/** Settings that change what a first start writes: a test server given one starts on an empty database. */
const SHAPING_SETTINGS = ['DATABASE_URL', 'SDP_DATA_DIR', 'SDP_DEMO', 'SDP_DEMO_ORDERS', 'SDP_ADMIN_PASSWORD'];

export function shapesTheDatabase(env: Readonly<Record<string, string>>): boolean {
  return SHAPING_SETTINGS.some((name) => name in env);
}

/**
 * A database as a test server's first start leaves it (migrated and seeded), made once per run: each test
 * server starts on a copy instead of migrating and seeding its own — on PGlite a database in memory loaded
 * from its dump (a test that restarts on the same data copies its directory), on PostgreSQL a database made
 * from it as the template.
 */
export type SeededTemplate =
  | {
      dataDir: string;
      /** The seeded directory as PGlite dumps it: a test server starts in memory from it, with no copy on disk. */
      dump: string;
      /** An empty database so dumped: a server making its own first start skips creating the cluster. */
      emptyDump: string;
      /** The key the first start sealed the seed's secrets with (its data directory's key file). */
      secretKey: string;
    }
  | { database: string };

export const TEMPLATE_DATABASE = 'sdp_seeded_template';

export async function makeSeededTemplate(adminUrl: string | null): Promise<{
  template: SeededTemplate;
  remove: () => Promise<void>;
}> {
  if (adminUrl) {
    const url = await createDatabase(adminUrl, TEMPLATE_DATABASE);
    await firstStart({ DATABASE_URL: url });
    return { template: { database: TEMPLATE_DATABASE }, remove: async () => undefined };
  }
  const root = await mkdtemp(join(tmpdir(), 'sdp-seeded-'));
  const dataDir = join(root, 'data');
  await firstStart({ SDP_DATA_DIR: dataDir });
  const dump = join(root, 'seeded.tar');
  const emptyDump = join(root, 'empty.tar');
  await dumpDatabase(await PGlite.create({ dataDir }), dump);
  await dumpDatabase(await PGlite.create(), emptyDump);
  const secretKey = (await readFile(join(dataDir, SECRET_KEY_FILE), 'utf8')).trim();
  return {
    template: { dataDir, dump, emptyDump, secretKey },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

/** Writes the database's data directory as PGlite dumps it (an uncompressed tarball: the quickest to load). */
async function dumpDatabase(pglite: PGlite, file: string): Promise<void> {
  try {
    await writeFile(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await pglite.close();
  }
}

/**
 * The first start, and the one change the template makes to it: its simulated network elements fail no
 * request unless a test says so. The demo's elements fail 2–4 % of requests at random, which failed a test
 * now and then wherever an order of it called one.
 */
async function firstStart(database: Record<string, string>): Promise<void> {
  const runtime = await createRuntime({ config: loadConfig({ ...TEST_SERVER_ENV, ...database }), plugins });
  try {
    await sql`update simulator_elements set failure_rate = 0`.execute(runtime.services.db);
  } finally {
    await runtime.close();
  }
}

/** A copy of the template's PGlite directory for one test server, and how to remove it. */
export async function copyTemplateDir(dataDir: string): Promise<{ dataDir: string; remove: () => Promise<void> }> {
  const copy = await mkdtemp(join(tmpdir(), 'sdp-test-'));
  await copyPgliteDataDir(dataDir, copy);
  return { dataDir: copy, remove: () => rm(copy, { recursive: true, force: true }) };
}
