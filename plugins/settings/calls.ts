import { defineCall } from '../../core/http/callDefinition.ts';
import type { TenantSettings, UpdateLogoRequest, UpdateTenantSettingsRequest } from './contract.ts';
import { SETTINGS_PATHS } from './paths.ts';

/* Loaded with the console's first page (the store is bound at start): no zod response schemas here. */

export const getTenantSettings = defineCall<void, TenantSettings>({
  method: 'GET',
  path: SETTINGS_PATHS.tenant,
});

/** A stale version is answered with 412; the form reports it, so it is kept out of the toasts. */
export const updateTenantSettings = defineCall<UpdateTenantSettingsRequest, TenantSettings>({
  method: 'PUT',
  path: SETTINGS_PATHS.tenant,
  notifyErrors: false,
});

export const updateTenantLogo = defineCall<UpdateLogoRequest, TenantSettings>({
  method: 'PUT',
  path: SETTINGS_PATHS.logo,
});
