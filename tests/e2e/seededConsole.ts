// The migrated, seeded database every console e2e server starts on a copy of: made once per build, by the
// e2e project's global setup before any file runs (so files running side by side never seed it twice).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { copyPgliteDataDir } from '../support/pgliteDataDir.ts';
import { FIRST_START_READY_MS, SERVER_ENTRY, startServerProcess } from '../support/serverProcess.ts';

export const ADMIN_PASSWORD = 'Admin#E2e-Console-2026';

/** Identifies the built server: any rebuild (new mtimes or sizes under dist/server) gives a new stamp. */
async function buildStamp(): Promise<string> {
  const root = join(dirname(SERVER_ENTRY), '../..');
  const hash = createHash('sha256');
  const files = (await readdir(root, { recursive: true })).sort();
  for (const file of files) {
    const info = await stat(join(root, file));
    if (info.isFile()) hash.update(`${file}:${info.size}:${info.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

const TEMPLATE_PREFIX = 'sdp-e2e-seeded-';
const STALE_TEMPLATE_MS = 60 * 60_000;

/** Templates of earlier builds, once no run can still be copying them. */
async function removeStaleTemplates(current: string): Promise<void> {
  for (const name of await readdir(tmpdir())) {
    const path = join(tmpdir(), name);
    if (!name.startsWith(TEMPLATE_PREFIX) || path === current) continue;
    const info = await stat(path).catch(() => null);
    if (info && Date.now() - info.mtimeMs > STALE_TEMPLATE_MS) await rm(path, { recursive: true, force: true });
  }
}

/**
 * The data dir of this build's migrated, seeded database, seeded now if it is not there yet. Migrating and
 * seeding PGlite takes most of a first start (about 30 s on a busy 2-core machine); copying it takes a second.
 */
export async function seededConsoleTemplate(): Promise<string> {
  const key = createHash('sha256')
    .update(await buildStamp())
    .update(ADMIN_PASSWORD)
    .digest('hex')
    .slice(0, 16);
  const template = join(tmpdir(), `${TEMPLATE_PREFIX}${key}`);
  if (existsSync(join(template, '.seeded'))) return template;
  const seeding = await mkdtemp(join(tmpdir(), 'sdp-e2e-seeding-'));
  try {
    // Waits on the process: a start that exits fails at once, one still migrating and seeding gets minutes.
    const first = await startServerProcess({
      dataDir: seeding,
      env: { SDP_ADMIN_PASSWORD: ADMIN_PASSWORD },
      readyWithinMs: FIRST_START_READY_MS,
    });
    await first.stop();
    await writeFile(join(seeding, '.seeded'), '');
    // A concurrent run may have finished first: its template is as good as this one.
    await rename(seeding, template).catch(() => undefined);
  } finally {
    await rm(seeding, { recursive: true, force: true });
  }
  await removeStaleTemplates(template);
  return template;
}

/** A data dir of its own for one server: a copy of the seeded template. */
export async function seededDataDir(): Promise<string> {
  const template = await seededConsoleTemplate();
  const dataDir = await mkdtemp(join(tmpdir(), 'sdp-e2e-data-'));
  await copyPgliteDataDir(template, dataDir);
  return dataDir;
}
