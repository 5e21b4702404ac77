import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import { fillPath } from '../../../core/contract/pathTemplate.ts';
import { NETWORK_ELEMENT_RESOURCE, type NetworkElement } from '../../engine/public/contract/networkElement.ts';
import { expectStatus } from '../../../tests/server/support/adminCalls.ts';
import { AURORA, BOREALIS } from '../../../tests/server/support/fixtures.ts';
import { COPY_EVENT_RESOURCE, type CopyEvent, type CopyRequest } from '../contract.ts';
import { FIBRE, overwriteAll, transferServerOfFile } from './testing/transferServer.ts';

/** Transfer applied over real HTTP on a real database: secrets left behind, simulators retargeted, new names and skips, all or nothing. */
const transfer = transferServerOfFile();

describe('transfer', () => {
  it('applies a copy on the target, secrets left behind, audited on both tenants, an event on each', async () => {
    // Borealis's OSS made its own: the demo's elements are alike once each calls its tenant's simulator.
    await sql`update network_elements set description = 'Borealis OSS' where tenant_id = ${BOREALIS} and name = 'OSS'`.execute(
      transfer.server.runtime.services.db,
    );
    const dry = expectStatus(await transfer.copy('workflow', FIBRE), 200).body.data;
    const applied = expectStatus(
      await transfer.copy('workflow', { ...FIBRE, apply: true, resolutions: overwriteAll(dry) }),
      200,
    ).body.data;
    expect(applied.applied).toBe(true);
    const again = expectStatus(await transfer.copy('workflow', FIBRE), 200).body.data;
    const service = again.items.find((item) => item.kind === 'service');
    expect(service?.action).toBe('unchanged');

    const db = transfer.server.runtime.services.db;
    const copied = await sql<{ operations: { workflowId: string }[] }>`
      select operations from services where tenant_id = ${BOREALIS} and name = 'fibre-broadband'`.execute(db);
    const workflowId = copied.rows[0]?.operations[0]?.workflowId;
    const workflow = await sql<{ tenant_id: string; latest_version: number | null }>`
      select tenant_id, latest_version from workflows where id = ${workflowId ?? null}::uuid`.execute(db);
    expect(workflow.rows[0]).toMatchObject({ tenant_id: BOREALIS });
    expect(workflow.rows[0]?.latest_version).toBeGreaterThan(0);

    const secrets = await sql<{ tenant_id: string; name: string; secret: string | null; enabled: boolean }>`
      select tenant_id, name, auth->>'secret' as secret, enabled from network_elements`.execute(db);
    const auroraSecrets = new Set(secrets.rows.filter((row) => row.tenant_id === AURORA).map((row) => row.secret));
    const onBorealis = secrets.rows.filter((row) => row.tenant_id === BOREALIS);
    expect(onBorealis.some((row) => row.secret !== null && auroraSecrets.has(row.secret))).toBe(false);
    for (const created of applied.items.filter((item) => item.kind === 'networkElement' && item.action === 'create')) {
      const row = onBorealis.find((element) => element.name === created.targetName);
      expect(row?.enabled === false || created.secrets.length === 0).toBe(true);
    }

    const audits = await sql<{ tenant_id: string; action: string }>`
      select tenant_id, action from audit_log where action like 'copy%'`.execute(db);
    expect(audits.rows.some((row) => row.tenant_id === AURORA && row.action === 'copy out')).toBe(true);
    expect(audits.rows.some((row) => row.tenant_id === BOREALIS && row.action.startsWith('copy '))).toBe(true);

    const out = expectStatus(await transfer.copier.get<KeysetPage<CopyEvent>>(COPY_EVENT_RESOURCE.paths.list), 200).body
      .data;
    expect(out.items[0]).toMatchObject({
      direction: 'OUT',
      result: 'APPLIED',
      targetTenantId: BOREALIS,
      actor: 'copier-aurora',
      // What was chosen: the one service named, not the workflow family the path names.
      wholeFamily: false,
      named: [{ kind: 'service', name: 'fibre-broadband' }],
    });
    expect(out.items[0]?.items.some((item) => item.kind === 'service' && item.name === 'fibre-broadband')).toBe(true);
    // The Borealis administrator sees the copy too, though they may not copy configuration themselves.
    expectStatus(await transfer.borealisSide.get(COPY_EVENT_RESOURCE.paths.list), 403);
    const inbound = await sql<{ direction: string; result: string }>`
      select direction, result from copy_events where tenant_id = ${BOREALIS}`.execute(db);
    expect(inbound.rows).toContainEqual({ direction: 'IN', result: 'APPLIED' });
  });

  it('creates an element and a trigger without their secrets disabled, and keeps them so until it is entered', async () => {
    const db = transfer.server.runtime.services.db;
    await sql`insert into network_elements (tenant_id, name, type, protocol, base_url, auth, timeout_ms, concurrency_limit)
      select tenant_id, 'Sealed element', type, protocol, base_url, '{"type":"BEARER","secret":"sealed"}'::jsonb,
        timeout_ms, concurrency_limit
      from network_elements where tenant_id = ${AURORA} limit 1`.execute(db);
    await sql`insert into triggers (tenant_id, name, path, auth, secret, format, service, operation)
      select tenant_id, 'Sealed trigger', 'sealed-trigger', auth, secret, format, service, operation
      from triggers where tenant_id = ${AURORA} and name = 'CRM activation'`.execute(db);
    const request: CopyRequest = {
      targetTenantId: BOREALIS,
      wholeFamily: false,
      items: [
        { kind: 'networkElement', name: 'Sealed element' },
        { kind: 'trigger', name: 'Sealed trigger' },
      ],
    };
    const dry = expectStatus(await transfer.copy('copyall', request), 200).body.data;
    expectStatus(await transfer.copy('copyall', { ...request, apply: true, resolutions: overwriteAll(dry) }), 200);
    const idOf = async (table: 'network_elements' | 'triggers', name: string) =>
      (
        await sql<{
          id: string;
        }>`select id from ${sql.table(table)} where tenant_id = ${BOREALIS} and name = ${name}`.execute(db)
      ).rows[0]?.id ?? '';

    const elementPath = fillPath(NETWORK_ELEMENT_RESOURCE.paths.update ?? '', {
      networkElementId: await idOf('network_elements', 'Sealed element'),
    });
    const element = expectStatus(await transfer.borealisAdmin.get<NetworkElement>(elementPath), 200).body.data;
    expect(element).toMatchObject({ enabled: false, auth: { type: 'BEARER', secretSet: false } });
    const refused = expectStatus(
      await transfer.borealisAdmin.put(elementPath, { version: element.version, enabled: true }),
      400,
    );
    expect(refused.body.errorDescription).toContain('auth.token');
    expect(refused.body.errorDescription).toContain('copied without it');
    const entered = { version: element.version, auth: { type: 'BEARER', token: 'borealis-token' } };
    expectStatus(await transfer.borealisAdmin.put(elementPath, entered), 200);
    const enabled = { version: element.version + 1, enabled: true };
    expect(
      expectStatus(await transfer.borealisAdmin.put<NetworkElement>(elementPath, enabled), 200).body.data.enabled,
    ).toBe(true);

    const triggerPath = `/api/triggers/updateTrigger/${await idOf('triggers', 'Sealed trigger')}`;
    const getTrigger = `/api/triggers/getTrigger/${await idOf('triggers', 'Sealed trigger')}`;
    const trigger = expectStatus(await transfer.borealisAdmin.get<{ version: number }>(getTrigger), 200).body.data;
    expect(trigger).toMatchObject({ enabled: false, secretSet: false });
    const noSecret = expectStatus(
      await transfer.borealisAdmin.put(triggerPath, { version: trigger.version, enabled: true }),
      400,
    );
    expect(noSecret.body.errorDescription).toContain('secret');
    const withSecret = { version: trigger.version, secret: 'a-borealis-secret-of-length', enabled: true };
    expect(expectStatus(await transfer.borealisAdmin.put(triggerPath, withSecret), 200).body.data).toMatchObject({
      enabled: true,
      secretSet: true,
    });
  });

  it("points an element on the source's simulator at the target's, in the dry run and on the target", async () => {
    const db = transfer.server.runtime.services.db;
    const element = (tenantId: string, name: string, baseUrl: string) =>
      sql`insert into network_elements (tenant_id, name, type, protocol, base_url, auth, timeout_ms, concurrency_limit)
        select ${tenantId}, ${name}, type, protocol, ${baseUrl}, '{"type":"NONE"}'::jsonb, timeout_ms, concurrency_limit
        from network_elements where tenant_id = ${AURORA} limit 1`.execute(db);
    await element(AURORA, 'Simulated OSS', `/simulator/${AURORA}/oss`);
    await element(BOREALIS, 'Simulated OSS', `/simulator/${BOREALIS}/hlr`);
    await element(AURORA, 'Simulated PCRF', `/simulator/${AURORA}/pcrf`);
    await element(AURORA, 'Outside OSS', `https://oss.example.net/simulator/${AURORA}/oss`);
    await element(AURORA, 'Lookalike OSS', `/simulator/${AURORA}x/oss`);
    const request: CopyRequest = {
      targetTenantId: BOREALIS,
      wholeFamily: false,
      items: ['Simulated OSS', 'Simulated PCRF', 'Outside OSS'].map((name) => ({
        kind: 'networkElement',
        name,
      })),
    };
    const dry = expectStatus(await transfer.copy('network', request), 200).body.data;
    const oss = dry.items.find((item) => item.name === 'Simulated OSS');
    expect(oss?.action).toBe('conflict');
    expect(oss?.diff).toEqual([
      { field: 'baseUrl', source: `/simulator/${BOREALIS}/oss`, target: `/simulator/${BOREALIS}/hlr` },
    ]);
    expectStatus(await transfer.copy('network', { ...request, apply: true, resolutions: overwriteAll(dry) }), 200);
    const copied = await sql<{ name: string; base_url: string }>`
      select name, base_url from network_elements where tenant_id = ${BOREALIS}
        and name in ('Simulated OSS', 'Simulated PCRF', 'Outside OSS', 'Lookalike OSS') order by name`.execute(db);
    expect(copied.rows).toEqual([
      { name: 'Outside OSS', base_url: `https://oss.example.net/simulator/${AURORA}/oss` },
      { name: 'Simulated OSS', base_url: `/simulator/${BOREALIS}/oss` },
      { name: 'Simulated PCRF', base_url: `/simulator/${BOREALIS}/pcrf` },
    ]);
    // A path that only looks like the source's simulator is not retargeted: it names another tenant's
    // simulator, which the target's element may not call, so the copy is refused as its save would be.
    const lookalike: CopyRequest = { ...request, items: [{ kind: 'networkElement', name: 'Lookalike OSS' }] };
    const planned = expectStatus(await transfer.copy('network', lookalike), 200).body.data;
    expect(planned.items[0]).toMatchObject({ action: 'create', name: 'Lookalike OSS' });
    const refused = expectStatus(await transfer.copy('network', { ...lookalike, apply: true }), 409);
    expect(refused.body.errorDescription).toContain(`body.baseUrl: calls the simulator of the tenant "${AURORA}x"`);
    // The demo's elements, each on its own tenant's simulator, read alike once retargeted.
    const demo = expectStatus(await transfer.copy('network', { targetTenantId: BOREALIS }), 200).body.data;
    const baseUrlDiffs = demo.items.flatMap((item) => item.diff.filter((field) => field.field === 'base_url'));
    expect(baseUrlDiffs.filter((field) => String(field.source).startsWith(`/simulator/${AURORA}/`))).toEqual([]);
  });

  it('copies under a new name, and skips an item when told', async () => {
    const dry = expectStatus(
      await transfer.copy('tasks', {
        targetTenantId: BOREALIS,
        wholeFamily: false,
        items: [{ kind: 'form', name: 'Fibre order' }],
      }),
      200,
    ).body.data;
    expect(dry.items).toEqual([expect.objectContaining({ kind: 'form', name: 'Fibre order' })]);
    const renamed = expectStatus(
      await transfer.copy('tasks', {
        targetTenantId: BOREALIS,
        wholeFamily: false,
        items: [{ kind: 'form', name: 'Fibre order' }],
        resolutions: [{ kind: 'form', name: 'Fibre order', action: 'copy', newName: 'Fibre order (Aurora)' }],
        apply: true,
      }),
      200,
    ).body.data;
    expect(renamed.items[0]).toMatchObject({ action: 'create', targetName: 'Fibre order (Aurora)' });
    await sql`insert into translators (tenant_id, name, xslt)
      select tenant_id, 'Aurora only', xslt from translators where tenant_id = ${AURORA} limit 1`.execute(
      transfer.server.runtime.services.db,
    );
    const skipped = expectStatus(
      await transfer.copy('copyTranslatorXSLT', {
        targetTenantId: BOREALIS,
        resolutions: [{ kind: 'translation', name: 'Aurora only', action: 'skip' }],
      }),
      200,
    ).body.data;
    expect(skipped.items.find((item) => item.name === 'Aurora only')?.action).toBe('skip');
  });

  it('leaves the target untouched when the last item fails, and records the failed copy', async () => {
    const db = transfer.server.runtime.services.db;
    // Borealis has another trigger on the path of Aurora's CRM trigger: its copy must fail, last of all.
    const path = sql`(select path from triggers where tenant_id = ${AURORA} and name = 'CRM activation')`;
    await sql`update triggers set name = 'Borealis CRM' where tenant_id = ${BOREALIS} and path = ${path}`.execute(db);
    await sql`insert into triggers (tenant_id, name, path, auth, secret, format, service, operation)
      select ${BOREALIS}, 'Borealis CRM', path, auth, secret, format, 'none', operation
      from triggers where tenant_id = ${AURORA} and name = 'CRM activation'
      and not exists (select 1 from triggers where tenant_id = ${BOREALIS} and path = ${path})`.execute(db);
    const request: CopyRequest = {
      targetTenantId: BOREALIS,
      wholeFamily: false,
      items: [{ kind: 'trigger', name: 'CRM activation' }],
    };
    const dry = expectStatus(await transfer.copy('copyall', request), 200).body.data;
    expect(dry.items.at(-1)).toBeDefined();
    expect(dry.items.find((item) => item.kind === 'trigger')).toMatchObject({ action: 'create', secrets: ['secret'] });
    const before = await transfer.rowCounts(BOREALIS);
    const failed = expectStatus(
      await transfer.copy('copyall', { ...request, apply: true, resolutions: overwriteAll(dry) }),
      409,
    );
    // The trigger's own save refuses the path another trigger of the target answers at.
    expect(failed.body.errorDescription).toMatch(
      /^Nothing was copied: copying the trigger "CRM activation" failed \(Another trigger answers at [a-z0-9-]+ already\.\)\.$/,
    );
    expect(await transfer.rowCounts(BOREALIS)).toEqual(before);
    const events = await sql<{ result: string; message: string }>`
      select result, message from copy_events where tenant_id = ${BOREALIS} order by created_at desc limit 1`.execute(
      db,
    );
    expect(events.rows[0]?.result).toBe('FAILED');
  });
});
