import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

/**
 * Where work is bound to a tenant other than its request's caller, or unbound from it (core/server/db/
 * tenantBinding.ts), and why. Each is a step across the tenant guard: a new one is added here, with its
 * reason, where a reviewer sees it.
 */
const ALLOWED: Readonly<Record<string, { bindTenant?: string; unbound?: string }>> = {
  'core/server/http/registerRoutes.ts': { bindTenant: "every request's handler, to its caller's tenant" },
  'core/server/db/SharedListener.ts': { unbound: 'a notification is heard in the work of whoever committed it' },
  'core/server/jobs/JobQueue.ts': { unbound: "a job is the server's own, whatever request sent it" },
  'core/server/jobs/ProcessLease.ts': { unbound: "a process's lease and its renewal serve every tenant's work" },
  'core/server/jobs/takeOver.ts': { unbound: 'a dead process held work of every tenant: all of it is taken over' },
  'plugins/triggers/server/inboundEndpoints.ts': { bindTenant: "an inbound call acts for its trigger's tenant" },
  'plugins/transfer/server/copyApply.ts': {
    bindTenant: 'a copy writes on the tenant that granted it and records its OUT side on the source',
  },
  'plugins/transfer/server/copyGrantRoutes.ts': {
    bindTenant: "a copy grant's audit entry in the tenant it lets copy (the grant's source)",
  },
};

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(join(ROOT, folder), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((path) => !path.split('/').includes('testing') && !path.includes('node_modules'));
}

describe('steps across the tenant guard', () => {
  it('are taken only where listed', async () => {
    const found: Record<string, { bindTenant?: true; unbound?: true }> = {};
    for (const path of [...(await sourceFiles('core')), ...(await sourceFiles('plugins'))]) {
      if (path === 'core/server/db/tenantBinding.ts') continue;
      const text = await readFile(join(ROOT, path), 'utf8');
      for (const call of ['bindTenant', 'unbound'] as const) {
        if (new RegExp(`\\b${call}\\(`).test(text)) found[path] = { ...found[path], [call]: true };
      }
    }
    const listed = Object.fromEntries(
      Object.entries(ALLOWED).map(([path, calls]) => [
        path,
        Object.fromEntries(Object.keys(calls).map((call) => [call, true])),
      ]),
    );
    expect(found).toEqual(listed);
  });
});
