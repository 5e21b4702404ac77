import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { allCatalogueKeys } from '../../core/contract/permissionCatalogue.ts';
import { hasPermission, mergePermissionTrees, type PermissionTree } from '../../core/contract/permissions.ts';
import { checkPasswordPolicy } from '../../core/server/auth/passwords.ts';
import { loadConfig } from '../../core/server/config.ts';
import { coreMigrations } from '../../core/server/db/coreMigrations.ts';
import { openDatabase, type SdpDatabase } from '../../core/server/db/database.ts';
import { administratorRole, SEED_TENANTS } from '../../core/server/seed/demoData.ts';
import { seedOnFirstStart } from '../../core/server/seed/seed.ts';
import { DEMO_USERS, seedRoles } from '../../plugins/users/server/usersSeed.ts';
import { createDatabase } from '../support/postgres.ts';
import { AURORA, BOREALIS } from './support/fixtures.ts';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer, emptyDatabaseSnapshot } from './support/testServer.ts';

let server: TestServer;
const silent = pino({ level: 'silent' });
const HEX = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

beforeAll(async () => {
  server = await startTestServer({}, { fresh: true });
});

afterAll(async () => {
  await server?.close();
});

/** An empty, migrated database of its own: PGlite in memory, or a new database on the run's PostgreSQL. */
async function emptyDatabase(): Promise<SdpDatabase> {
  const adminUrl = inject('databaseUrl');
  const database = adminUrl
    ? await openDatabase({
        databaseUrl: await createDatabase(adminUrl, `seed_${process.pid}_${Date.now() % 1_000_000}`),
      })
    : await openDatabase({ dataDir: 'memory://', ...(await emptyDatabaseSnapshot()) });
  await database.migrate(coreMigrations);
  return database;
}

function subject(permissions: PermissionTree) {
  return { permissions, developerAccess: false, copyConfiguration: false, isPartner: false, partnerManagement: false };
}

describe('first-start seed', () => {
  it('reports what it did', () => {
    expect(server.runtime.seed).toEqual({ seeded: true, adminUsername: 'admin', generatedAdminPassword: null });
  });

  it('creates two tenants with their own colours, logo, settings and password policy', async () => {
    const tenants = await server.runtime.services.db.selectFrom('tenants').selectAll().orderBy('id').execute();
    expect(tenants.map((tenant) => tenant.id)).toEqual([AURORA, BOREALIS]);
    const [aurora, borealis] = tenants;
    if (!aurora || !borealis) throw new Error('tenants missing');
    expect(aurora.business_name).toBe('Aurora Telecom');
    expect(borealis.business_name).toBe('Borealis Networks');
    expect(aurora.partner_management).toBe(false);
    for (const tenant of tenants) {
      expect(tenant.style.background).toMatch(HEX);
      expect(tenant.style.color).toMatch(HEX);
      expect(tenant.style.font).toMatch(HEX);
      expect(tenant.logo).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Object.keys(tenant.settings).length).toBeGreaterThan(0);
      expect(tenant.session_idle_minutes).toBeNull();
      expect(tenant.session_absolute_minutes).toBeNull();
    }
    expect(aurora.style.color).not.toBe(borealis.style.color);
    expect(aurora.logo).not.toBe(borealis.logo);
    expect(aurora.password_policy).toMatchObject({
      minLength: 12,
      requireUppercase: true,
      requireSymbol: true,
      historyCount: 5,
    });
    expect(borealis.password_policy).toMatchObject({ minLength: 10 });
  });

  it('creates a partner account hierarchy of a parent and two children', async () => {
    const accounts = await server.runtime.services.db
      .selectFrom('partner_accounts')
      .selectAll()
      .where('tenant_id', '=', AURORA)
      .orderBy('account_number')
      .execute();
    const parent = accounts.find((account) => account.parent_account_id === null);
    expect(parent).toBeDefined();
    const children = accounts.filter((account) => account.parent_account_id === parent?.account_id);
    expect(children).toHaveLength(2);
    for (const account of accounts) {
      expect(account.account_number).toMatch(/\S/);
      expect(account.account_name).toMatch(/\S/);
    }
  });

  it('creates in every tenant the roles, which together cover every permission key of the catalogue', async () => {
    const roles = await server.runtime.services.db
      .selectFrom('roles')
      .select(['tenant_id', 'name', 'permissions'])
      .execute();
    for (const tenantId of [AURORA, BOREALIS]) {
      const own = roles.filter((role) => role.tenant_id === tenantId);
      expect(own.map((role) => role.name).sort()).toEqual(
        [administratorRole(), ...seedRoles()].map((role) => role.name).sort(),
      );
      const merged = mergePermissionTrees(own.map((role) => role.permissions));
      for (const letter of ['c', 'r', 'u', 'd'] as const) {
        const missing = allCatalogueKeys(letter).filter((key) => !hasPermission(subject(merged), key));
        expect(missing, `${tenantId} ${letter}`).toEqual([]);
      }
    }
    const operator = roles.find((role) => role.tenant_id === AURORA && role.name === 'Operator');
    expect(hasPermission(subject(operator?.permissions ?? {}), 'monitor:orders:u')).toBe(true);
    expect(hasPermission(subject(operator?.permissions ?? {}), 'users:r')).toBe(false);
    expect(hasPermission(subject(operator?.permissions ?? {}), 'settings:r')).toBe(false);
  });

  it('creates the administrator and the demo users with their roles and flags, passwords only hashed', async () => {
    const db = server.runtime.services.db;
    const users = await db
      .selectFrom('users as u')
      .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
      .innerJoin('roles as r', 'r.id', 'ur.role_id')
      .select([
        'u.username',
        'u.tenant_id',
        'u.email',
        'u.password_hash',
        'u.account_id',
        'u.developer_access',
        'u.copy_configuration',
        'r.name as role',
      ])
      .execute();
    expect(users.map((user) => user.username).sort()).toEqual(
      ['admin', ...DEMO_USERS.map((user) => user.username)].sort(),
    );
    const byName = new Map(users.map((user) => [user.username, user]));
    expect(byName.get('admin')).toMatchObject({
      tenant_id: AURORA,
      role: 'Administrator',
      email: 'admin@aurora.example',
    });
    expect(byName.get('operator')).toMatchObject({
      role: 'Operator',
      email: 'operator@aurora.example',
      account_id: null,
    });
    expect(byName.get('partner')).toMatchObject({ role: 'Partner', account_id: 'ACC-NW-N' });
    expect(byName.get('developer')).toMatchObject({ developer_access: true, copy_configuration: false });
    expect(byName.get('copier')).toMatchObject({ developer_access: false, copy_configuration: true });
    expect(byName.get('borealis-admin')).toMatchObject({ tenant_id: BOREALIS, role: 'Administrator' });
    for (const user of users) {
      expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    }
    const dump = JSON.stringify(await db.selectFrom('users').selectAll().execute());
    for (const password of [TEST_ADMIN_PASSWORD, ...DEMO_USERS.map((user) => user.password)])
      expect(dump).not.toContain(password);
  });

  it('gives every demo user a password that signs in and satisfies its tenant policy', async () => {
    for (const user of DEMO_USERS) {
      const policy = SEED_TENANTS.find((tenant) => tenant.id === user.tenant)?.passwordPolicy;
      if (!policy) throw new Error(`no tenant ${user.tenant}`);
      expect(
        await checkPasswordPolicy(policy, user.password, { username: user.username, historyHashes: [] }),
        user.username,
      ).toEqual([]);
      expect(await server.login(user.username, user.password)).toMatch(/\S/);
    }
  });

  it('audits what it created', async () => {
    const entries = await server.runtime.services.db
      .selectFrom('audit_log')
      .select(['entity', 'actor_username'])
      .execute();
    expect(entries.filter((entry) => entry.entity === 'tenant')).toHaveLength(2);
    expect(entries.filter((entry) => entry.entity === 'user')).toHaveLength(1 + DEMO_USERS.length);
    const seeded = entries.filter((entry) => ['tenant', 'role', 'user'].includes(entry.entity));
    expect(seeded.every((entry) => entry.actor_username === 'system')).toBe(true);
  });

  it('does nothing on a database that already has tenants', async () => {
    const db = server.runtime.services.db;
    const count = async () => (await db.selectFrom('users').select('id').execute()).length;
    const before = await count();
    const result = await seedOnFirstStart(db, server.runtime.services.config, silent);
    expect(result).toEqual({ seeded: false, adminUsername: 'admin', generatedAdminPassword: null });
    expect(await count()).toBe(before);
  });
});

