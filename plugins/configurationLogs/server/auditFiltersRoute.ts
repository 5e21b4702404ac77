import { sql } from 'kysely';
import { accountCondition, accountScope } from '../../../core/server/auth/accountScope.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { CONFIGURATION_LOGS_PATHS, CONFIGURATION_LOGS_PERMISSIONS, auditFiltersSchema } from '../contract.ts';
import { AUDIT_TAGS } from './auditResource.ts';

/** The entities and actions of the entries the caller may read, for the filter choices. */
export function auditFiltersRoute(services: ServerServices): AnyRoute {
  const { db } = services;
  return defineRoute({
    method: 'GET',
    url: CONFIGURATION_LOGS_PATHS.filters,
    summary:
      "The entities and actions found in the tenant's audit log (a partner user's: their subtree's), for the filter choices.",
    tags: AUDIT_TAGS,
    permission: CONFIGURATION_LOGS_PERMISSIONS.read,
    response: auditFiltersSchema,
    handler: async ({ auth, request }) => {
      const inScope = accountCondition(await accountScope(db, request, auth), sql`account_id`);
      const distinct = async (column: 'entity' | 'action') => {
        let query = db.selectFrom('audit_log').select(column).distinct().where('tenant_id', '=', auth.tenantId);
        if (inScope) query = query.where(inScope);
        return (await query.orderBy(column).execute()).map((row) => row[column]);
      };
      return ok({ entities: await distinct('entity'), actions: await distinct('action') });
    },
  }) as AnyRoute;
}
