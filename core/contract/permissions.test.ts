import { describe, expect, it } from 'vitest';
import { allCatalogueKeys, uniformPermissionTree, withoutTenantOnlyAreas } from './permissionCatalogue.ts';
import {
  hasPermission,
  isValidPermissionKey,
  mergePermissionTrees,
  parsePermissionKey,
  type PermissionSubject,
} from './permissions.ts';

const subject = (overrides: Partial<PermissionSubject> = {}): PermissionSubject => ({
  permissions: {},
  developerAccess: false,
  copyConfiguration: false,
  isPartner: false,
  partnerManagement: false,
  ...overrides,
});

describe('permission keys', () => {
  it('parses area:letter and area:sub:letter, rejecting other shapes', () => {
    expect(parsePermissionKey('dashboard:r')).toEqual({ path: ['dashboard'], letter: 'r' });
    expect(parsePermissionKey('monitor:inbound api:r')).toEqual({ path: ['monitor', 'inbound api'], letter: 'r' });
    expect(parsePermissionKey('dashboard:x')).toBeNull();
    expect(parsePermissionKey('dashboard')).toBeNull();
    expect(parsePermissionKey('a:b:c:r')).toBeNull();
    expect(parsePermissionKey(':r')).toBeNull();
    expect(isValidPermissionKey('transfer')).toBe(true);
    expect(isValidPermissionKey('nonsense')).toBe(false);
  });

  it('reads the c/r/u/d flag of the four-flag string', () => {
    const user = subject({ permissions: { dashboard: '0100', monitor: { orders: '1010' } } });
    expect(hasPermission(user, 'dashboard:r')).toBe(true);
    expect(hasPermission(user, 'dashboard:c')).toBe(false);
    expect(hasPermission(user, 'monitor:orders:c')).toBe(true);
    expect(hasPermission(user, 'monitor:orders:r')).toBe(false);
    expect(hasPermission(user, 'monitor:orders:u')).toBe(true);
    expect(hasPermission(user, 'monitor:orders:d')).toBe(false);
    expect(hasPermission(user, 'monitor:worklist:r')).toBe(false);
  });

  it('treats malformed flags as no permission', () => {
    expect(hasPermission(subject({ permissions: { dashboard: '11' } }), 'dashboard:r')).toBe(false);
    expect(hasPermission(subject({ permissions: { dashboard: 'abcd' } }), 'dashboard:r')).toBe(false);
  });

  it('passes an area key when any sub-area holds the letter', () => {
    const user = subject({ permissions: { rules: { 'sms templates': '0100', 'validation rules': '0000' } } });
    expect(hasPermission(user, 'rules:r')).toBe(true);
    expect(hasPermission(user, 'rules:u')).toBe(false);
  });

  it('does not read inherited object properties as areas', () => {
    expect(hasPermission(subject(), 'constructor:r')).toBe(false);
    expect(hasPermission(subject(), 'toString:r')).toBe(false);
  });

  it('handles the special keys', () => {
    expect(hasPermission(subject(), 'ignoreAndReturnTrue')).toBe(true);
    expect(hasPermission(subject(), 'devAccess')).toBe(false);
    expect(hasPermission(subject({ developerAccess: true }), 'devAccess')).toBe(true);
    expect(hasPermission(subject(), 'transfer')).toBe(false);
    expect(hasPermission(subject({ copyConfiguration: true }), 'transfer')).toBe(true);
  });

  it('passes an array when any one key passes, and an empty array never', () => {
    const user = subject({ permissions: { triggers: '0100' } });
    expect(hasPermission(user, ['dashboard:r', 'triggers:r'])).toBe(true);
    expect(hasPermission(user, ['dashboard:r', 'reports:r'])).toBe(false);
    expect(hasPermission(user, [])).toBe(false);
  });
});

describe('the partner rule', () => {
  const tree = uniformPermissionTree('1111');

  it('strips restricted areas from partner users when partner management is off', () => {
    const partner = subject({ permissions: tree, isPartner: true });
    expect(hasPermission(partner, 'translator:r')).toBe(false);
    expect(hasPermission(partner, 'workflow:r')).toBe(false);
    expect(hasPermission(partner, 'rules:dependency rules:r')).toBe(false);
    expect(hasPermission(partner, 'reverseSync:events:r')).toBe(false);
    expect(hasPermission(partner, 'inventory:configuration:r')).toBe(false);
    expect(hasPermission(partner, 'inventory:stock:r')).toBe(true);
    expect(hasPermission(partner, 'dashboard:r')).toBe(true);
  });

  it('keeps the monitor area, whatever its sub-area', () => {
    const partner = subject({ permissions: tree, isPartner: true });
    expect(hasPermission(partner, 'monitor:notifications:r')).toBe(true);
    expect(hasPermission(partner, 'monitor:workflows:r')).toBe(true);
  });

  it('does not apply with partner management on, nor to tenant users', () => {
    expect(
      hasPermission(subject({ permissions: tree, isPartner: true, partnerManagement: true }), 'translator:r'),
    ).toBe(true);
    expect(hasPermission(subject({ permissions: tree }), 'translator:r')).toBe(true);
  });

  it('follows only the partner-management rule: a partner holding settings keys in its tree holds them', () => {
    const partner = subject({ permissions: tree, isPartner: true, partnerManagement: false });
    expect(hasPermission(partner, ['settings:r', 'settings:u'])).toBe(true);
  });

  it('drops the tenant-only areas from a partner tree, and nothing else', () => {
    const partnerTree = withoutTenantOnlyAreas(tree);
    expect(partnerTree).not.toHaveProperty('settings');
    expect(Object.keys(partnerTree).sort()).toEqual(
      Object.keys(tree)
        .filter((area) => area !== 'settings')
        .sort(),
    );
  });

  it('gives partner users the users and configuration logs keys their roles hold (the server scopes them)', () => {
    for (const partnerManagement of [false, true]) {
      const partner = subject({ permissions: tree, isPartner: true, partnerManagement });
      for (const key of ['users:r', 'users:c', 'users:u', 'configurationLogs:r'])
        expect(hasPermission(partner, key), `${key} with partner management ${partnerManagement}`).toBe(true);
    }
  });
});

describe('merging role trees', () => {
  it('ORs the flags of several roles', () => {
    const merged = mergePermissionTrees([
      { dashboard: '0100', monitor: { orders: '0100' } },
      { dashboard: '1000', monitor: { orders: '0010', worklist: '0100' }, reports: '0100' },
    ]);
    expect(merged).toEqual({ dashboard: '1100', monitor: { orders: '0110', worklist: '0100' }, reports: '0100' });
  });

  it('gives a uniform tree every catalogue key', () => {
    const admin = subject({ permissions: uniformPermissionTree('1111') });
    for (const key of allCatalogueKeys('r')) expect(hasPermission(admin, key), key).toBe(true);
    const none = subject({ permissions: uniformPermissionTree('0000') });
    for (const key of allCatalogueKeys('r')) expect(hasPermission(none, key), key).toBe(false);
  });
});
