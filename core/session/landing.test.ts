import { describe, expect, it } from 'vitest';
import { landingPath, landingUrl, resolveLanding } from './landing.ts';

describe('landing page', () => {
  it.each([
    ['/order-listing', '/monitor/order-listing'],
    ['/worklist', '/monitor/worklist'],
    ['/monitor/workflows', '/monitor/workflows-listing'],
    ['/workflow', '/configure/workflows'],
    ['/deviceManagement/stock', '/inventory/stock'],
  ])('maps the legacy value %s to %s', (legacy, current) => {
    expect(landingPath(legacy)).toBe(current);
  });

  it('keeps current paths as they are', () => {
    expect(landingPath('/dashboard')).toBe('/dashboard');
    expect(landingPath('/monitor/order-listing')).toBe('/monitor/order-listing');
    expect(landingPath('/configure/workflows')).toBe('/configure/workflows');
  });

  it('lands on the base path when the user info names none', () => {
    expect(landingPath('')).toBe('/');
    expect(landingPath('  ')).toBe('/');
    expect(landingPath(null)).toBe('/');
    expect(landingPath(undefined)).toBe('/');
  });

  it('adds a missing leading slash before mapping', () => {
    expect(landingPath('worklist')).toBe('/monitor/worklist');
  });

  it('builds the full URL under /sdp', () => {
    expect(landingUrl('/worklist')).toBe('/sdp/monitor/worklist');
    expect(landingUrl('')).toBe('/sdp/');
  });
});

describe('resolveLanding', () => {
  const screens: Record<string, string> = {
    '/': 'always',
    '/monitor/order-listing': 'monitor:orders:r',
    '/users': 'users:r',
  };
  const known = {
    opens: (path: string, subject?: { permissions: Record<string, unknown> }) =>
      path in screens &&
      (subject === undefined ||
        screens[path] === 'always' ||
        (screens[path] === 'users:r' && 'users' in subject.permissions)),
  };

  it('keeps a landing page that names a known screen, legacy values mapped first', () => {
    expect(resolveLanding('/users', known)).toBe('/users');
    expect(resolveLanding('/order-listing', known)).toBe('/monitor/order-listing');
  });

  it('lands on the base path when the landing page names no screen', () => {
    expect(resolveLanding('/dashboard', known)).toBe('/');
    expect(resolveLanding('/no/such/screen', known)).toBe('/');
  });

  it('lands on the base path when the user may not open the screen the landing page names', () => {
    const subject = {
      permissions: { monitor: { orders: '0100' } },
      developerAccess: false,
      copyConfiguration: false,
      isPartner: false,
      partnerManagement: false,
    };
    expect(resolveLanding('/users', known, subject)).toBe('/');
    expect(resolveLanding('/users', known, { ...subject, permissions: { users: '0100' } })).toBe('/users');
  });

  it('trusts the value when no routes are known', () => {
    expect(resolveLanding('/dashboard')).toBe('/dashboard');
  });
});
