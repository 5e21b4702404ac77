import type { Kysely } from 'kysely';
import { uniformPermissionTree } from '../../../core/contract/permissionCatalogue.ts';
import { hashPassword } from '../../../core/server/auth/passwords.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { AURORA_TENANT, BOREALIS_TENANT } from '../../../core/server/seed/demoData.ts';
import { insertSeedRole, insertSeedUser, type SeedRole, type SeedUser } from '../../../core/server/seed/seedRows.ts';
import type { PluginSeedContext } from '../../../core/server/serverPlugin.ts';

/**
 * The users plugin's first start: the roles beside the Administrator in every tenant and, on a demo start,
 * the demo users. The core's seed has written the tenants, the Administrator role and the administrator.
 */

const READ = '0100';
const READ_UPDATE = '0110';
const ALL = '1111';

/**
 * Every tenant gets these roles besides the core's Administrator, demo or not. Role names are never shown
 * to users. A function: the Developer tree covers the catalogue as the plugins contributed it when the
 * seed runs.
 */
export const seedRoles = (): readonly SeedRole[] => [
  {
    name: 'Operator',
    description: 'Watches and works orders, the worklist and workflows; reads the dashboard and reports.',
    permissions: {
      dashboard: READ,
      monitor: {
        orders: READ_UPDATE,
        worklist: READ_UPDATE,
        workflows: READ_UPDATE,
        'inbound api': READ_UPDATE,
        notifications: READ_UPDATE,
      },
      reports: READ,
    },
  },
  {
    name: 'Partner',
    description: "A partner's view: its orders and worklist, the dashboard and its stock.",
    permissions: {
      dashboard: READ,
      monitor: { orders: READ, worklist: READ_UPDATE },
      inventory: { dashboard: READ, stock: READ, locations: READ },
      reports: READ,
    },
  },
  {
    name: 'Developer',
    description: 'Reads everything but users and settings.',
    permissions: Object.fromEntries(
      Object.entries(uniformPermissionTree(READ)).filter(([area]) => area !== 'users' && area !== 'settings'),
    ),
  },
  {
    name: 'Designer',
    description:
      'Designs how orders run: workflows, services, tasks, forms, networks, rules, triggers and notifications; enters test orders.',
    permissions: {
      dashboard: READ,
      monitor: { orders: '1100', worklist: READ, workflows: READ, 'inbound api': READ, notifications: READ },
      workflow: ALL,
      service: ALL,
      tasks: ALL,
      forms: ALL,
      networks: ALL,
      notifications: ALL,
      rules: {
        'dependency rules': ALL,
        'validation rules': ALL,
        'transformation rules': ALL,
        'translation rules': ALL,
        'sms templates': ALL,
      },
      triggers: ALL,
      translator: ALL,
      configurationLogs: READ,
    },
  },
  {
    name: 'Configuration copier',
    description: 'Reads the configuration that can be copied between tenants.',
    permissions: {
      dashboard: READ,
      workflow: READ,
      service: READ,
      tasks: READ,
      forms: READ,
      networks: READ,
      notifications: READ,
      triggers: READ,
      translator: READ,
      configurationLogs: READ,
    },
  },
];

/** The demo accounts, as listed in the README. */
export const DEMO_USERS: readonly SeedUser[] = [
  {
    username: 'operator',
    password: 'Operator#Demo-2026',
    tenant: AURORA_TENANT,
    description: 'Operator of Aurora Telecom: monitor (read and update), dashboard and reports; no users or settings.',
    firstname: 'Oskar',
    lastname: 'Operator',
    email: 'operator@aurora.example',
    role: 'Operator',
    accountId: null,
    landingPage: '/monitor/order-listing',
    developerAccess: false,
    copyConfiguration: false,
  },
  {
    username: 'partner',
    password: 'Partner#Demo-2026',
    tenant: AURORA_TENANT,
    description: 'Partner user of the Northwind North account (child of Northwind Partners): the reduced partner menu.',
    firstname: 'Paula',
    lastname: 'Partner',
    email: 'partner@aurora.example',
    role: 'Partner',
    accountId: 'ACC-NW-N',
    landingPage: '/monitor/order-listing',
    developerAccess: false,
    copyConfiguration: false,
  },
  {
    username: 'developer',
    password: 'Developer#Demo-2026',
    tenant: AURORA_TENANT,
    description: 'Developer of Aurora Telecom: reads everything but users and settings, and has the Dev area.',
    firstname: 'Dana',
    lastname: 'Developer',
    email: 'developer@aurora.example',
    role: 'Developer',
    accountId: null,
    landingPage: '/dev/order',
    developerAccess: true,
    copyConfiguration: false,
  },
  {
    username: 'designer',
    password: 'Designer#Demo-2026',
    tenant: AURORA_TENANT,
    description: 'Designer of Aurora Telecom: the studios and every configuration screen; enters test orders.',
    firstname: 'Dara',
    lastname: 'Designer',
    email: 'designer@aurora.example',
    role: 'Designer',
    accountId: null,
    landingPage: '/configure/workflows',
    developerAccess: false,
    copyConfiguration: false,
  },
  {
    username: 'copier',
    password: 'Copier#Demo-2026',
    tenant: AURORA_TENANT,
    description: 'Reads the configuration of Aurora Telecom and may copy it to another tenant (Transfer).',
    firstname: 'Cora',
    lastname: 'Copier',
    email: 'copier@aurora.example',
    role: 'Configuration copier',
    accountId: null,
    landingPage: '/transfer',
    developerAccess: false,
    copyConfiguration: true,
  },
  {
    username: 'borealis-admin',
    password: 'Borealis#Admin-2026',
    tenant: BOREALIS_TENANT,
    description: 'Administrator of Borealis Networks, the second tenant.',
    firstname: 'Bjorn',
    lastname: 'Administrator',
    email: 'admin@borealis.example',
    role: 'Administrator',
    accountId: null,
    landingPage: '',
    developerAccess: false,
    copyConfiguration: false,
  },
];

/**
 * Writes the roles into every tenant and, unless SDP_DEMO=0, the demo users, each with its audit entry.
 */
export async function seedUsers(trx: Kysely<CoreDatabase>, { tenantIds, demo }: PluginSeedContext): Promise<void> {
  const users = demo ? DEMO_USERS : [];
  // Hashing is slow on purpose: hash every password at once, before writing a row.
  const hashes = await Promise.all(users.map((user) => hashPassword(user.password)));
  for (const tenantId of tenantIds) {
    for (const role of seedRoles()) await insertSeedRole(trx, tenantId, role);
  }
  if (users.length === 0) return;
  const roles = await trx
    .selectFrom('roles')
    .select(['id', 'tenant_id', 'name'])
    .where('tenant_id', 'in', tenantIds)
    .execute();
  for (const [index, user] of users.entries()) {
    const role = roles.find((candidate) => candidate.tenant_id === user.tenant && candidate.name === user.role);
    if (!role) throw new Error(`Seed user ${user.username} names the unknown role ${user.role} of ${user.tenant}`);
    await insertSeedUser(trx, user, hashes[index] ?? '', role.id);
  }
}
