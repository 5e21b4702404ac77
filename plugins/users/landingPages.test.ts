import { describe, expect, it } from 'vitest';
import { ALWAYS_ALLOWED } from '../../core/contract/permissions.ts';
import { landingPageOptions } from './landingPages.ts';

const routes = [
  { path: '/', title: 'Getting Started', permission: ALWAYS_ALLOWED, layout: 'main' as const },
  { path: '/monitor/order-listing', title: 'Orders', permission: 'monitor:orders:r', layout: 'main' as const },
  {
    path: '/monitor/order-listing/order',
    title: 'Order',
    permission: 'monitor:orders:r',
    layout: 'main' as const,
    landing: false,
  },
  { path: '/users', title: 'Users', permission: 'users:r', layout: 'main' as const },
  { path: '/dev/tools', title: 'Dev tools', permission: 'devAccess', layout: 'main' as const },
  { path: '/login', title: 'Login', permission: ALWAYS_ALLOWED, layout: 'public' as const },
  { path: '/reset-password/:resetToken', title: 'Reset', permission: ALWAYS_ALLOWED, layout: 'main' as const },
];

const base = { developerAccess: false, copyConfiguration: false, isPartner: false, partnerManagement: false };

describe('landingPageOptions', () => {
  it('offers the main-layout pages the merged roles allow, the base path first, no page about one record', () => {
    const options = landingPageOptions(routes, {
      ...base,
      roleTrees: [{ monitor: { orders: '0100' } }, { users: '0001' }],
    });
    expect(options).toEqual([
      { value: '', label: 'Getting Started' },
      { value: '/monitor/order-listing', label: 'Orders' },
    ]);
  });

  it('adds pages granted by another role and by developer access', () => {
    const options = landingPageOptions(routes, {
      ...base,
      developerAccess: true,
      roleTrees: [{ monitor: { orders: '0100' } }, { users: '0100' }],
    });
    expect(options.map((option) => option.value)).toEqual(['', '/dev/tools', '/monitor/order-listing', '/users']);
  });

  it('offers only always-allowed pages without roles', () => {
    expect(landingPageOptions(routes, { ...base, roleTrees: [] })).toEqual([{ value: '', label: 'Getting Started' }]);
  });
});
