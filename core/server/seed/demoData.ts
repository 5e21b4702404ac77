import type { PartnerAccount, PasswordPolicy, TenantStyle } from '../../contract/auth.ts';
import { uniformPermissionTree } from '../../contract/permissionCatalogue.ts';
import type { TenantSettings } from '../db/schema.ts';
import type { SeedRole, SeedUser } from './seedRows.ts';

/**
 * What every first start creates, demo or not: two tenants, their partner accounts, the Administrator role
 * and the administrator. The other roles and the demo users are the users plugin's seed.
 */

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

/**
 * The role every tenant starts with, so its administrator can sign in and grant the rest (the users plugin
 * seeds the other roles). A function: the tree covers the catalogue as the plugins contributed it when the
 * seed runs.
 */
export const administratorRole = (): SeedRole => ({
  name: 'Administrator',
  description: 'Every area, every action.',
  permissions: uniformPermissionTree('1111'),
});

export const ADMIN_USERNAME = 'admin';
export const ADMIN_EMAIL = 'admin@aurora.example';

/** The administrator of the first tenant; its password comes from SDP_ADMIN_PASSWORD or is generated. */
export const ADMIN_USER: Omit<SeedUser, 'password'> = {
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
