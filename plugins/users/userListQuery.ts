import { joinChoices } from '../../core/contract/joinChoices.ts';
import type { FetchPageRequest } from '../../core/grid/gridTypes.ts';
import type { UserListQuery } from './contract.ts';
import { USER_SORTS, USER_STATUSES, type UserSort } from './paths.ts';

/** Column ids of the users grid; the sortable ones are the server's sort names. */
export const USER_COLUMNS = {
  name: 'name',
  username: 'username',
  email: 'email',
  roles: 'roles',
  account: 'account',
  status: 'status',
  lastLogin: 'lastLogin',
} as const;

/** The grid's page request as the query of GET /user/getAllUserDetails. */
export function userListQuery(
  request: Pick<FetchPageRequest, 'cursor' | 'limit' | 'sort' | 'filters' | 'search'>,
): UserListQuery {
  const query: UserListQuery = { limit: request.limit };
  if (request.cursor) query.cursor = request.cursor;
  const sort = request.sort[0];
  if (sort && (USER_SORTS as readonly string[]).includes(sort.columnId)) {
    query.sort = sort.columnId as UserSort;
    query.order = sort.direction;
  }
  if (request.search) query.q = request.search;
  const status = joinChoices(request.filters[USER_COLUMNS.status], USER_STATUSES);
  if (status) query.status = status;
  const roleId = joinChoices(request.filters[USER_COLUMNS.roles]);
  if (roleId) query.roleId = roleId;
  const accountId = joinChoices(request.filters[USER_COLUMNS.account]);
  if (accountId) query.accountId = accountId;
  return query;
}
