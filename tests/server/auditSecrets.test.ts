import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '../../plugins/configurationLogs/contract.ts';
import { NETWORK_ELEMENT_RESOURCE } from '../../plugins/engine/public/contract/enginePaths.ts';
import type { NetworkElement } from '../../plugins/engine/public/contract/networkElement.ts';
import type { KeysetPage } from '../../core/contract/pagination.ts';
import { fillPath } from '../../core/contract/pathTemplate.ts';
import { recordPath } from '../../plugins/resourceKit/public/contract/resource.ts';
import { REVERSE_PATHS, SUBSCRIBER_RESOURCE, type Subscriber } from '../../plugins/reverseSync/contract.ts';
import { receiverPath } from '../../plugins/reverseSync/paths.ts';
import { TRIGGER_RESOURCE, type Trigger } from '../../plugins/triggers/contract.ts';
import { caller, expectStatus, type Caller } from './support/adminCalls.ts';
import { AURORA, createUserWithPermissions } from './support/fixtures.ts';
import { passwordCalls } from './support/passwordCalls.ts';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from './support/testServer.ts';

/**
 * What the audit log keeps of a secret entered — an element's key, a trigger's secret, a subscriber's
 * signing secret and header values, a password: that it is set, and when it was entered, never the value.
 */
let server: TestServer;
let admin: Caller;
const MINUTE = 60_000;

beforeAll(async () => {
  server = await startTestServer();
  admin = caller(server, await server.login('admin', TEST_ADMIN_PASSWORD));
});

afterAll(async () => {
  await server?.close();
});

/** The newest entry of the entity and action, once the clock moved on so a new time is a new time. */
async function latest(entity: string, action: string): Promise<AuditEntry> {
  const query = `entity=${encodeURIComponent(entity)}&action=${encodeURIComponent(action)}&limit=1`;
  const page = expectStatus(await admin.get<AuditPage>(`/audit/getAuditDetails?${query}`), 200).body.data;
  return page.items[0] as AuditEntry;
}

const later = () => {
  server.clock.advance(MINUTE);
  return new Date(server.clock.now()).toISOString();
};

async function listed<T>(path: string): Promise<T[]> {
  return expectStatus(await admin.get<KeysetPage<T>>(`${path}?limit=100`), 200).body.data.items;
}

describe('the audit log of a secret', () => {
  it('records an element’s key entered as changed, with its time, never the key', async () => {
    const hlr = (await listed<NetworkElement>(NETWORK_ELEMENT_RESOURCE.paths.list)).find((row) => row.name === 'HLR');
    if (!hlr) throw new Error('no HLR');
    const enteredAt = later();
    const path = recordPath(NETWORK_ELEMENT_RESOURCE, 'update', hlr.networkElementId);
    const key = 'the-new-hlr-key-4711';
    expectStatus(await admin.put(path, { version: hlr.version, auth: { type: 'API_KEY', key } }), 200);
    const entry = await latest('network element', 'update');
    expect(entry.changedFields).toEqual(['auth', 'version']);
    expect(entry.before).toMatchObject({ auth: { secret: { secret: 'set', setAt: hlr.auth.secretUpdatedAt } } });
    expect(entry.after).toMatchObject({ auth: { secret: { secret: 'set', setAt: enteredAt } } });
    expect(JSON.stringify(entry)).not.toContain(key);
    expect(JSON.stringify(entry)).not.toContain('[redacted]');
  });

  it('records a trigger’s secret entered, and leaves it unchanged when only other fields change', async () => {
    const portal = (await listed<Trigger>(TRIGGER_RESOURCE.paths.list)).find(
      (row) => row.name === 'Portal fibre order',
    );
    if (!portal) throw new Error('no portal trigger');
    const enteredAt = later();
    const path = recordPath(TRIGGER_RESOURCE, 'update', portal.triggerId);
    const secret = 'a-portal-key-entered-again';
    expectStatus(await admin.put(path, { version: portal.version, secret }), 200);
    const entered = await latest('trigger', 'update');
    expect(entered.changedFields).toEqual(['secret', 'version']);
    expect(entered.before).toMatchObject({ secret: { secret: 'set', setAt: portal.secretUpdatedAt } });
    expect(entered.after).toMatchObject({ secret: { secret: 'set', setAt: enteredAt } });
    expect(JSON.stringify(entered)).not.toContain(secret);
    later();
    expectStatus(await admin.put(path, { version: portal.version + 1, description: 'The portal, renamed.' }), 200);
    expect((await latest('trigger', 'update')).changedFields).toEqual(['description', 'version']);
  });

  it('records a subscriber’s signing secret and each header value as set when made, and which header changed', async () => {
    const createdAt = later();
    const created = expectStatus(
      await admin.post<Subscriber>(SUBSCRIBER_RESOURCE.paths.create ?? '', {
        name: 'Ledger',
        url: receiverPath(AURORA, 'ledger'),
        eventTypes: ['ORDER_COMPLETED'],
        headers: { 'X-Token': 'first-token-value', 'X-Tenant': 'aurora-ledger' },
      }),
      200,
    ).body.data;
    const made = await latest('subscriber', 'create');
    expect(made.after).toMatchObject({
      secret: { secret: 'set', setAt: createdAt },
      headers: {
        'X-Token': { secret: 'set', setAt: createdAt },
        'X-Tenant': { secret: 'set', setAt: createdAt },
      },
    });
    expect(JSON.stringify(made)).not.toMatch(/whsec_|first-token-value|aurora-ledger/);

    const changedAt = later();
    const path = recordPath(SUBSCRIBER_RESOURCE, 'update', created.subscriberId);
    const headers = { 'X-Token': 'second-token-value', 'X-Tenant': null };
    expectStatus(await admin.put(path, { version: created.version, headers }), 200);
    const changed = await latest('subscriber', 'update');
    expect(changed.changedFields).toContain('headers');
    expect(changed.after).toMatchObject({
      headers: {
        'X-Token': { secret: 'set', setAt: changedAt },
        'X-Tenant': { secret: 'set', setAt: createdAt },
      },
    });
    expect(JSON.stringify(changed)).not.toContain('second-token-value');

    const rotatedAt = later();
    const rotation = fillPath(REVERSE_PATHS.rotateSecret, { subscriberId: created.subscriberId });
    expectStatus(await admin.post(rotation), 200);
    const rotated = await latest('subscriber', 'rotateSecret');
    expect(rotated.before).toMatchObject({ secret: { secret: 'set', setAt: createdAt } });
    expect(rotated.after).toMatchObject({ secret: { secret: 'set', setAt: rotatedAt } });
    expect((rotated.after as { previousSecretUntil: string }).previousSecretUntil).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('records a password changed as the password, with its time, never the password or its hash', async () => {
    const user = await createUserWithPermissions(server, {
      tenantId: AURORA,
      username: 'secret-keeper',
      permissions: { reports: '0100' },
    });
    const changedAt = later();
    const token = await server.login(user.username, user.password);
    const newPassword = 'Another#Secret-2026';
    expectStatus(await passwordCalls(server).changePassword(user.username, user.password, newPassword, token), 200);
    const entry = await latest('user', 'passwordChange');
    expect(entry.changedFields).toEqual(expect.arrayContaining(['password', 'version']));
    expect(entry.before).toMatchObject({ password: { secret: 'set' } });
    expect(entry.after).toMatchObject({ password: { secret: 'set', setAt: changedAt } });
    expect(JSON.stringify(entry)).not.toMatch(/Another#Secret|argon/);
  });
});
