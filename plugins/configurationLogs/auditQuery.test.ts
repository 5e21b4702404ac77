import { describe, expect, it } from 'vitest';
import { auditQuery } from './auditQuery.ts';

describe('auditQuery', () => {
  it('sends the chosen entities and actions to the server, comma-separated', () => {
    expect(auditQuery({ entity: ['role'], action: ['update'] }, '')).toEqual({ entity: 'role', action: 'update' });
    expect(auditQuery({ entity: ['role', 'user'], action: [] }, '')).toEqual({ entity: 'role,user' });
  });

  it('uses the user filter, else the search text, as the user', () => {
    expect(auditQuery({ user: ' ada ' }, 'bob').user).toBe('ada');
    expect(auditQuery({}, 'bob').user).toBe('bob');
    expect(auditQuery({}, '  ').user).toBeUndefined();
  });

  it('turns a day range into local whole days, both ends included', () => {
    const query = auditQuery({ at: { from: '2026-03-01', to: '2026-03-02' } }, '');
    expect(query.atFrom).toBe(new Date(2026, 2, 1).toISOString());
    expect(query.atTo).toBe(new Date(2026, 2, 3).toISOString());
  });

  it('leaves an open end of the range out', () => {
    const query = auditQuery({ at: { from: null, to: '2026-12-31' } }, '');
    expect(query.atFrom).toBeUndefined();
    expect(query.atTo).toBe(new Date(2027, 0, 1).toISOString());
  });
});
