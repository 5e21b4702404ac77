import { sql } from 'kysely';
import { defineResource } from '../../resourceKit/public/server/defineResource.ts';
import type { AnyRoute } from '../../../core/server/http/route.ts';
import { USER_FILTER_VALUES, USERS_RESOURCE, addUserRequestSchema, userDetailsSchema } from '../contract.ts';
import { ADMIN_LINK_LIFETIME_HOURS } from './passwordLinks.ts';
import { userHooks } from './userHooks.ts';
import { holdingAnyRole, ofAnyAccount, selectUserRows, toUserDetails, USER_SORT_SQL } from './userQueries.ts';
import { USERS_TAGS, type UsersDeps } from './usersDeps.ts';

/**
 * Users as a resource of the kit: the tenant's users with their roles, partner account and sign-in
 * delay. A partner user holding users:* reaches the users of their account subtree only.
 */
export function usersResourceRoutes(deps: UsersDeps): AnyRoute[] {
  return defineResource(deps, {
    descriptor: USERS_RESOURCE,
    tags: USERS_TAGS,
    table: 'users',
    alias: 'u',
    record: userDetailsSchema,
    create: addUserRequestSchema,
    immutable: ['username'],
    columns: {
      username: 'username',
      email: 'email',
      firstname: 'firstname',
      lastname: 'lastname',
      landingPage: 'landing_page',
      developerAccess: 'developer_access',
      copyConfiguration: 'copy_configuration',
      accountId: 'account_id',
      status: 'status',
    },
    sorts: USER_SORT_SQL,
    filters: {
      status: { column: sql`u.status`, values: USER_FILTER_VALUES.status },
      roleId: { where: holdingAnyRole, values: USER_FILTER_VALUES.roleId },
      accountId: { where: ofAnyAccount, values: USER_FILTER_VALUES.accountId },
    },
    search: [sql`u.username`, sql`u.email`, sql`u.firstname || ' ' || u.lastname`],
    select: selectUserRows,
    // Sign-in delays are read with the same handle, so a write's transaction reads them too.
    toRecords: (db, rows, ctx) => toUserDetails(db, deps.locks, ctx.auth.tenantId, rows),
    summaries: {
      list: "A page of the tenant's users with their roles, partner account, status, last sign-in and sign-in delay. Keyset pagination (cursor, limit ≤ 500); sort by name, username, email, status or lastLogin; filter by q, status, roleId, accountId.",
      get: 'One user of the tenant, as the listing shows it.',
      create: `Creates a user of the tenant with its roles. No password is sent: the user is mailed a link, valid ${ADMIN_LINK_LIFETIME_HOURS} hours, to choose one.`,
      update:
        "Changes a user's email, names, landing page, developer access, configuration copy, partner account or roles (roleIds replaces them). Needs the version.",
      bulk: 'Enables or disables several users, each with its version. Disabling ends every session of the user; neither yourself nor the last administrator can be disabled.',
      export: 'Every user the listing’s filters, q and sort select, at most 10000.',
    },
    messages: { create: 'User created; a link to choose a password was mailed' },
    hooks: userHooks(deps),
  });
}
