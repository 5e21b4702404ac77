import { sql } from 'kysely';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import { recordPath } from '../../../plugins/resourceKit/public/contract/resource.ts';
import { expectStatus, type Caller } from './adminCalls.ts';
import { GADGETS_RESOURCE, type Gadget } from './gadgetsPlugin.ts';
import type { TestServer } from './testServer.ts';

/** Calls and rows of the test-only gadgets resource, for the resource kit's suites. */

export const GADGET_PATHS = GADGETS_RESOURCE.paths;
export const gadgetPath = (op: 'get' | 'update' | 'delete', id: string) => recordPath(GADGETS_RESOURCE, op, id);

export async function gadgetPage(api: Caller, query: string): Promise<KeysetPage<Gadget>> {
  return expectStatus(await api.get<KeysetPage<Gadget>>(`${GADGET_PATHS.list}?${query}`), 200).body.data;
}

/** Every page of the listing, following the cursors. */
export async function allGadgets(api: Caller, query: string): Promise<Gadget[]> {
  const rows: Gadget[] = [];
  let cursor: string | null = null;
  do {
    const next: KeysetPage<Gadget> = await gadgetPage(
      api,
      `${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    rows.push(...next.items);
    cursor = next.nextCursor;
  } while (cursor);
  return rows;
}

export async function createGadget(api: Caller, fields: Record<string, unknown>): Promise<Gadget> {
  return expectStatus(await api.post<Gadget>(GADGET_PATHS.create ?? '', { colour: 'red', ...fields }), 200).body.data;
}

/** Inserts gadgets straight into the table (no audit), for volume. */
export async function insertGadgets(
  server: TestServer,
  tenantId: string,
  count: number,
  prefix: string,
  accountId: string | null = null,
): Promise<void> {
  await sql`
    insert into kit_gadgets (tenant_id, name, colour, weight, account_id)
    select ${tenantId}, ${prefix} || lpad(n::text, 6, '0'), (array['red', 'green', 'blue'])[1 + n % 3], n % 7, ${accountId}
    from generate_series(1, ${count}) as n`.execute(server.runtime.services.db);
}

export interface GadgetAuditRow {
  action: string;
  account_id: string | null;
  before: unknown;
  after: unknown;
}

export async function gadgetAudit(server: TestServer, gadgetId: string): Promise<GadgetAuditRow[]> {
  return server.runtime.services.db
    .selectFrom('audit_log')
    .select(['action', 'account_id', 'before', 'after'])
    .where('entity', '=', 'gadget')
    .where('entity_id', '=', gadgetId)
    .orderBy('at')
    .orderBy('id')
    .execute();
}
