import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../../core/server/config.ts';
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
 * server starts on a copy instead of migrating and seeding its own — on PGlite a copy of its directory,
 * on PostgreSQL a database made from it as the template.
 */
export type SeededTemplate = { dataDir: string } | { database: string };

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
  const dataDir = await mkdtemp(join(tmpdir(), 'sdp-seeded-'));
  await firstStart({ SDP_DATA_DIR: dataDir });
  return { template: { dataDir }, remove: () => rm(dataDir, { recursive: true, force: true }) };
}

async function firstStart(database: Record<string, string>): Promise<void> {
  const runtime = await createRuntime({ config: loadConfig({ ...TEST_SERVER_ENV, ...database }), plugins });
  await runtime.close();
}

/** A copy of the template's PGlite directory for one test server, and how to remove it. */
export async function copyTemplateDir(dataDir: string): Promise<{ dataDir: string; remove: () => Promise<void> }> {
  const copy = await mkdtemp(join(tmpdir(), 'sdp-test-'));
  await copyPgliteDataDir(dataDir, copy);
  return { dataDir: copy, remove: () => rm(copy, { recursive: true, force: true }) };
}
