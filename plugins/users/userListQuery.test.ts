import { describe, expect, it } from 'vitest';
import { userListQuery } from './userListQuery.ts';

describe('userListQuery', () => {
  it('maps the first page without sort or filters to a bare limit', () => {
    expect(userListQuery({ cursor: null, limit: 50, sort: [], filters: {}, search: '' })).toEqual({ limit: 50 });
  });

  it('maps sort, search, cursor and the select filters', () => {
    expect(
      userListQuery({
        cursor: 'abc',
        limit: 25,
        sort: [{ columnId: 'lastLogin', direction: 'desc' }],
        filters: { status: ['DISABLED'], roles: ['role-1'], account: ['tenant'] },
        search: 'ada',
      }),
    ).toEqual({
      cursor: 'abc',
      limit: 25,
      sort: 'lastLogin',
      order: 'desc',
      q: 'ada',
      status: 'DISABLED',
      roleId: 'role-1',
      accountId: 'tenant',
    });
  });

  it('sends every chosen value of a select filter, comma-separated', () => {
    expect(
      userListQuery({
        cursor: null,
        limit: 50,
        sort: [],
        filters: { status: ['ACTIVE', 'GONE', 'DISABLED'], roles: ['role-1', 'role-2'], account: ['tenant', 'ACC-7'] },
        search: '',
      }),
    ).toEqual({ limit: 50, status: 'ACTIVE,DISABLED', roleId: 'role-1,role-2', accountId: 'tenant,ACC-7' });
  });

  it('leaves out sorts the server does not know and unknown statuses', () => {
    expect(
      userListQuery({
        cursor: null,
        limit: 50,
        sort: [{ columnId: 'roles', direction: 'asc' }],
        filters: { status: ['GONE'] },
        search: '',
      }),
    ).toEqual({ limit: 50 });
  });
});
