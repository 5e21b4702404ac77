import { sql } from 'kysely';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import { isUuid } from '../../../core/server/db/ids.ts';
import type { SavedView, SavedViewState } from '../contract.ts';
import type { ViewsDb } from './viewsTables.ts';

/** A saved view as stored, with its owner's display name. */
export interface ViewRow {
  id: string;
  ownerUserId: string;
  ownerName: string;
  gridId: string;
  name: string;
  state: SavedViewState;
  shared: boolean;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export function selectViews(db: ViewsDb, tenantId: string) {
  return db
    .selectFrom('saved_views as v')
    .innerJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'v.owner_user_id').onRef('u.tenant_id', '=', 'v.tenant_id'),
    )
    .select([
      'v.id',
      'v.owner_user_id as ownerUserId',
      sql<string>`trim(u.firstname || ' ' || u.lastname)`.as('ownerName'),
      'v.grid_id as gridId',
      'v.name',
      sql<SavedViewState>`v.state`.as('state'),
      'v.shared',
      'v.version',
      'v.created_at as createdAt',
      'v.updated_at as updatedAt',
    ])
    .where('v.tenant_id', '=', tenantId);
}

/** The view, when the caller may see it: their own, or one shared in their tenant. */
export async function findVisibleView(db: ViewsDb, auth: AuthContext, viewId: string): Promise<ViewRow | undefined> {
  if (!isUuid(viewId)) return undefined;
  return selectViews(db, auth.tenantId)
    .where('v.id', '=', viewId)
    .where((eb) => eb.or([eb('v.owner_user_id', '=', auth.userId), eb('v.shared', '=', true)]))
    .executeTakeFirst();
}

export function toSavedView(row: ViewRow, callerUserId: string): SavedView {
  return {
    viewId: row.id,
    gridId: row.gridId,
    name: row.name,
    state: row.state,
    shared: row.shared,
    own: row.ownerUserId === callerUserId,
    ownerName: row.ownerName,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a view. */
export function auditedView(row: Pick<ViewRow, 'gridId' | 'name' | 'state' | 'shared' | 'version'>) {
  return { gridId: row.gridId, name: row.name, state: row.state, shared: row.shared, version: row.version };
}
