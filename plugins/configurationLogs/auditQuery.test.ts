import { describe, expect, it } from 'vitest';
import { matchesPlan, planAuditQuery } from './auditQuery.ts';
import type { AuditEntry } from './contract.ts';

const entry = (entity: string, action: string): AuditEntry => ({
  id: `${entity}-${action}`,
  at: '2026-01-01T00:00:00.000Z',
  actorUsername: 'admin',
  entity,
  entityId: 'x',
  action,
  before: null,
  after: {},
  changedFields: [],
});

describe('planAuditQuery', () => {
  it('sends one chosen entity and action to the server', () => {
    const plan = planAuditQuery({ entity: ['role'], action: ['update'] }, '');
    expect(plan.query).toEqual({ entity: 'role', action: 'update' });
    expect(plan.entities).toBeNull();
    expect(plan.actions).toBeNull();
  });

  it('keeps several chosen entities for matching in the console', () => {
    const plan = planAuditQuery({ entity: ['role', 'user'] }, '');
    expect(plan.query.entity).toBeUndefined();
    expect(plan.entities).toEqual(['role', 'user']);
    expect(matchesPlan(plan, entry('user', 'create'))).toBe(true);
    expect(matchesPlan(plan, entry('tenant', 'update'))).toBe(false);
  });

  it('uses the user filter, else the search text, as the user', () => {
    expect(planAuditQuery({ user: ' ada ' }, 'bob').query.user).toBe('ada');
    expect(planAuditQuery({}, 'bob').query.user).toBe('bob');
    expect(planAuditQuery({}, '  ').query.user).toBeUndefined();
  });

  it('turns a day range into local whole days, both ends included', () => {
    const { query } = planAuditQuery({ at: { from: '2026-03-01', to: '2026-03-02' } }, '');
    expect(query.from).toBe(new Date(2026, 2, 1).toISOString());
    expect(query.to).toBe(new Date(2026, 2, 3).toISOString());
  });

  it('leaves an open end of the range out', () => {
    const { query } = planAuditQuery({ at: { from: null, to: '2026-12-31' } }, '');
    expect(query.from).toBeUndefined();
    expect(query.to).toBe(new Date(2027, 0, 1).toISOString());
  });
});
