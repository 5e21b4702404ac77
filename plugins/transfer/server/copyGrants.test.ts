import { describe, expect, it } from 'vitest';
import { auditOf, caller, expectStatus, userPage, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { AURORA, BOREALIS, createUserWithPermissions, demoPassword } from '../../../tests/server/support/fixtures.ts';
import { TEST_ADMIN_PASSWORD } from '../../../tests/server/support/testServer.ts';
import { TRANSFER_PATHS, type CopyGrant, type CopyGrants, type CopyTarget } from '../contract.ts';
import { FIBRE, transferServerOfFile } from './testing/transferServer.ts';

/** Copy grants over real HTTP: trust between tenants is the target's to give, and nothing else makes a target. */
const transfer = transferServerOfFile();

const grantPath = (grantId: string) => TRANSFER_PATHS.grant.replace(':grantId', grantId);
const ONE_NETWORK = { ...FIBRE, items: [{ kind: 'networkElement', name: 'OSS' }] };

async function signedIn(username: string, password: string): Promise<Caller> {
  return caller(transfer.server, await transfer.server.login(username, password));
}

async function copierOfAurora(username: string, accountId: string | null = null): Promise<Caller> {
  const user = await createUserWithPermissions(transfer.server, {
    tenantId: AURORA,
    username,
    permissions: { networks: '0100', workflow: '0100', tasks: '0100' },
    copyConfiguration: true,
    accountId,
  });
  return signedIn(user.username, user.password);
}

const targetsOf = async (as: Caller) =>
  expectStatus(await as.get<CopyTarget[]>(TRANSFER_PATHS.targets), 200).body.data.map((target) => target.tenantId);

async function grantFromAurora(borealisAdmin: Caller): Promise<CopyGrant> {
  const grants = expectStatus(await borealisAdmin.get<CopyGrants>(TRANSFER_PATHS.grants), 200).body.data;
  return grants.given.find((grant) => grant.sourceTenantId === AURORA) as CopyGrant;
}

describe('copy grants', () => {
  it("makes no tenant a target through an email the source tenant's administrator sets", async () => {
    const admin = await signedIn('admin', TEST_ADMIN_PASSWORD);
    const copier = await copierOfAurora('email-copier');
    const [user] = (await userPage(admin, 'q=email-copier')).items;
    if (!user) throw new Error('no user email-copier');
    // The Aurora administrator gives the copier the Borealis administrator's email.
    expectStatus(
      await admin.put('/user/updateUser', {
        userId: user.userId,
        version: user.version,
        email: 'admin@borealis.example',
      }),
      200,
    );
    expect(await targetsOf(copier)).toEqual([]);
    const refused = expectStatus(await transfer.copy('network', ONE_NETWORK, copier), 403);
    expect(refused.body.errorDescription).toContain('accepts no configuration copies from you');
  });

  it('lets the target grant, change and revoke copies from named users of a tenant, and shows it to both', async () => {
    const borealisAdmin = await signedIn('borealis-admin', demoPassword('borealis-admin'));
    const auroraAdmin = await signedIn('admin', TEST_ADMIN_PASSWORD);
    const named = await copierOfAurora('granted-copier');
    const other = await copierOfAurora('other-copier');
    const partner = await copierOfAurora('partner-copier', 'ACC-NW-N');
    expect(await targetsOf(named)).toEqual([]);

    const before = await grantFromAurora(borealisAdmin);
    const usernames = before.users.map((user) => user.username);
    const added = expectStatus(
      await borealisAdmin.put<CopyGrant>(grantPath(before.grantId), {
        version: before.version,
        allUsers: false,
        usernames: [...usernames, 'granted-copier'],
        note: 'Promotions from test',
      }),
      200,
    ).body.data;
    expect(await targetsOf(named)).toEqual([BOREALIS]);
    expect(await targetsOf(other)).toEqual([]);
    expectStatus(await transfer.copy('network', ONE_NETWORK, named), 200);
    expectStatus(await transfer.copy('network', ONE_NETWORK, other), 403);

    // The source tenant sees whom the target accepts.
    const aurora = expectStatus(await auroraAdmin.get<CopyGrants>(TRANSFER_PATHS.grants), 200).body.data;
    const accepted = aurora.received.find((grant) => grant.targetTenantId === BOREALIS);
    expect(accepted?.users.map((user) => user.username)).toContain('granted-copier');

    // Every user of Aurora who may copy — but never a partner user.
    const everyone = expectStatus(
      await borealisAdmin.put<CopyGrant>(grantPath(before.grantId), {
        version: added.version,
        allUsers: true,
        usernames: [],
      }),
      200,
    ).body.data;
    expect(await targetsOf(other)).toEqual([BOREALIS]);
    expect(await targetsOf(partner)).toEqual([]);
    expectStatus(await transfer.copy('network', ONE_NETWORK, partner), 403);
    expectStatus(await borealisAdmin.put(grantPath(before.grantId), { allUsers: true, usernames: [] }), 428);
    expectStatus(
      await borealisAdmin.put(grantPath(before.grantId), { version: added.version, allUsers: true, usernames: [] }),
      412,
    );

    // Revoked: every copier of Aurora loses Borealis at once.
    expectStatus(await borealisAdmin.delete(`${grantPath(before.grantId)}?version=${everyone.version}`), 200);
    expect(await targetsOf(named)).toEqual([]);
    expect(await targetsOf(transfer.copier)).toEqual([]);
    expectStatus(await transfer.copy('network', ONE_NETWORK, named), 403);

    // Granted again as it was, for the rest of the file.
    const again = expectStatus(
      await borealisAdmin.post<CopyGrant>(TRANSFER_PATHS.grants, { sourceTenantId: AURORA, usernames }),
      201,
    ).body.data;
    expect(await targetsOf(transfer.copier)).toEqual([BOREALIS]);

    // In both tenants' logs: the granting tenant's action, then the news in the source tenant's.
    const logged = async (grantId: string) => (await auditOf(transfer.server, grantId)).map((row) => row.action).sort();
    expect(await logged(before.grantId)).toEqual(expect.arrayContaining(['changed', 'delete', 'revoked', 'update']));
    expect(await logged(again.grantId)).toEqual(['create', 'granted to this tenant']);
  });

  it('refuses a grant naming this tenant, no tenant, an unknown or partner user, or a tenant granted already', async () => {
    const borealisAdmin = await signedIn('borealis-admin', demoPassword('borealis-admin'));
    const refusal = async (body: unknown, status: number) =>
      expectStatus(await borealisAdmin.post(TRANSFER_PATHS.grants, body), status).body.errorDescription;
    expect(await refusal({ sourceTenantId: BOREALIS, usernames: ['admin'] }, 400)).toContain('sourceTenantId');
    expect(await refusal({ sourceTenantId: 'nowhere', usernames: ['admin'] }, 400)).toContain('sourceTenantId');
    expect(await refusal({ sourceTenantId: 'Not A Tenant!', usernames: ['admin'] }, 400)).toContain('sourceTenantId');
    expect(await refusal({ sourceTenantId: AURORA, usernames: [] }, 400)).toContain('usernames');
    expect(await refusal({ sourceTenantId: AURORA, usernames: ['admin', 'nobody-here'] }, 400)).toContain(
      'usernames.1',
    );
    expect(await refusal({ sourceTenantId: AURORA, usernames: ['partner'] }, 400)).toContain('usernames.0');
    expect(await refusal({ sourceTenantId: AURORA, usernames: ['admin'] }, 409)).toContain('already accepts copies');
  });

  it('lets only those who may change the settings grant, and no tenant touch another tenant’s grant', async () => {
    const operator = await signedIn('operator', demoPassword('operator'));
    const auroraAdmin = await signedIn('admin', TEST_ADMIN_PASSWORD);
    const borealisAdmin = await signedIn('borealis-admin', demoPassword('borealis-admin'));
    expectStatus(await operator.post(TRANSFER_PATHS.grants, { sourceTenantId: BOREALIS, usernames: ['x'] }), 403);
    const theirs = await grantFromAurora(borealisAdmin);
    const body = { version: theirs.version, allUsers: true, usernames: [] };
    expectStatus(await auroraAdmin.put(grantPath(theirs.grantId), body), 404);
    expectStatus(await auroraAdmin.delete(`${grantPath(theirs.grantId)}?version=${theirs.version}`), 404);
    expect((await grantFromAurora(borealisAdmin)).version).toBe(theirs.version);
  });
});
