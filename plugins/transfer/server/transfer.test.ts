import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import { fillPath } from '../../../core/contract/pathTemplate.ts';
import { NETWORK_ELEMENT_RESOURCE, type NetworkElement } from '../../engine/public/contract/networkElement.ts';
import { caller, expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { AURORA, BOREALIS, createUserWithPermissions } from '../../../tests/server/support/fixtures.ts';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../../../tests/server/support/testServer.ts';
import {
  COPY_EVENT_RESOURCE,
  TRANSFER_PATHS,
  type CopyEvent,
  type CopyPlan,
  type CopyRequest,
  type Bundle,
  type CopyTarget,
  type CopyableItem,
} from '../contract.ts';

/** Transfer over real HTTP on a real database: targets, closure, dry run, all-or-nothing apply, events. */
let server: TestServer;
let copier: Caller;
let borealisSide: Caller;
let lone: Caller;
let noCopy: Caller;
let borealisAdmin: Caller;

const EVERYTHING = {
  users: '1111',
  workflow: '1111',
  tasks: '1111',
  service: '1111',
  networks: '1111',
  forms: '1111',
  translator: '1111',
  triggers: '1111',
  notifications: '1111',
};

async function signIn(
  tenantId: string,
  username: string,
  options: { email?: string; copyConfiguration?: boolean } = {},
): Promise<Caller> {
  const user = await createUserWithPermissions(server, {
    tenantId,
    username,
    permissions: EVERYTHING,
    copyConfiguration: options.copyConfiguration ?? true,
  });
  if (options.email) {
    await server.runtime.services.db
      .updateTable('users')
      .set({ email: options.email })
      .where('username', '=', username)
      .execute();
  }
  return caller(server, await server.login(user.username, user.password));
}

beforeAll(async () => {
  server = await startTestServer();
  copier = await signIn(AURORA, 'copier-aurora', { email: 'copier@both.example' });
  borealisSide = await signIn(BOREALIS, 'copier-borealis', { email: 'Copier@both.example', copyConfiguration: false });
  lone = await signIn(AURORA, 'copier-lone');
  noCopy = await signIn(AURORA, 'no-copy', { email: 'nocopy@both.example', copyConfiguration: false });
  borealisAdmin = await signIn(BOREALIS, 'no-copy-borealis', { email: 'nocopy@both.example' });
});

afterAll(async () => {
  await server?.close();
});

const TABLES = [
  'workflows',
  'workflow_versions',
  'task_templates',
  'network_elements',
  'provisioning_templates',
  'services',
  'form_templates',
  'translators',
  'triggers',
  'alerts',
  'inventory_models',
  'inventory_locations',
  'inventory_reasons',
] as const;

async function rowCounts(tenantId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await sql<{
      count: number;
    }>`select count(*)::int as count from ${sql.table(table)} where tenant_id = ${tenantId}`.execute(
      server.runtime.services.db,
    );
    counts[table] = row.rows[0]?.count ?? 0;
  }
  return counts;
}

const copy = (family: string, body: CopyRequest, as: Caller = copier) =>
  as.post<CopyPlan>(`/api/admin/${family}`, body);

const FIBRE: CopyRequest = {
  targetTenantId: BOREALIS,
  wholeFamily: false,
  items: [{ kind: 'service', name: 'fibre-broadband' }],
};

/** Overwrite every conflict the dry run found. */
function overwriteAll(plan: CopyPlan) {
  return plan.items
    .filter((item) => item.action === 'conflict')
    .map((item) => ({ kind: item.kind, name: item.name, action: 'overwrite' as const }));
}

