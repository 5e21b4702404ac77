import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { forbidden } from '../../../core/server/http/errors.ts';
import type { Transfer } from '../contract.ts';
import type { StockCaller } from './inventoryScope.ts';
import { inventoryDb } from './inventoryTables.ts';

/** An end of a transfer: the location its stock leaves, or the one it arrives at. */
export type TransferEnd = 'source' | 'destination';
export const BOTH_ENDS: readonly TransferEnd[] = ['source', 'destination'];

type Ends = Pick<Transfer, 'number' | 'fromLocationId' | 'fromLocationName' | 'toLocationId' | 'toLocationName'>;

/**
 * A transfer the caller sees may still have an end it does not reach (the tenant's warehouse a partner's
 * depot is stocked from). Each action needs its ends: shipping takes stock out of the source, receiving
 * puts it in at the destination, and a DRAFT is changed or deleted only by a caller reaching both. An end
 * the caller does not reach, by its location's account now, is a 403 naming it.
 */
export async function assertReachesEnds(
  db: Kysely<CoreDatabase>,
  caller: StockCaller,
  transfer: Ends,
  ends: readonly TransferEnd[],
  action: string,
): Promise<void> {
  if (caller.scope.accountIds === null) return;
  const locations = await inventoryDb(db)
    .selectFrom('inventory_locations')
    .select(['id', 'account_id as accountId'])
    .where('tenant_id', '=', caller.auth.tenantId)
    .where('id', 'in', [transfer.fromLocationId, transfer.toLocationId])
    .execute();
  const accountOf = new Map(locations.map((location) => [location.id, location.accountId]));
  for (const end of ends) {
    const [locationId, name] =
      end === 'source'
        ? [transfer.fromLocationId, transfer.fromLocationName]
        : [transfer.toLocationId, transfer.toLocationName];
    if (!caller.scope.includes(accountOf.get(locationId) ?? null)) {
      throw forbidden(`You may not ${action} ${transfer.number}: its ${end}, ${name}, is not a location you may use.`);
    }
  }
}