describe('seeding a fresh database', () => {
  it('seeds exactly once when two starts race', async () => {
    const database = await emptyDatabase();
    try {
      const config = loadConfig({ SDP_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, SDP_DEMO: '0' });
      const results = await Promise.all([
        seedOnFirstStart(database.db, config, silent),
        seedOnFirstStart(database.db, config, silent),
      ]);
      expect(results.filter((result) => result.seeded)).toHaveLength(1);
      expect(await database.db.selectFrom('tenants').select('id').execute()).toHaveLength(SEED_TENANTS.length);
      expect(await database.db.selectFrom('users').select('id').execute()).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  it('with SDP_DEMO=0 and no SDP_ADMIN_PASSWORD creates only the administrator, with a generated password that signs in', async () => {
    const bare = await startTestServer({ SDP_DEMO: '0', SDP_ADMIN_PASSWORD: '' });
    try {
      const generated = bare.runtime.seed.generatedAdminPassword;
      expect(generated).not.toBeNull();
      expect(generated?.length).toBeGreaterThanOrEqual(20);
      const policy = SEED_TENANTS.find((tenant) => tenant.id === AURORA)?.passwordPolicy;
      if (!policy || !generated) throw new Error('unreachable');
      expect(await checkPasswordPolicy(policy, generated, { username: 'admin', historyHashes: [] })).toEqual([]);
      const users = await bare.runtime.services.db.selectFrom('users').select('username').execute();
      expect(users.map((user) => user.username)).toEqual(['admin']);
      expect(await bare.login('admin', generated)).toMatch(/\S/);
      expect(
        (
          await bare.request('POST', '/authentication/uilogin', {
            body: { username: 'operator', password: DEMO_USERS[0]?.password },
          })
        ).status,
      ).toBe(401);
      const dump = JSON.stringify(await bare.runtime.services.db.selectFrom('users').selectAll().execute());
      expect(dump).not.toContain(generated);
    } finally {
      await bare.close();
    }
  });
});
