import { describe, expect, it } from 'vitest';
import { landingPath, landingUrl, resolveLanding } from './landing.ts';

describe('landing page', () => {
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

  it('adds a missing leading slash', () => {
    expect(landingPath('worklist')).toBe('/worklist');
  });

  it('builds the full URL under /sdp', () => {
    expect(landingUrl('/monitor/worklist')).toBe('/sdp/monitor/worklist');
    expect(landingUrl('')).toBe('/sdp/');
  });
});

describe('resolveLanding', () => {
  const screens: Record<string, string> = {
    '/': 'always',
    '/monitor/order-listing': 'monitor:orders:r',
    '/monitor/worklist': 'monitor:orders:r',
    '/users': 'users:r',
  };
  /** The landing values older consoles stored, as the screens' routes declare them (`legacyLanding`). */
  const legacy: Record<string, string> = {
    '/order-listing': '/monitor/order-listing',
    '/worklist': '/monitor/worklist',
  };
  const known = {
    current: (path: string) => legacy[path] ?? path,
    opens: (path: string, subject?: { permissions: Record<string, unknown> }) =>
      path in screens &&
      (subject === undefined ||
        screens[path] === 'always' ||
        (screens[path] === 'users:r' && 'users' in subject.permissions)),
  };

  it.each([
    ['/order-listing', '/monitor/order-listing'],
    ['/worklist', '/monitor/worklist'],
    ['worklist', '/monitor/worklist'],
  ])('maps the legacy value %s to %s, the screen that declares it', (stored, current) => {
    expect(resolveLanding(stored, known)).toBe(current);
  });

  it('keeps a landing page that names a known screen, legacy values mapped first', () => {
    expect(resolveLanding('/users', known)).toBe('/users');
    expect(resolveLanding('/order-listing', known)).toBe('/monitor/order-listing');
  });

  it('lands on the base path when the landing page names no screen', () => {
    expect(resolveLanding('/dashboard', known)).toBe('/');
    expect(resolveLanding('/no/such/screen', known)).toBe('/');
    // A legacy value no enabled screen declares (the stock screen of an inventory plugin not enabled).
    expect(resolveLanding('/deviceManagement/stock', known)).toBe('/');
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
    expect(resolveLanding('/order-listing')).toBe('/order-listing');
  });
});
