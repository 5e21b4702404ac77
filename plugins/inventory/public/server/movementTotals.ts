import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';

/** What the movement totals count: the tenant's ledger in a time range, within partner accounts. */
export interface MovementTotalsScope {
  tenantId: string;
  /** The reachable partner accounts, or null for every movement of the tenant. */
  accountIds: readonly string[] | null;
  /** At or after `from`, before `to` (the movement log's `atFrom`/`atTo`). */
  from: Date;
  to: Date;
}

export interface MovementTotal {
  kind: string;
  model: string;
  movements: number;
  /** Movements that recorded a discrepancy (a transfer received short or with extra items). */
  discrepancies: number;
}

/**
 * The stock ledger's movements of a range by kind (receipt, assignment, transfer out and in, discrepancy…)
 * and device model, as the movement log (Inventory › Logs) lists them: for reports.
 */
export async function movementTotals(db: Kysely<CoreDatabase>, scope: MovementTotalsScope): Promise<MovementTotal[]> {
  const accounts =
    scope.accountIds === null
      ? sql<boolean>`true`
      : scope.accountIds.length === 0
        ? sql<boolean>`false`
        : sql<boolean>`v.account_id in (${sql.join(scope.accountIds)})`;
  const result = await sql<MovementTotal>`
    select v.kind, m.name as model, count(*)::int as movements,
      (count(*) filter (where v.discrepancy is not null))::int as discrepancies
    from inventory_movements v join inventory_models m on m.id = v.model_id
    where v.tenant_id = ${scope.tenantId} and ${accounts} and v.at >= ${scope.from} and v.at < ${scope.to}
    group by 1, 2 order by 1, 2`.execute(db);
  return result.rows;
}
