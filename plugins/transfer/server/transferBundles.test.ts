import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { caller, expectStatus } from '../../../tests/server/support/adminCalls.ts';
import { AURORA, BOREALIS, createUserWithPermissions } from '../../../tests/server/support/fixtures.ts';
import { TRANSFER_PATHS, type CopyPlan, type Bundle } from '../contract.ts';
import { overwriteAll, transferServerOfFile } from './testing/transferServer.ts';

/** Configuration bundles over real HTTP on a real database: exported without secrets, imported through the same dry run. */
const transfer = transferServerOfFile();

describe('transfer', () => {
  it('exports a bundle without secrets, and imports it through the same dry run', async () => {
    const exported = expectStatus(
      await transfer.copier.post<Bundle>(TRANSFER_PATHS.bundleExport, {
        family: 'workflow',
        wholeFamily: false,
        items: [
          { kind: 'service', name: 'mobile-postpaid' },
          { kind: 'trigger', name: 'CRM activation' },
        ],
      }),
      200,
    ).body.data;
    expect(exported).toMatchObject({ format: 'sdp-configuration-bundle', schemaVersion: 2, sourceTenantId: AURORA });
    expect(exported.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(exported.items.map((item) => item.kind)).toEqual(
      expect.arrayContaining(['service', 'trigger', 'networkElement']),
    );
    expect(JSON.stringify(exported)).not.toMatch(/"secret"\s*:/);

    const before = await transfer.rowCounts(BOREALIS);
    const dry = expectStatus(
      await transfer.borealisAdmin.post<CopyPlan>(TRANSFER_PATHS.bundleImport, { bundle: exported }),
      200,
    ).body.data;
    expect(dry).toMatchObject({ sourceTenantId: AURORA, targetTenantId: BOREALIS, applied: false });
    expect(dry.items.length).toBe(exported.items.length);
    expect(await transfer.rowCounts(BOREALIS)).toEqual(before);

    const applied = expectStatus(
      await transfer.borealisAdmin.post<CopyPlan>(TRANSFER_PATHS.bundleImport, {
        bundle: exported,
        apply: true,
        resolutions: [
          ...overwriteAll(dry),
          ...dry.items
            .filter((item) => item.kind === 'trigger' && item.action === 'create')
            .map((item) => ({ kind: item.kind, name: item.name, action: 'skip' as const })),
        ],
      }),
      200,
    ).body.data;
    expect(applied.applied).toBe(true);
    const events = await sql<{ direction: string; source_tenant_id: string; result: string }>`
      select direction, source_tenant_id, result from copy_events where tenant_id = ${BOREALIS} order by created_at desc limit 1`.execute(
      transfer.server.runtime.services.db,
    );
    expect(events.rows[0]).toEqual({ direction: 'IN', source_tenant_id: AURORA, result: 'APPLIED' });
  });

  it('refuses a bundle of another schema version, changed by hand, or imported by a non-administrator', async () => {
    const exported = expectStatus(
      await transfer.copier.post<Bundle>(TRANSFER_PATHS.bundleExport, { family: 'copyTranslatorXSLT' }),
      200,
    ).body.data;
    const newer = expectStatus(
      await transfer.borealisAdmin.post(TRANSFER_PATHS.bundleImport, { bundle: { ...exported, schemaVersion: 3 } }),
      400,
    );
    expect(newer.body.errorDescription).toContain('bundle.schemaVersion');
    expect(newer.body.errorDescription).toContain('is 3, newer than the version this server reads (2)');
    const older = expectStatus(
      await transfer.borealisAdmin.post(TRANSFER_PATHS.bundleImport, { bundle: { ...exported, schemaVersion: 0 } }),
      400,
    );
    expect(older.body.errorDescription).toContain('is 0, older than the version this server reads (2)');
    const notABundle = expectStatus(
      await transfer.borealisAdmin.post(TRANSFER_PATHS.bundleImport, { bundle: { items: [] } }),
      400,
    );
    expect(notABundle.body.errorDescription).toContain('bundle.schemaVersion');
    const edited = { ...exported, items: exported.items.map((item) => ({ ...item, name: `${item.name}!` })) };
    const tampered = expectStatus(
      await transfer.borealisAdmin.post(TRANSFER_PATHS.bundleImport, { bundle: edited }),
      400,
    );
    expect(tampered.body.errorDescription).toContain('bundle.hash');
    // A user who may copy configuration but does not administer the tenant may not import into it.
    const user = await createUserWithPermissions(transfer.server, {
      tenantId: BOREALIS,
      username: 'borealis-designer',
      permissions: { workflow: '1111' },
      copyConfiguration: true,
    });
    const designer = caller(transfer.server, await transfer.server.login(user.username, user.password));
    expectStatus(await designer.post(TRANSFER_PATHS.bundleImport, { bundle: exported }), 403);
  });
});
