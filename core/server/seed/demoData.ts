import type { PartnerAccount, PasswordPolicy, TenantStyle } from '../../contract/auth.ts';
import type { PermissionTree } from '../../contract/permissions.ts';
import { uniformPermissionTree } from '../../contract/permissionCatalogue.ts';
import type { TenantSettings } from '../db/schema.ts';

/** What the first start creates: two tenants, their partner accounts, roles and users. */

export interface SeedTenant {
  id: string;
  businessName: string;
  style: TenantStyle;
  settings: TenantSettings;
  passwordPolicy: PasswordPolicy;
  defaultLandingPage: string;
  partnerManagement: boolean;
  accounts: PartnerAccount[];
}

export const AURORA_TENANT = 'aurora';
export const BOREALIS_TENANT = 'borealis';

export const SEED_TENANTS: readonly SeedTenant[] = [
  {
    id: AURORA_TENANT,
    businessName: 'Aurora Telecom',
    style: { background: '#1F2937', color: '#F05223', font: '#FFFFFF', logosize: 50 },
    settings: {
      timezone: 'Europe/Berlin',
      dateFormat: 'dd.MM.yyyy HH:mm',
      worklist: { pageSize: 50, claimTimeoutMinutes: 60 },
    },
    passwordPolicy: {
      minLength: 12,
      requireUppercase: true,
      requireLowercase: true,
      requireDigit: true,
      requireSymbol: true,
      historyCount: 5,
      maxAgeDays: 90,
    },
    defaultLandingPage: '/dashboard',
    partnerManagement: false,
    accounts: [
      { accountId: 'ACC-NW', accountNumber: '100000', accountName: 'Northwind Partners', parentAccountId: null },
      { accountId: 'ACC-NW-N', accountNumber: '100100', accountName: 'Northwind North', parentAccountId: 'ACC-NW' },
      { accountId: 'ACC-NW-S', accountNumber: '100200', accountName: 'Northwind South', parentAccountId: 'ACC-NW' },
    ],
  },
  {
    id: BOREALIS_TENANT,
    businessName: 'Borealis Networks',
    style: { background: '#0F3D3E', color: '#2BB673', font: '#F5F5F5', logosize: 44 },
    settings: {
      timezone: 'Europe/Oslo',
      dateFormat: 'yyyy-MM-dd HH:mm',
      worklist: { pageSize: 25, claimTimeoutMinutes: 120 },
    },
    passwordPolicy: {
      minLength: 10,
      requireUppercase: false,
      requireLowercase: true,
      requireDigit: true,
      requireSymbol: false,
      historyCount: 3,
      maxAgeDays: 0,
    },
    defaultLandingPage: '/monitor/order-listing',
    partnerManagement: true,
    accounts: [{ accountId: 'ACC-FJ', accountNumber: '200000', accountName: 'Fjord Resellers', parentAccountId: null }],
  },
];

export interface SeedRole {
  name: string;
  description: string;
  permissions: PermissionTree;
}

const READ = '0100';
const READ_UPDATE = '0110';
const ALL = '1111';

/**
 * Every tenant gets these roles. Role names are never shown to users. A function: the Administrator and
 * Developer trees cover the catalogue as the plugins contributed it when the seed runs.
 */
export const seedRoles = (): readonly SeedRole[] => [
  { name: 'Administrator', description: 'Every area, every action.', permissions: uniformPermissionTree(ALL) },
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
      inventory: { dashboard: READ, stock: READ },
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

export interface DemoUser {
  username: string;
  /** Fixed and documented: these accounts exist for trying the console out (SDP_DEMO=0 creates none). */
  password: string;
  tenant: string;
  description: string;
  firstname: string;
  lastname: string;
  email: string;
  role: string;
  accountId: string | null;
  landingPage: string;
  developerAccess: boolean;
  copyConfiguration: boolean;
}

export const ADMIN_USERNAME = 'admin';
export const ADMIN_EMAIL = 'admin@aurora.example';

/** The administrator of the first tenant; its password comes from SDP_ADMIN_PASSWORD or is generated. */
export const ADMIN_USER: Omit<DemoUser, 'password'> = {
  username: ADMIN_USERNAME,
  tenant: AURORA_TENANT,
  description: 'Administrator of Aurora Telecom: every area, developer access and configuration copy.',
  firstname: 'Ada',
  lastname: 'Administrator',
  email: ADMIN_EMAIL,
  role: 'Administrator',
  accountId: null,
  landingPage: '',
  developerAccess: true,
  copyConfiguration: true,
};

/** The demo accounts, as listed in the README. */
export const DEMO_USERS: readonly DemoUser[] = [
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

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A logo for the tenant: its initials on its accent colour and its name, as an SVG data URL. */
export function tenantLogo(businessName: string, style: TenantStyle): string {
  const initials = businessName
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const font = 'Helvetica, Arial, sans-serif';
  const width = 64 + Math.ceil(businessName.length * 10.5);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="50" viewBox="0 0 ${width} 50" role="img" aria-label="${escapeXml(businessName)}">` +
    `<rect x="1" y="1" width="48" height="48" rx="10" fill="${style.color}"/>` +
    `<text x="25" y="32" text-anchor="middle" font-family="${font}" font-size="20" font-weight="700" fill="${style.font}">${escapeXml(initials)}</text>` +
    `<text x="60" y="32" font-family="${font}" font-size="18" font-weight="600" fill="${style.font}">${escapeXml(businessName)}</text>` +
    '</svg>';
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
