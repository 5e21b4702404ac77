import type { TenantSettings } from '../contract.ts';

/** Tenant settings as the server returns them, for the settings plugin's tests. */
export function tenantSettings(overrides: Partial<TenantSettings> = {}): TenantSettings {
  return {
    tenantId: 't-1',
    businessName: 'Acme',
    style: { background: '#5F5D5D', color: '#F05223', font: '#ffffff', logosize: 50 },
    logo: null,
    passwordPolicy: {
      minLength: 12,
      requireUppercase: true,
      requireLowercase: true,
      requireDigit: true,
      requireSymbol: false,
      historyCount: 5,
      maxAgeDays: 90,
    },
    defaultLandingPage: '',
    partnerManagement: false,
    sessionIdleMinutes: 30,
    sessionAbsoluteMinutes: 480,
    version: 3,
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}
