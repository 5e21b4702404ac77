import { describe, expect, it } from 'vitest';
import { EMPTY_USER_FORM, sameFormValues, toAddRequest, toUpdateRequest } from './userFormValues.ts';

const ROLE = '3f0c8a52-1b7e-4d2a-9c61-0a1b2c3d4e5f';

describe('user form values', () => {
  it('builds an add request with the tenant as a null account', () => {
    const result = toAddRequest({
      ...EMPTY_USER_FORM,
      username: 'ada',
      email: 'ada@example.com',
      firstname: 'Ada',
      roleIds: [ROLE],
    });
    expect(result).toEqual({
      ok: true,
      request: expect.objectContaining({ username: 'ada', accountId: null, roleIds: [ROLE] }),
    });
  });

  it('names the fields the contract refuses', () => {
    const result = toAddRequest({ ...EMPTY_USER_FORM, username: '-bad', email: 'nope' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      username: expect.stringContaining('letters, digits'),
      email: 'Enter a valid email address.',
      firstname: 'Enter a first name.',
    });
  });

  it('sends the version and a partner account on update', () => {
    const result = toUpdateRequest('u1', 4, {
      ...EMPTY_USER_FORM,
      email: 'b@example.com',
      firstname: 'B',
      accountId: 'acc-1',
    });
    expect(result).toEqual({
      ok: true,
      request: expect.objectContaining({ userId: 'u1', version: 4, accountId: 'acc-1' }),
    });
  });

  it('treats the same roles in another order as unchanged', () => {
    const a = { ...EMPTY_USER_FORM, roleIds: ['x', 'y'] };
    expect(sameFormValues(a, { ...a, roleIds: ['y', 'x'] })).toBe(true);
    expect(sameFormValues(a, { ...a, roleIds: ['x'] })).toBe(false);
    expect(sameFormValues(a, { ...a, developerAccess: true })).toBe(false);
  });
});
