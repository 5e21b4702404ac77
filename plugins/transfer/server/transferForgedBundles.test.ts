import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { caller, expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { AURORA, BOREALIS } from '../../../tests/server/support/fixtures.ts';
import { TEST_ADMIN_PASSWORD } from '../../../tests/server/support/testServer.ts';
import { NETWORK_ELEMENT_RESOURCE } from '../../engine/public/contract/networkElement.ts';
import type { WorkflowDefinition } from '../../engine/public/contract/workflowDefinition.ts';
import { contentHash } from '../../engine/public/server/workflowVersions.ts';
import { TRANSFER_PATHS, type Bundle } from '../contract.ts';
import { exportBundle, fieldErrorsOf, forged, importBundle, rehashed } from './testing/forgedBundles.ts';
import { transferServerOfFile } from './testing/transferServer.ts';

/**
 * Bundles edited by hand and hashed again, over real HTTP on a real database: an import stores only what
 * the kinds' own APIs would take — no tenant or id from its fields, no field the API does not know, no
 * expression, stylesheet, reference or simulator the API refuses — and nothing at all when it refuses.
 */
const transfer = transferServerOfFile();
let admin: Caller;
let adminToken: string;

beforeAll(async () => {
  adminToken = await transfer.server.login('admin', TEST_ADMIN_PASSWORD);
  admin = caller(transfer.server, adminToken);
});

const db = () => transfer.server.runtime.services.db;

async function tenantOfTrigger(name: string): Promise<string[]> {
  const rows = await sql<{ tenant_id: string }>`select tenant_id from triggers where name = ${name}`.execute(db());
  return rows.rows.map((row) => row.tenant_id).sort();
}

describe('a bundle edited by hand', () => {
  it('never takes a tenant, an id, an account or any field its kind does not know from an item', async () => {
    const exported = await exportBundle(admin, { family: 'copyall' });
    const crm = (field: string) =>
      forged(exported, { kind: 'trigger', name: 'CRM activation' }, (item) => ({
        ...item,
        fields: { ...item.fields, [field]: BOREALIS },
      }));
    const before = { aurora: await tenantOfTrigger('CRM activation'), borealis: await transfer.rowCounts(BOREALIS) };

    const moved = crm('tenant_id');
    const path = `bundle.items.${moved.index}.fields.tenant_id`;
    expect(fieldErrorsOf(await importBundle(admin, moved.bundle), path)[0]?.message).toBe('unknown field');
    fieldErrorsOf(await importBundle(admin, moved.bundle, true), path);
    for (const field of ['id', 'account_id', 'tenantId', 'secret', 'triggerId']) {
      const other = crm(field);
      fieldErrorsOf(await importBundle(admin, other.bundle), `bundle.items.${other.index}.fields.${field}`);
    }
    expect(await tenantOfTrigger('CRM activation')).toEqual(before.aurora);
    expect(await transfer.rowCounts(BOREALIS)).toEqual(before.borealis);
  });

  it('refuses an item named as its API would name none', async () => {
    const exported = await exportBundle(admin, {
      family: 'copyall',
      wholeFamily: false,
      items: [{ kind: 'service', name: 'fibre-broadband' }],
    });
    const { bundle, index } = forged(exported, { kind: 'service' }, (item) => ({ ...item, name: '<b>fibre</b>' }));
    const [refused] = fieldErrorsOf(await importBundle(admin, bundle), `bundle.items.${index}.name`);
    expect(refused?.message).toContain('A service name starts with a letter');
  });

  it('refuses a validation rule with $eval with the 400 its API answers the same rule', async () => {
    const exported = await exportBundle(admin, { family: 'copyall' });
    const condition = '$eval("true")';
    const { bundle, index } = forged(exported, { kind: 'validationRule' }, (item) => ({
      ...item,
      fields: { ...item.fields, condition },
    }));
    const rule = bundle.items[index];
    const typed = await admin.post('/rules/validation', {
      ...rule?.fields,
      name: 'Typed with eval',
    });
    const [asTyped] = fieldErrorsOf(typed, 'condition');
    const imported = fieldErrorsOf(await importBundle(admin, bundle, true), `bundle.items.${index}.fields.condition`);
    expect(imported[0]?.message).toBe(asTyped?.message);
    const stored = await sql<{ condition: string }>`
      select condition from rule_validations where tenant_id = ${AURORA} and name = ${rule?.name ?? ''}`.execute(db());
    expect(stored.rows[0]?.condition).not.toBe(condition);
  });

  it('refuses a translation whose XSLT loads another document', async () => {
    const exported = await exportBundle(admin, { family: 'copyTranslatorXSLT' });
    const xslt = `<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:template match="/"><xsl:value-of select="document('file:///etc/passwd')"/></xsl:template>
</xsl:stylesheet>`;
    const { bundle, index } = forged(exported, { kind: 'translation' }, (item) => ({
      ...item,
      fields: { ...item.fields, xslt },
    }));
    const errors = fieldErrorsOf(await importBundle(admin, bundle, true), `bundle.items.${index}.fields.xslt`);
    expect(errors[0]?.message).toContain('document()');
    const stored = await sql<{ xslt: string }>`select xslt from translators where xslt like '%etc/passwd%'`.execute(
      db(),
    );
    expect(stored.rows).toEqual([]);
  });

  it('refuses a workflow version running a task template there is none of, and a service on a missing workflow', async () => {
    const exported = await exportBundle(admin, {
      family: 'workflow',
      wholeFamily: false,
      items: [{ kind: 'service', name: 'fibre-broadband' }],
    });
    const workflow = forged(exported, { kind: 'workflow' }, (item) => {
      const [first, ...versions] = item.fields.versions as { definition: WorkflowDefinition }[];
      if (!first) throw new Error('The workflow has no version');
      const definition = {
        ...first.definition,
        steps: first.definition.steps.map((step) =>
          step.taskTemplate ? { ...step, taskTemplate: 'No such template' } : step,
        ),
      };
      const version = { ...first, definition, contentHash: contentHash(definition), number: 99 };
      return { ...item, fields: { ...item.fields, versions: [version, ...versions] } };
    });
    const path = `bundle.items.${workflow.index}.fields.versions.0.definition`;
    const errors = fieldErrorsOf(await importBundle(admin, workflow.bundle, true), path);
    expect(errors[0]?.message).toContain('No such template');

    const service = forged(exported, { kind: 'service', name: 'fibre-broadband' }, (item) => ({
      ...item,
      fields: {
        ...item.fields,
        operations: (item.fields.operations as Record<string, unknown>[]).map((operation) => ({
          ...operation,
          workflow: 'No such workflow',
        })),
      },
    }));
    const refused = fieldErrorsOf(
      await importBundle(admin, service.bundle, true),
      `bundle.items.${service.index}.fields.operations.0.workflow`,
    );
    expect(refused[0]?.message).toContain('No such workflow');
    const versions = await sql<{ count: number }>`
      select count(*)::int as count from workflow_versions where comment like '%version 99 of the source%'`.execute(
      db(),
    );
    expect(versions.rows[0]?.count).toBe(0);
  });

  it('refuses a trigger naming a service, an operation or a translation there is none of, as its API does', async () => {
    const exported = await exportBundle(admin, {
      family: 'copyall',
      wholeFamily: false,
      items: [{ kind: 'trigger', name: 'CRM activation' }],
    });
    const triggerPath = (
      await sql<{ path: string }>`
      select path from triggers where tenant_id = ${AURORA} and name = 'CRM activation'`.execute(db())
    ).rows[0]?.path;
    for (const [field, value] of [
      ['service', 'no-such-service'],
      ['operation', 'NO_SUCH_OPERATION'],
      ['translation', 'no-such-translation'],
    ] as const) {
      const { bundle, index } = forged(exported, { kind: 'trigger' }, (item) => ({
        ...item,
        fields: { ...item.fields, [field]: value },
      }));
      const [refused] = fieldErrorsOf(await importBundle(admin, bundle, true), `bundle.items.${index}.fields.${field}`);
      const typed = await admin.post('/api/triggers/createTrigger', {
        ...bundle.items[index]?.fields,
        name: `Typed ${field}`,
        path: `typed-${field}`,
        secret: 'a-typed-secret-of-length',
      });
      expect(fieldErrorsOf(typed, field)[0]?.message).toBe(refused?.message);
    }
    const stored = await sql<{ path: string; service: string; operation: string; translation: string | null }>`
      select path, service, operation, translation from triggers where tenant_id = ${AURORA} and name = 'CRM activation'`.execute(
      db(),
    );
    expect(stored.rows).toEqual([expect.objectContaining({ path: triggerPath })]);
    expect(JSON.stringify(stored.rows)).not.toMatch(/no-such|NO_SUCH/);
  });

  it("refuses a network element calling another tenant's simulator, as its own API does", async () => {
    await sql`insert into network_elements (tenant_id, name, type, protocol, base_url, auth, timeout_ms, concurrency_limit)
      select tenant_id, 'Forged OSS', type, protocol, base_url, '{"type":"NONE"}'::jsonb, timeout_ms, concurrency_limit
      from network_elements where tenant_id = ${AURORA} limit 1`.execute(db());
    const exported = await exportBundle(admin, {
      family: 'network',
      wholeFamily: false,
      items: [{ kind: 'networkElement', name: 'Forged OSS' }],
    });
    // Labelled as Borealis's own, so nothing retargets it: the element would call Aurora's simulator.
    const { bundle, index } = forged({ ...exported, sourceTenantId: BOREALIS }, { kind: 'networkElement' }, (item) => ({
      ...item,
      fields: { ...item.fields, baseUrl: `/simulator/${AURORA}/oss` },
    }));
    const refused = fieldErrorsOf(
      await importBundle(transfer.borealisAdmin, bundle, true),
      `bundle.items.${index}.fields.baseUrl`,
    );
    expect(refused[0]?.message).toContain(`the tenant "${AURORA}"`);
    const typed = await transfer.borealisAdmin.post(NETWORK_ELEMENT_RESOURCE.paths.create ?? '', {
      name: 'Typed OSS',
      type: 'OSS',
      baseUrl: `/simulator/${AURORA}/../${AURORA}/oss`,
    });
    expect(fieldErrorsOf(typed, 'baseUrl')[0]?.message).toBe(refused[0]?.message);
    const stored = await sql<{ count: number }>`
      select count(*)::int as count from network_elements where tenant_id = ${BOREALIS}
        and name in ('Forged OSS', 'Typed OSS')`.execute(db());
    expect(stored.rows[0]?.count).toBe(0);
  });

  it('takes its source tenant as a label only, and refuses one that is no tenant id', async () => {
    const exported = await exportBundle(admin, { family: 'copyTranslatorXSLT' });
    const pathLike = rehashed({ ...exported, sourceTenantId: `../${AURORA}/x` });
    fieldErrorsOf(await importBundle(transfer.borealisAdmin, pathLike), 'bundle.sourceTenantId');

    const auroraRows = async () =>
      (
        await sql<{ count: number }>`select (select count(*) from copy_events where tenant_id = ${AURORA})
          + (select count(*) from audit_log where tenant_id = ${AURORA})::int as count`.execute(db())
      ).rows[0]?.count;
    const before = await auroraRows();
    const labelled = rehashed({ ...exported, sourceTenantId: AURORA });
    const applied = expectStatus(await importBundle(transfer.borealisAdmin, labelled, true), 200).body.data;
    expect(applied).toMatchObject({ sourceTenantId: AURORA, targetTenantId: BOREALIS, applied: true });
    const event = await sql<{ tenant_id: string; direction: string; source_tenant_id: string }>`
      select tenant_id, direction, source_tenant_id from copy_events order by created_at desc limit 1`.execute(db());
    expect(event.rows[0]).toEqual({ tenant_id: BOREALIS, direction: 'IN', source_tenant_id: AURORA });
    expect(await auroraRows()).toBe(before);
  });

  it('answers 400 naming the field nested 10,000 levels deep', async () => {
    const exported = await exportBundle(admin, { family: 'copyTranslatorXSLT' });
    const marker = '"__deep__"';
    const { bundle, index } = forged(exported, { kind: 'translation' }, (item) => ({
      ...item,
      fields: { ...item.fields, sampleInput: '__deep__' },
    }));
    const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const rawBody = JSON.stringify({ bundle }).replace(marker, deep);
    const response = await transfer.server.request<null>('POST', TRANSFER_PATHS.bundleImport, {
      token: adminToken,
      rawBody,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body.errorDescription).toContain(`bundle.items.${index}.fields.sampleInput`);
  });

  it('of version 1 is refused, asking for it to be exported again', async () => {
    const exported = await exportBundle(admin, { family: 'copyTranslatorXSLT' });
    const older = await importBundle(admin, rehashed({ ...exported, schemaVersion: 1 }));
    const [error] = fieldErrorsOf(older, 'bundle.schemaVersion');
    expect(error?.message).toBe(
      'is 1, older than the version this server reads (2): export the bundle again from a server of this version',
    );
  });
});

describe('a bundle as exported', () => {
  it('copies every item of Aurora into Borealis, dry run and apply, each then as Aurora has it', async () => {
    const exported = await exportBundle(admin, { family: 'copyall' });
    const dry = expectStatus(await importBundle(transfer.borealisAdmin, exported), 200).body.data;
    const key = (item: { kind: string; name: string }) => `${item.kind}:${item.name}`;
    expect(dry.items.map(key).sort()).toEqual(exported.items.map(key).sort());
    const applied = expectStatus(await importBundle(transfer.borealisAdmin, exported, true), 200).body.data;
    expect(applied.applied).toBe(true);

    // Imported again, every item reads alike, but for the toggle of those made without their secret.
    const again = expectStatus(await importBundle(transfer.borealisAdmin, exported), 200).body.data;
    const secretLeft = new Set(applied.items.filter((item) => item.secrets.length > 0).map(key));
    const differing = again.items.filter((item) => item.action !== 'unchanged');
    for (const item of differing) {
      expect(secretLeft.has(key(item)), `${key(item)}: ${JSON.stringify(item.diff)}`).toBe(true);
      expect(item.diff.map((change) => change.field)).toEqual(['enabled']);
    }
    const sample = (bundle: Bundle, kind: string) => bundle.items.find((item) => item.kind === kind)?.fields;
    const borealis = await exportBundle(transfer.borealisAdmin, { family: 'copyall' });
    for (const kind of ['form', 'translation', 'validationRule', 'location', 'taskTemplate']) {
      const name = exported.items.find((item) => item.kind === kind)?.name;
      const theirs = borealis.items.find((item) => item.kind === kind && item.name === name)?.fields;
      expect(theirs, kind).toEqual(sample(exported, kind));
    }
  });
});
