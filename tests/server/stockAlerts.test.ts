import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../core/contract/pathTemplate.ts';
import type { PermissionTree } from '../../core/contract/permissions.ts';
import { ITEM_PATHS } from '../../plugins/inventory/contract.ts';
import { ALERT_RESOURCE } from '../../plugins/notifications/contract.ts';
import { caller, expectStatus, type Caller } from './support/adminCalls.ts';
import { AURORA, createUserWithPermissions } from './support/fixtures.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';
import { until } from './support/until.ts';

/**
 * Inventory tells the notifications when a move takes a location's stock of a model below its threshold:
 * once per crossing, with the location, model and counts in the text, never for stock already below.
 */
let server: TestServer;
let designer: Caller;
let keeper: Caller;

beforeAll(async () => {
  server = await startTestServer();
  const signIn = async (username: string, permissions: PermissionTree) => {
    const user = await createUserWithPermissions(server, { tenantId: AURORA, username, permissions });
    return caller(server, await server.login(user.username, user.password));
  };
  designer = await signIn('stock-alert-designer', { notifications: '1111' });
  keeper = await signIn('stock-alert-keeper', { inventory: { stock: '1111' } });
});

afterAll(async () => {
  await server?.close();
});

const db = () => server.runtime.services.db;

/** A location and model of Aurora with the fewest IN_STOCK items at or above its threshold. */
async function pairAtThreshold() {
  const { rows } = await sql<{
    locationId: string;
    location: string;
    model: string;
    inStock: number;
    threshold: number;
  }>`
    select l.id as "locationId", l.name as location, m.name as model, count(i.id)::int as "inStock",
      (m.low_stock ->> l.type)::int as threshold
    from inventory_locations l
    join inventory_models m on m.tenant_id = l.tenant_id and m.enabled and (m.low_stock ->> l.type)::int > 0
    join inventory_items i on i.location_id = l.id and i.model_id = m.id and i.state = 'IN_STOCK'
    where l.tenant_id = ${AURORA} and l.active
    group by l.id, l.name, m.id, m.name, l.type, m.low_stock
    having count(i.id) >= (m.low_stock ->> l.type)::int
    order by count(i.id) - (m.low_stock ->> l.type)::int, l.name limit 1`.execute(db());
  const pair = rows[0];
  if (!pair) throw new Error('The seed has no location at or above a threshold');
  return pair;
}

async function inStockItems(locationId: string, model: string) {
  const { rows } = await sql<{ id: string; version: number }>`select i.id, i.version from inventory_items i
    join inventory_models m on m.id = i.model_id
    where i.location_id = ${locationId} and m.name = ${model} and i.state = 'IN_STOCK' order by i.serial`.execute(db());
  return rows;
}

const mailsAbout = async (location: string) =>
  (
    await sql<{ subject: string; body: string }>`select subject, body from notifications
      where tenant_id = ${AURORA} and event = 'STOCK_BELOW_THRESHOLD' and subject like ${`%${location}%`}`.execute(db())
  ).rows;

describe('stock below threshold', () => {
  it('notifies once when a move takes the stock below the threshold, not for each item after', async () => {
    expectStatus(
      await designer.post(ALERT_RESOURCE.paths.create ?? '', {
        name: 'Low stock to the warehouse',
        channel: 'EMAIL',
        events: ['STOCK_BELOW_THRESHOLD'],
        recipients: ['stock@aurora.example'],
        subject: 'Low {{stock.model}} at {{stock.location}}',
        template: '{{stock.inStock}} left, the threshold is {{stock.threshold}}.',
      }),
      200,
    );
    // The notifier starts following the stock's crossings at its first read after the definition exists.
    await until(
      async () =>
        (
          await sql<{ n: number }>`select count(*)::int as n from notification_source_cursors
            where tenant_id = ${AURORA} and event = 'STOCK_BELOW_THRESHOLD'`.execute(db())
        ).rows[0]?.n ?? 0,
      (n) => n === 1,
      'the notifier to follow the stock',
    );
    const pair = await pairAtThreshold();
    const items = await inStockItems(pair.locationId, pair.model);
    // Down to the threshold: nothing yet; one more: below it; one more again: still below, no second mail.
    const taken = items.slice(0, pair.inStock - pair.threshold + 2);
    for (const item of taken) {
      expectStatus(await keeper.post(fillPath(ITEM_PATHS.faulty, { itemId: item.id }), { version: item.version }), 200);
    }
    const mails = await until(
      () => mailsAbout(pair.location),
      (found) => found.length > 0,
      'the notification',
    );
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await mailsAbout(pair.location)).toEqual(mails);
    expect(mails).toEqual([
      {
        subject: `Low ${pair.model} at ${pair.location}`,
        body: `${pair.threshold - 1} left, the threshold is ${pair.threshold}.`,
      },
    ]);
  });
});
