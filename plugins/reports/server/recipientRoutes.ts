import { sql } from 'kysely';
import { z } from 'zod';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { SAVED_REPORT_PATHS, SCHEDULING_KEYS, recipientSearchSchema, recipientUserSchema } from '../contract.ts';
import { userReach } from './recipientFacts.ts';

const OFFERED = 20;

/** `GET /service/report/recipients?q=`: the users a schedule may name, found as typed. */
export function recipientRoutes(services: ServerServices): AnyRoute[] {
  const { db } = services;
  return [
    defineRoute({
      method: 'GET',
      url: SAVED_REPORT_PATHS.recipients,
      summary:
        'The active users of the tenant with an e-mail address that the caller may mail a report to (a partner user: the users of its partner accounts), whose name, username or address holds `q`; at most 20, by name.',
      tags: ['Reports'],
      permission: [...SCHEDULING_KEYS],
      query: recipientSearchSchema,
      response: z.array(recipientUserSchema),
      handler: async ({ query, auth }) => {
        const reach = await userReach(db, auth.tenantId, auth.accountId);
        const name = sql<string>`trim(firstname || ' ' || lastname)`;
        const pattern = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
        let users = db
          .selectFrom('users')
          .select(['id as userId', name.as('name'), 'email'])
          .where('tenant_id', '=', auth.tenantId)
          .where('status', '=', 'ACTIVE')
          .where('email', '<>', '');
        if (reach.accountIds !== null) {
          users =
            reach.accountIds.length === 0
              ? users.where(sql<boolean>`false`)
              : users.where('account_id', 'in', reach.accountIds);
        }
        if (query.q !== '') {
          users = users.where((eb) =>
            eb.or([eb(name, 'ilike', pattern), eb('username', 'ilike', pattern), eb('email', 'ilike', pattern)]),
          );
        }
        return ok(await users.orderBy(name).orderBy('id').limit(OFFERED).execute());
      },
    }),
  ];
}
