import { describe, expect, it } from 'vitest';
import { caller, expectStatus } from '../../../tests/server/support/adminCalls.ts';
import { AURORA, BOREALIS } from '../../../tests/server/support/fixtures.ts';
import { TEST_ADMIN_PASSWORD } from '../../../tests/server/support/testServer.ts';
import { TRANSFER_PATHS, type CopyTarget, type CopyableItem } from '../contract.ts';
import { FIBRE, transferServerOfFile } from './testing/transferServer.ts';

/** Transfer over real HTTP on a real database: who may copy where, bad input, finding items, the closure and the dry run. */
const transfer = transferServerOfFile();

describe('transfer', () => {
  it('offers the tenants that accept copies from the caller, and refuses any other with 403', async () => {
    const targets = expectStatus(await transfer.copier.get<CopyTarget[]>(TRANSFER_PATHS.targets), 200).body.data;
    expect(targets).toEqual([{ tenantId: BOREALIS, name: expect.any(String) }]);
    expect(expectStatus(await transfer.lone.get<CopyTarget[]>(TRANSFER_PATHS.targets), 200).body.data).toEqual([]);
    expectStatus(await transfer.copy('copyall', { targetTenantId: BOREALIS }, transfer.lone), 403);
    // Without configuration copy the transfer key does not pass, whatever the target.
    expectStatus(await transfer.copy('copyall', { targetTenantId: BOREALIS }, transfer.noCopy), 403);
  });

  it('lets the demo administrator copy to Borealis, which accepts copies from them', async () => {
    const admin = caller(transfer.server, await transfer.server.login('admin', TEST_ADMIN_PASSWORD));
    const targets = expectStatus(await admin.get<CopyTarget[]>(TRANSFER_PATHS.targets), 200).body.data;
    expect(targets.map((target) => target.tenantId)).toEqual([BOREALIS]);
  });

  it('refuses bad input naming the field', async () => {
    const missing = expectStatus(await transfer.copier.post('/api/admin/network', {}), 400);
    expect(missing.body.errorDescription).toContain('targetTenantId');
    const own = expectStatus(await transfer.copy('network', { targetTenantId: AURORA }), 400);
    expect(own.body.errorDescription).toContain('targetTenantId');
    const badItem = expectStatus(
      await transfer.copier.post('/api/admin/workflow', { targetTenantId: BOREALIS, items: [{ kind: 'form' }] }),
      400,
    );
    expect(badItem.body.errorDescription).toContain('items.0.name');
    const badResolution = expectStatus(
      await transfer.copier.post('/api/admin/tasks', {
        targetTenantId: BOREALIS,
        resolutions: [{ kind: 'form', name: 'x', action: 'merge' }],
      }),
      400,
    );
    expect(badResolution.body.errorDescription).toContain('resolutions.0.action');
  });

  it('finds the items that can be copied by what is typed, names starting with it first', async () => {
    const fibre = expectStatus(
      await transfer.copier.get<CopyableItem[]>(`${TRANSFER_PATHS.items}?q=${encodeURIComponent('fibre')}`),
      200,
    ).body.data;
    expect(fibre).toEqual(
      expect.arrayContaining([
        { kind: 'service', title: expect.any(String), name: 'fibre-broadband' },
        { kind: 'workflow', title: 'workflow', name: 'Fibre broadband – add' },
      ]),
    );
    expect(fibre.every((item) => item.name.toLowerCase().includes('fibre'))).toBe(true);
    const survey = expectStatus(await transfer.copier.get<CopyableItem[]>(`${TRANSFER_PATHS.items}?q=survey`), 200).body
      .data;
    expect(survey.map((item) => item.name)).toEqual(['Site survey', 'Site survey']);
    const missing = expectStatus(await transfer.copier.get(TRANSFER_PATHS.items), 400);
    expect(missing.body.errorDescription).toContain('q');
    expectStatus(await transfer.noCopy.get(`${TRANSFER_PATHS.items}?q=fibre`), 403);
  });

  it('closes a service over its workflow, tasks, elements, templates and forms, saying why each is there', async () => {
    const plan = expectStatus(await transfer.copy('workflow', FIBRE), 200).body.data;
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
    const before = [await transfer.rowCounts(AURORA), await transfer.rowCounts(BOREALIS)];
    const plan = expectStatus(await transfer.copy('copyall', { targetTenantId: BOREALIS }), 200).body.data;
    expect(plan.items.length).toBeGreaterThan(20);
    expect([await transfer.rowCounts(AURORA), await transfer.rowCounts(BOREALIS)]).toEqual(before);
    const conflicts = plan.items.filter((item) => item.action === 'conflict');
    expect(conflicts.length).toBeGreaterThan(0);
    expect(conflicts[0]?.diff.length).toBeGreaterThan(0);
    const refused = expectStatus(await transfer.copy('copyall', { targetTenantId: BOREALIS, apply: true }), 409);
    expect(refused.body.errorDescription).toContain('Resolve every conflict');
    expect([await transfer.rowCounts(AURORA), await transfer.rowCounts(BOREALIS)]).toEqual(before);
  });
});
