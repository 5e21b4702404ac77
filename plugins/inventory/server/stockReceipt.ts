import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { ReceiptResult, ReceiptRow } from '../contract.ts';
import type { LocationRef, StockCaller } from './inventoryScope.ts';
import { inventoryDb } from './inventoryTables.ts';
import type { ReceiptLine } from './receiptCsv.ts';
import type { NewItem } from './stockLedger.ts';

type Db = Kysely<CoreDatabase>;

const SERIAL = /^[A-Za-z0-9][A-Za-z0-9._:/-]{0,63}$/;
const ICCID = /^\d{18,22}$/;
const MAC = /^[0-9A-Fa-f]{2}([:-]?[0-9A-Fa-f]{2}){5}$/;
/** States in which an item takes room at its location. */
const HELD = ['IN_STOCK', 'RESERVED', 'FAULTY'];

const normalMac = (mac: string) =>
  mac
    .replace(/[:-]/g, '')
    .toUpperCase()
    .replace(/(..)(?!$)/g, '$1:');

/** What a receipt would do: each row's outcome, and the items of the accepted rows. */
export interface ReceiptPlan {
  result: Omit<ReceiptResult, 'dryRun' | 'applied'>;
  items: NewItem[];
}

/**
 * Checks every row of a receipt at a location, reading only: a malformed serial, ICCID or MAC is INVALID;
 * a serial seen on an earlier line or already known to the tenant is a DUPLICATE (where and in which state
 * only when the caller reaches its item); a model the tenant has not (enabled) is UNKNOWN_MODEL; a row
 * past the location's capacity for its model is OVER_CAPACITY.
 */
export async function planReceipt(
  db: Db,
  caller: StockCaller,
  location: LocationRef,
  lines: readonly ReceiptLine[],
): Promise<ReceiptPlan> {
  const tenantId = caller.auth.tenantId;
  const idb = inventoryDb(db);
  const models = await idb
    .selectFrom('inventory_models')
    .select(['id', 'name', 'enabled'])
    .where('tenant_id', '=', tenantId)
    .execute();
  const modelByName = new Map(models.map((model) => [model.name.toLowerCase(), model]));
  const serials = [...new Set(lines.map((line) => line.serial).filter((serial) => SERIAL.test(serial)))];
  const known = new Map<string, { state: string; location: string; accountId: string | null }>();
  for (let start = 0; start < serials.length; start += 5_000) {
    const { rows } = await sql<{ serial: string; state: string; location: string; accountId: string | null }>`
      select i.serial, i.state, l.name as location, i.account_id as "accountId"
      from inventory_items i join inventory_locations l on l.id = i.location_id
      where i.tenant_id = ${tenantId} and i.serial = any(${serials.slice(start, start + 5_000)}::text[])`.execute(db);
    for (const row of rows) known.set(row.serial, row);
  }
  const locationRow = await idb
    .selectFrom('inventory_locations')
    .select('capacities')
    .where('id', '=', location.id)
    .executeTakeFirstOrThrow();
  const capacity = new Map(locationRow.capacities.map((entry) => [entry.modelId, entry.capacity]));
  const held = new Map<string, number>();
  if (capacity.size > 0) {
    const counts = await idb
      .selectFrom('inventory_items')
      .select(['model_id', (eb) => eb.fn.countAll<string>().as('count')])
      .where('tenant_id', '=', tenantId)
      .where('location_id', '=', location.id)
      .where('state', 'in', HELD as never)
      .groupBy('model_id')
      .execute();
    for (const count of counts) held.set(count.model_id, Number(count.count));
  }

  const firstLine = new Map<string, number>();
  const rows: ReceiptRow[] = [];
  const items: NewItem[] = [];
  for (const line of lines) {
    const row = (outcome: ReceiptRow['outcome'], message: string) =>
      rows.push({ line: line.line, serial: line.serial, model: line.model, outcome, message });
    if (!SERIAL.test(line.serial)) {
      row('INVALID', 'A serial is 1–64 letters, digits, . _ : / -, starting with a letter or digit.');
      continue;
    }
    const earlier = firstLine.get(line.serial);
    if (earlier !== undefined) {
      row('DUPLICATE', `${line.serial} is on line ${earlier} too.`);
      continue;
    }
    firstLine.set(line.serial, line.line);
    const existing = known.get(line.serial);
    if (existing) {
      const where = caller.scope.includes(existing.accountId) ? ` (${existing.state} at ${existing.location})` : '';
      row('DUPLICATE', `${line.serial} is already known${where}.`);
      continue;
    }
    const model = modelByName.get(line.model.toLowerCase());
    if (!model || !model.enabled) {
      row(
        'UNKNOWN_MODEL',
        line.model ? `There is no enabled device model named "${line.model}".` : 'The model is missing.',
      );
      continue;
    }
    if (line.iccid && !ICCID.test(line.iccid)) {
      row('INVALID', 'An ICCID is 18 to 22 digits.');
      continue;
    }
    if (line.mac && !MAC.test(line.mac)) {
      row('INVALID', 'A MAC address is six pairs of hex digits.');
      continue;
    }
    const limit = capacity.get(model.id);
    const count = held.get(model.id) ?? 0;
    if (limit !== undefined && count >= limit) {
      row('OVER_CAPACITY', `${location.name} holds at most ${limit} ${model.name}.`);
      continue;
    }
    held.set(model.id, count + 1);
    row('OK', '');
    items.push({
      serial: line.serial,
      modelId: model.id,
      iccid: line.iccid || null,
      mac: line.mac ? normalMac(line.mac) : null,
    });
  }
  const refused = rows.filter((row) => row.outcome !== 'OK').length;
  return { result: { accepted: rows.length - refused, refused, rows }, items };
}
