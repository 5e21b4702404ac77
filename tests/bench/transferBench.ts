import { sql, type Kysely } from 'kysely';
import { TRANSFER_PATHS, type CopyPlan, type CopyRequest } from '../../plugins/transfer/contract.ts';
import { withListingServer } from './listingServer.ts';

const SOURCE = 'aurora';
const TARGET = 'borealis';
const MODEL_WORKFLOW = 'Fibre broadband – add';

export interface TransferFigures {
  workflows: number;
  items: number;
  conflicts: number;
  dryRunSeconds: number;
  applySeconds: number;
  written: number;
}

/** The table's columns, so a row can be cloned whatever columns later migrations add. */
async function columnsOf(db: Kysely<unknown>, table: string): Promise<string[]> {
  const { rows } = await sql<{ column_name: string }>`
    select column_name from information_schema.columns where table_name = ${table} order by ordinal_position`.execute(
    db,
  );
  return rows.map((row) => row.column_name);
}

/** `count` more workflows on the source, each a clone of the demo fibre workflow with its versions. */
async function cloneWorkflows(db: Kysely<unknown>, count: number): Promise<void> {
  const workflowColumns = await columnsOf(db, 'workflows');
  const select = workflowColumns.map((column) =>
    column === 'id' ? 'gen_random_uuid()' : column === 'name' ? `w.name || ' · bench ' || g` : `w.${column}`,
  );
  await sql`
    insert into workflows (${sql.raw(workflowColumns.join(', '))})
    select ${sql.raw(select.join(', '))} from workflows w, generate_series(1, ${count}) g
    where w.tenant_id = ${SOURCE} and w.name = ${MODEL_WORKFLOW}`.execute(db);
  const versionColumns = await columnsOf(db, 'workflow_versions');
  const versionSelect = versionColumns.map((column) =>
    column === 'id' ? 'gen_random_uuid()' : column === 'workflow_id' ? 'n.id' : `v.${column}`,
  );
  await sql`
    insert into workflow_versions (${sql.raw(versionColumns.join(', '))})
    select ${sql.raw(versionSelect.join(', '))}
    from workflow_versions v
    join workflows o on o.id = v.workflow_id and o.tenant_id = ${SOURCE} and o.name = ${MODEL_WORKFLOW}
    join workflows n on n.tenant_id = ${SOURCE} and n.name like ${`${MODEL_WORKFLOW} · bench %`}`.execute(db);
}

/**
 * Transfer on a throwaway PostgreSQL, through real HTTP: `copyall` from Aurora (with `count` more
 * workflows, each with its versions and what it names) to Borealis — the dry run, then the apply with
 * every conflict overwritten, in one transaction.
 */
export async function runTransferBench(count = 200): Promise<TransferFigures> {
  return withListingServer(async ({ runtime, listen, call }) => {
    const db = runtime.services.db as unknown as Kysely<unknown>;
    await cloneWorkflows(db, count);
    await listen();
    const request: CopyRequest = { targetTenantId: TARGET };
    const dryAt = performance.now();
    const dry = await call<CopyPlan>('POST', TRANSFER_PATHS.family('copyall'), request);
    const dryRunSeconds = (performance.now() - dryAt) / 1000;
    const conflicts = dry.items.filter((item) => item.action === 'conflict');
    const resolutions = conflicts.map((item) => ({ kind: item.kind, name: item.name, action: 'overwrite' as const }));
    const applyAt = performance.now();
    const applied = await call<CopyPlan>('POST', TRANSFER_PATHS.family('copyall'), {
      ...request,
      apply: true,
      resolutions,
    });
    const applySeconds = (performance.now() - applyAt) / 1000;
    return {
      workflows: dry.items.filter((item) => item.kind === 'workflow').length,
      items: dry.items.length,
      conflicts: conflicts.length,
      dryRunSeconds,
      applySeconds,
      written: applied.items.filter((item) => item.action === 'create' || item.action === 'update').length,
    };
  });
}
