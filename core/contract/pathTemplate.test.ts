import { describe, expect, it } from 'vitest';
import { fillPath, pathParamNames } from './pathTemplate.ts';

describe('path templates', () => {
  it('fills named parameters with URI-encoded values', () => {
    expect(fillPath('/user/getUserDetails/:userId', { userId: 'a b/c' })).toBe('/user/getUserDetails/a%20b%2Fc');
    expect(fillPath('/user/getStyle/:tenantId/:accountId', { tenantId: 't1', accountId: 7 })).toBe(
      '/user/getStyle/t1/7',
    );
  });

  it('leaves out an optional last segment without a value, and refuses a missing required one', () => {
    expect(fillPath('/authentication/getUserAndRole/:mode?', {})).toBe('/authentication/getUserAndRole');
    expect(fillPath('/authentication/getUserAndRole/:mode?', { mode: 'inventory' })).toBe(
      '/authentication/getUserAndRole/inventory',
    );
    expect(() => fillPath('/user/getUserDetails/:userId', {} as { userId: string })).toThrow(/:userId/);
  });

  it('lists the parameter names in order', () => {
    expect(pathParamNames('/a/:first/b/:second?')).toEqual(['first', 'second']);
    expect(pathParamNames('/plain')).toEqual([]);
  });
});