describe('transfer', () => {
  it('offers the tenants the same person administers, and refuses any other with 403', async () => {
    const targets = expectStatus(await copier.get<CopyTarget[]>(TRANSFER_PATHS.targets), 200).body.data;
    expect(targets).toEqual([{ tenantId: BOREALIS, name: expect.any(String) }]);
    expect(expectStatus(await lone.get<CopyTarget[]>(TRANSFER_PATHS.targets), 200).body.data).toEqual([]);
    expectStatus(await copy('copyall', { targetTenantId: BOREALIS }, lone), 403);
    // Without configuration copy the transfer key does not pass, whatever the target.
    expectStatus(await copy('copyall', { targetTenantId: BOREALIS }, noCopy), 403);
  });

  it('lets the demo administrator copy to Borealis, where their email administers too', async () => {
    const admin = caller(server, await server.login('admin', TEST_ADMIN_PASSWORD));
    const targets = expectStatus(await admin.get<CopyTarget[]>(TRANSFER_PATHS.targets), 200).body.data;
    expect(targets.map((target) => target.tenantId)).toEqual([BOREALIS]);
  });

  it('refuses bad input naming the field', async () => {
    const missing = expectStatus(await copier.post('/api/admin/network', {}), 400);
    expect(missing.body.errorDescription).toContain('targetTenantId');
    const own = expectStatus(await copy('network', { targetTenantId: AURORA }), 400);
    expect(own.body.errorDescription).toContain('targetTenantId');
    const badItem = expectStatus(
      await copier.post('/api/admin/workflow', { targetTenantId: BOREALIS, items: [{ kind: 'form' }] }),
      400,
    );
    expect(badItem.body.errorDescription).toContain('items.0.name');
    const badResolution = expectStatus(
      await copier.post('/api/admin/tasks', {
        targetTenantId: BOREALIS,
        resolutions: [{ kind: 'form', name: 'x', action: 'merge' }],
      }),
      400,
    );
    expect(badResolution.body.errorDescription).toContain('resolutions.0.action');
  });

  it('finds the items that can be copied by what is typed, names starting with it first', async () => {
    const fibre = expectStatus(
      await copier.get<CopyableItem[]>(`${TRANSFER_PATHS.items}?q=${encodeURIComponent('fibre')}`),
      200,
    ).body.data;
    expect(fibre).toEqual(
      expect.arrayContaining([
        { kind: 'service', title: expect.any(String), name: 'fibre-broadband' },
        { kind: 'workflow', title: 'workflow', name: 'Fibre broadband – add' },
      ]),
    );
    expect(fibre.every((item) => item.name.toLowerCase().includes('fibre'))).toBe(true);
    const survey = expectStatus(await copier.get<CopyableItem[]>(`${TRANSFER_PATHS.items}?q=survey`), 200).body.data;
    expect(survey.map((item) => item.name)).toEqual(['Site survey', 'Site survey']);
    const missing = expectStatus(await copier.get(TRANSFER_PATHS.items), 400);
    expect(missing.body.errorDescription).toContain('q');
    expectStatus(await noCopy.get(`${TRANSFER_PATHS.items}?q=fibre`), 403);
  });

  it('closes a service over its workflow, tasks, elements, templates and forms, saying why each is there', async () => {
    const plan = expectStatus(await copy('workflow', FIBRE), 200).body.data;
    const names = plan.items.map((item) => `${item.kind}:${item.name}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'service:fibre-broadband',
        'workflow:Fibre broadband – add',
        'taskTemplate:Check address',
        'taskTemplate:Site survey',
        'networkElement:OSS',
        'networkElement:Billing',
        'provisioningTemplate:OSS/QUALIFY',
        'provisioningTemplate:Billing/ADD',
        'form:Fibre order',
        'form:Site survey',
      ]),
    );
    const survey = plan.items.find((item) => item.kind === 'form' && item.name === 'Site survey');
    expect(survey?.neededBy).toMatchObject({ kind: 'taskTemplate', name: 'Site survey', via: 'HUMAN form' });
    expect(plan.items.find((item) => item.kind === 'service')?.neededBy).toBeNull();
    expect(plan.applied).toBe(false);
  });

  it('changes nothing on a dry run, and refuses to apply while a conflict is unresolved', async () => {
    const before = [await rowCounts(AURORA), await rowCounts(BOREALIS)];
    const plan = expectStatus(await copy('copyall', { targetTenantId: BOREALIS }), 200).body.data;
    expect(plan.items.length).toBeGreaterThan(20);
    expect([await rowCounts(AURORA), await rowCounts(BOREALIS)]).toEqual(before);
    const conflicts = plan.items.filter((item) => item.action === 'conflict');
    expect(conflicts.length).toBeGreaterThan(0);
    expect(conflicts[0]?.diff.length).toBeGreaterThan(0);
    const refused = expectStatus(await copy('copyall', { targetTenantId: BOREALIS, apply: true }), 409);
    expect(refused.body.errorDescription).toContain('Resolve every conflict');
    expect([await rowCounts(AURORA), await rowCounts(BOREALIS)]).toEqual(before);
  });

  it('applies a copy on the target, secrets left behind, audited on both tenants, an event on each', async () => {
    // Borealis's OSS made its own: the demo's elements are alike once each calls its tenant's simulator.
    await sql`update network_elements set description = 'Borealis OSS' where tenant_id = ${BOREALIS} and name = 'OSS'`.execute(
      server.runtime.services.db,
    );
    const dry = expectStatus(await copy('workflow', FIBRE), 200).body.data;
    const applied = expectStatus(await copy('workflow', { ...FIBRE, apply: true, resolutions: overwriteAll(dry) }), 200)
      .body.data;
    expect(applied.applied).toBe(true);
    const again = expectStatus(await copy('workflow', FIBRE), 200).body.data;
    const service = again.items.find((item) => item.kind === 'service');
    expect(service?.action).toBe('unchanged');

    const db = server.runtime.services.db;
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

    const out = expectStatus(await copier.get<KeysetPage<CopyEvent>>(COPY_EVENT_RESOURCE.paths.list), 200).body.data;
    expect(out.items[0]).toMatchObject({
      direction: 'OUT',
      result: 'APPLIED',
      targetTenantId: BOREALIS,
      actor: 'copier-aurora',
    });
    expect(out.items[0]?.items.some((item) => item.kind === 'service' && item.name === 'fibre-broadband')).toBe(true);
    // The Borealis administrator sees the copy too, though they may not copy configuration themselves.
    expectStatus(await borealisSide.get(COPY_EVENT_RESOURCE.paths.list), 403);
    const inbound = await sql<{ direction: string; result: string }>`
      select direction, result from copy_events where tenant_id = ${BOREALIS}`.execute(db);
    expect(inbound.rows).toContainEqual({ direction: 'IN', result: 'APPLIED' });
  });

  it('creates an element and a trigger without their secrets disabled, and keeps them so until it is entered', async () => {
    const db = server.runtime.services.db;
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
    const dry = expectStatus(await copy('copyall', request), 200).body.data;
    expectStatus(await copy('copyall', { ...request, apply: true, resolutions: overwriteAll(dry) }), 200);
    const idOf = async (table: 'network_elements' | 'triggers', name: string) =>
      (
        await sql<{
          id: string;
        }>`select id from ${sql.table(table)} where tenant_id = ${BOREALIS} and name = ${name}`.execute(db)
      ).rows[0]?.id ?? '';

    const elementPath = fillPath(NETWORK_ELEMENT_RESOURCE.paths.update ?? '', {
      networkElementId: await idOf('network_elements', 'Sealed element'),
    });
    const element = expectStatus(await borealisAdmin.get<NetworkElement>(elementPath), 200).body.data;
    expect(element).toMatchObject({ enabled: false, auth: { type: 'BEARER', secretSet: false } });
    const refused = expectStatus(
      await borealisAdmin.put(elementPath, { version: element.version, enabled: true }),
      400,
    );
    expect(refused.body.errorDescription).toContain('auth.token');
    expect(refused.body.errorDescription).toContain('copied without it');
    const entered = { version: element.version, auth: { type: 'BEARER', token: 'borealis-token' } };
    expectStatus(await borealisAdmin.put(elementPath, entered), 200);
    const enabled = { version: element.version + 1, enabled: true };
    expect(expectStatus(await borealisAdmin.put<NetworkElement>(elementPath, enabled), 200).body.data.enabled).toBe(
      true,
    );

    const triggerPath = `/api/triggers/updateTrigger/${await idOf('triggers', 'Sealed trigger')}`;
    const getTrigger = `/api/triggers/getTrigger/${await idOf('triggers', 'Sealed trigger')}`;
    const trigger = expectStatus(await borealisAdmin.get<{ version: number }>(getTrigger), 200).body.data;
    expect(trigger).toMatchObject({ enabled: false, secretSet: false });
    const noSecret = expectStatus(
      await borealisAdmin.put(triggerPath, { version: trigger.version, enabled: true }),
      400,
    );
    expect(noSecret.body.errorDescription).toContain('secret');
    const withSecret = { version: trigger.version, secret: 'a-borealis-secret-of-length', enabled: true };
    expect(expectStatus(await borealisAdmin.put(triggerPath, withSecret), 200).body.data).toMatchObject({
      enabled: true,
      secretSet: true,
    });
  });

  it("points an element on the source's simulator at the target's, in the dry run and on the target", async () => {
    const db = server.runtime.services.db;
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
      items: ['Simulated OSS', 'Simulated PCRF', 'Outside OSS', 'Lookalike OSS'].map((name) => ({
        kind: 'networkElement',
        name,
      })),
    };
    const dry = expectStatus(await copy('network', request), 200).body.data;
    const oss = dry.items.find((item) => item.name === 'Simulated OSS');
    expect(oss?.action).toBe('conflict');
    expect(oss?.diff).toEqual([
      { field: 'base_url', source: `/simulator/${BOREALIS}/oss`, target: `/simulator/${BOREALIS}/hlr` },
    ]);
    expectStatus(await copy('network', { ...request, apply: true, resolutions: overwriteAll(dry) }), 200);
    const copied = await sql<{ name: string; base_url: string }>`
      select name, base_url from network_elements where tenant_id = ${BOREALIS}
        and name in ('Simulated OSS', 'Simulated PCRF', 'Outside OSS', 'Lookalike OSS') order by name`.execute(db);
    expect(copied.rows).toEqual([
      { name: 'Lookalike OSS', base_url: `/simulator/${AURORA}x/oss` },
      { name: 'Outside OSS', base_url: `https://oss.example.net/simulator/${AURORA}/oss` },
      { name: 'Simulated OSS', base_url: `/simulator/${BOREALIS}/oss` },
      { name: 'Simulated PCRF', base_url: `/simulator/${BOREALIS}/pcrf` },
    ]);
    // The demo's elements, each on its own tenant's simulator, read alike once retargeted.
    const demo = expectStatus(await copy('network', { targetTenantId: BOREALIS }), 200).body.data;
    const baseUrlDiffs = demo.items.flatMap((item) => item.diff.filter((field) => field.field === 'base_url'));
    expect(baseUrlDiffs.filter((field) => String(field.source).startsWith(`/simulator/${AURORA}/`))).toEqual([]);
  });

  it('copies under a new name, and skips an item when told', async () => {
    const dry = expectStatus(
      await copy('tasks', {
        targetTenantId: BOREALIS,
        wholeFamily: false,
        items: [{ kind: 'form', name: 'Fibre order' }],
      }),
      200,
    ).body.data;
    expect(dry.items).toEqual([expect.objectContaining({ kind: 'form', name: 'Fibre order' })]);
    const renamed = expectStatus(
      await copy('tasks', {
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
      server.runtime.services.db,
    );
    const skipped = expectStatus(
      await copy('copyTranslatorXSLT', {
        targetTenantId: BOREALIS,
        resolutions: [{ kind: 'translation', name: 'Aurora only', action: 'skip' }],
      }),
      200,
    ).body.data;
    expect(skipped.items.find((item) => item.name === 'Aurora only')?.action).toBe('skip');
  });

  it('leaves the target untouched when the last item fails, and records the failed copy', async () => {
    const db = server.runtime.services.db;
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
    const dry = expectStatus(await copy('copyall', request), 200).body.data;
    expect(dry.items.at(-1)).toBeDefined();
    expect(dry.items.find((item) => item.kind === 'trigger')).toMatchObject({ action: 'create', secrets: ['secret'] });
    const before = await rowCounts(BOREALIS);
    const failed = expectStatus(
      await copy('copyall', { ...request, apply: true, resolutions: overwriteAll(dry) }),
      409,
    );
    expect(failed.body.errorDescription).toBe(
      'Nothing was copied: copying the trigger "CRM activation" failed (the target has another item with the same unique values).',
    );
    expect(await rowCounts(BOREALIS)).toEqual(before);
    const events = await sql<{ result: string; message: string }>`
      select result, message from copy_events where tenant_id = ${BOREALIS} order by created_at desc limit 1`.execute(
      db,
    );
    expect(events.rows[0]?.result).toBe('FAILED');
  });

  it('exports a bundle without secrets, and imports it through the same dry run', async () => {
    const exported = expectStatus(
      await copier.post<Bundle>(TRANSFER_PATHS.bundleExport, {
        family: 'workflow',
        wholeFamily: false,
        items: [
          { kind: 'service', name: 'mobile-postpaid' },
          { kind: 'trigger', name: 'CRM activation' },
        ],
      }),
      200,
    ).body.data;
    expect(exported).toMatchObject({ format: 'sdp-configuration-bundle', schemaVersion: 1, sourceTenantId: AURORA });
    expect(exported.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(exported.items.map((item) => item.kind)).toEqual(
      expect.arrayContaining(['service', 'trigger', 'networkElement']),
    );
    expect(JSON.stringify(exported)).not.toMatch(/"secret"\s*:/);

    const before = await rowCounts(BOREALIS);
    const dry = expectStatus(await borealisAdmin.post<CopyPlan>(TRANSFER_PATHS.bundleImport, { bundle: exported }), 200)
      .body.data;
    expect(dry).toMatchObject({ sourceTenantId: AURORA, targetTenantId: BOREALIS, applied: false });
    expect(dry.items.length).toBe(exported.items.length);
    expect(await rowCounts(BOREALIS)).toEqual(before);

    const applied = expectStatus(
      await borealisAdmin.post<CopyPlan>(TRANSFER_PATHS.bundleImport, {
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
      server.runtime.services.db,
    );
    expect(events.rows[0]).toEqual({ direction: 'IN', source_tenant_id: AURORA, result: 'APPLIED' });
  });

  it('refuses a bundle of another schema version, changed by hand, or imported by a non-administrator', async () => {
    const exported = expectStatus(
      await copier.post<Bundle>(TRANSFER_PATHS.bundleExport, { family: 'copyTranslatorXSLT' }),
      200,
    ).body.data;
    const newer = expectStatus(
      await borealisAdmin.post(TRANSFER_PATHS.bundleImport, { bundle: { ...exported, schemaVersion: 2 } }),
      400,
    );
    expect(newer.body.errorDescription).toContain('bundle.schemaVersion');
    expect(newer.body.errorDescription).toContain('is 2, newer than the version this server reads (1)');
    const older = expectStatus(
      await borealisAdmin.post(TRANSFER_PATHS.bundleImport, { bundle: { ...exported, schemaVersion: 0 } }),
      400,
    );
    expect(older.body.errorDescription).toContain('is 0, older than the version this server reads (1)');
    const notABundle = expectStatus(
      await borealisAdmin.post(TRANSFER_PATHS.bundleImport, { bundle: { items: [] } }),
      400,
    );
    expect(notABundle.body.errorDescription).toContain('bundle.schemaVersion');
    const edited = { ...exported, items: exported.items.map((item) => ({ ...item, name: `${item.name}!` })) };
    const tampered = expectStatus(await borealisAdmin.post(TRANSFER_PATHS.bundleImport, { bundle: edited }), 400);
    expect(tampered.body.errorDescription).toContain('bundle.hash');
    // A user who may copy configuration but does not administer the tenant may not import into it.
    const user = await createUserWithPermissions(server, {
      tenantId: BOREALIS,
      username: 'borealis-designer',
      permissions: { workflow: '1111' },
      copyConfiguration: true,
    });
    const designer = caller(server, await server.login(user.username, user.password));
    expectStatus(await designer.post(TRANSFER_PATHS.bundleImport, { bundle: exported }), 403);
  });
});
