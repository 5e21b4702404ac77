import { beforeAll, describe, expect, it } from 'vitest';
import { expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { LOCATION_RESOURCE, type Location } from '../contract.ts';
import { inventoryServerOfFile } from './testing/inventoryServer.ts';

/** The demo partner user (Northwind North) places its own locations beneath those it reaches, never the tenant's. */
const inventory = inventoryServerOfFile();
let partner: Caller;

beforeAll(async () => {
  partner = await inventory.demoPartnerWith({ inventory: { locations: '1111' } });
});

const create = (parentName: string, name: string) =>
  partner.post<Location>(LOCATION_RESOURCE.paths.create as string, {
    name,
    type: 'SHOP',
    parentId: inventory.location(parentName).locationId,
    accountId: 'ACC-NW-N',
  });

describe('a partner user’s locations', () => {
  it('sit beneath a location of its account, never beneath a tenant warehouse it cannot see', async () => {
    expectStatus(await create('Partner depot', 'Partner kiosk'), 200);
    const refused = expectStatus(await create('Harbour Road warehouse', 'Partner annex'), 400);
    expect(refused.body.errorDescription).toContain('body.parentId');
    expect(refused.body.errorDescription).toContain('is not a location you may use');
    // The same words as an id no tenant has: the answer tells nothing of the tenant's locations.
    const unknown = await partner.post(LOCATION_RESOURCE.paths.create as string, {
      name: 'Partner nowhere',
      type: 'SHOP',
      parentId: '00000000-0000-4000-8000-000000000000',
      accountId: 'ACC-NW-N',
    });
    expect(expectStatus(unknown, 400).body.errorDescription.replace(/[0-9a-f-]{36}/, '…')).toBe(
      refused.body.errorDescription.replace(/[0-9a-f-]{36}/, '…'),
    );
  });
});
