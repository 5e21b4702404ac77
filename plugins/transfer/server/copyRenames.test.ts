import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { AURORA, BOREALIS } from '../../../tests/server/support/fixtures.ts';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../../../tests/server/support/testServer.ts';
import type { CopyItem, CopyPlan, CopyRequest } from '../contract.ts';

/**
 * Copies under a new name over real HTTP: every item the target receives names the copies by their new
 * names (each kind rewrites the fields its references read), parts follow their owner's new name, and the
 * dry run shows the rewritten values.
 */
let server: TestServer;
let admin: Caller;

beforeAll(async () => {
  server = await startTestServer();
  admin = caller(server, await server.login('admin', TEST_ADMIN_PASSWORD));
  // References the demo does not make: an XML template's translation, an operation's translation and rules,
  // an ASSIGN_STOCK step naming a model rather than a device type.
  const db = server.runtime.services.db;
  const translation = sql`(select name from translators where tenant_id = ${AURORA} order by name limit 1)`;
  await sql`update provisioning_templates set translation = ${translation}
    where id = (select id from provisioning_templates where tenant_id = ${AURORA} and body_format = 'XML'
      order by operation limit 1)`.execute(db);
  await sql`update services set operations = jsonb_set(jsonb_set(operations, '{0,translation}', to_jsonb(${translation})),
      '{0,rules}', jsonb_build_array((select name from rule_validations where tenant_id = ${AURORA} order by name limit 1)))
    where tenant_id = ${AURORA} and name = 'fibre-broadband'`.execute(db);
  await sql`update task_templates set config = jsonb_set(config, '{model}',
      to_jsonb((select name from inventory_models where tenant_id = ${AURORA} order by name limit 1)))
    where tenant_id = ${AURORA} and type = 'ASSIGN_STOCK'`.execute(db);
  // And the steps the demo has none of: a sub-workflow and a transformation.
  const template = (name: string, type: string, config: string) =>
    sql`insert into task_templates (tenant_id, name, type, config, retry_policy, timeout_ms)
      select tenant_id, ${name}, ${type}, ${config}::jsonb, retry_policy, timeout_ms
      from task_templates where tenant_id = ${AURORA} limit 1`.execute(db);
  const workflow = await sql<{ name: string }>`select name from workflows where tenant_id = ${AURORA} limit 1`.execute(
    db,
  );
  const rule = await sql<{
    name: string;
  }>`select name from rule_transformations where tenant_id = ${AURORA} limit 1`.execute(db);
  await template('Run a sub-workflow', 'SUB_WORKFLOW', JSON.stringify({ workflow: workflow.rows[0]?.name }));
  await template('Transform the order', 'TRANSFORM', JSON.stringify({ rule: rule.rows[0]?.name }));
});

afterAll(async () => {
  await server?.close();
});

const copyAll = (body: CopyRequest) => admin.post<CopyPlan>('/api/admin/copyall', body);

/**
 * Kinds not renamed: a trigger's path is unique in a tenant, so a second trigger on it cannot be made;
 * a provisioning template's name follows its element (a part).
 */
const KEPT_NAMES = new Set(['trigger', 'provisioningTemplate']);

const newName = (item: CopyItem) => `${item.name} (Aurora)`;

describe('copy under a new name', () => {
  it('rewrites every reference to a renamed copy, on every kind that names another', async () => {
    const dry = expectStatus(await copyAll({ targetTenantId: BOREALIS }), 200).body.data;
    const renamed = dry.items.filter((item) => !KEPT_NAMES.has(item.kind));
    const resolutions = [
      ...renamed.map((item) => ({ kind: item.kind, name: item.name, action: 'copy' as const, newName: newName(item) })),
      ...dry.items
        .filter((item) => KEPT_NAMES.has(item.kind))
        .map((item) => ({ kind: item.kind, name: item.name, action: 'overwrite' as const })),
    ];
    const planned = expectStatus(await copyAll({ targetTenantId: BOREALIS, resolutions }), 200).body.data;
    const planItem = (kind: string, name: string) =>
      planned.items.find((item) => item.kind === kind && item.name.toLowerCase() === name.toLowerCase());

    // Parts follow their owner: an element's templates go under the element's new name.
    const template = planned.items.find((item) => item.kind === 'provisioningTemplate');
    const [element, operation] = (template?.name ?? '').split('/');
    expect(template?.targetName).toBe(`${element} (Aurora)/${operation}`);
    // The dry run shows the rewritten names: an overwritten trigger's service field names the renamed service.
    const trigger = planned.items.find((item) => item.kind === 'trigger' && item.action === 'update');
    expect(trigger?.diff.find((change) => change.field === 'service')?.source).toMatch(/ \(Aurora\)$/);
    const service = planned.items.find((item) => item.kind === 'service');
    expect(service?.renamedRefs).toContainEqual(
      expect.objectContaining({ kind: 'workflow', targetName: expect.stringMatching(/ \(Aurora\)$/) }),
    );

    const applied = expectStatus(await copyAll({ targetTenantId: BOREALIS, resolutions, apply: true }), 200).body.data;
    expect(applied.applied).toBe(true);

    const map = server.runtime.services.references;
    const db = server.runtime.services.db;
    const [source, target] = [await map.read(db, AURORA), await map.read(db, BOREALIS)];
    const referring = new Map<string, Set<string>>();
    for (const item of applied.items.filter((entry) => entry.action === 'create' || entry.action === 'update')) {
      const theirs = target.refersTo(item.kind, item.targetName).map((ref) => `${ref.kind}:${ref.name}`);
      for (const ref of source.refersTo(item.kind, item.name)) {
        const named = planItem(ref.kind, ref.name);
        const expected = named && named.action !== 'skip' ? named.targetName : ref.name;
        expect(theirs, `${item.kind} ${item.targetName} via ${ref.via}`).toContain(`${ref.kind}:${expected}`);
        if (expected !== ref.name) {
          expect(theirs).not.toContain(`${ref.kind}:${ref.name}`);
          referring.set(item.kind, (referring.get(item.kind) ?? new Set()).add(ref.kind));
        }
      }
    }
    // A part's new name keeps its owner's: an element's template is renamed within the element.
    const part = applied.items.find((item) => item.kind === 'provisioningTemplate');
    const wrong = expectStatus(
      await copyAll({
        targetTenantId: BOREALIS,
        resolutions: [{ kind: 'provisioningTemplate', name: part?.name ?? '', action: 'copy', newName: 'QUALIFY2' }],
      }),
      400,
    );
    expect(wrong.body.errorDescription).toContain('resolutions.0.newName');
    expect(wrong.body.errorDescription).toContain(`${part?.name.split('/')[0]}/<OPERATION>`);

    // Every kind that names another, and every kind it names, was checked through a renamed copy.
    expect(Object.fromEntries([...referring].map(([kind, named]) => [kind, [...named].sort()]))).toEqual({
      dependencyRule: ['service'],
      location: ['deviceModel', 'location'],
      notification: ['service'],
      provisioningTemplate: ['networkElement', 'translation'],
      service: ['form', 'translation', 'validationRule', 'workflow'],
      taskTemplate: [
        'deviceModel',
        'form',
        'location',
        'networkElement',
        'notification',
        'provisioningTemplate',
        'transformationRule',
        'workflow',
      ],
      trigger: ['service', 'translation'],
      validationRule: ['service'],
      workflow: ['taskTemplate'],
    });
  });
});
