import { defineCall } from '../../core/http/callDefinition.ts';
import {
  SETTINGS_PATHS,
  tenantSettingsSchema,
  type TenantSettings,
  type UpdateLogoRequest,
  type UpdateTenantSettingsRequest,
} from './contract.ts';

export const getTenantSettings = defineCall<void, TenantSettings>({
  method: 'GET',
  path: SETTINGS_PATHS.tenant,
  responseSchema: tenantSettingsSchema,
});

/** A stale version is answered with 412; the form reports it, so it is kept out of the toasts. */
export const updateTenantSettings = defineCall<UpdateTenantSettingsRequest, TenantSettings>({
  method: 'PUT',
  path: SETTINGS_PATHS.tenant,
  responseSchema: tenantSettingsSchema,
  notifyErrors: false,
});

export const updateTenantLogo = defineCall<UpdateLogoRequest, TenantSettings>({
  method: 'PUT',
  path: SETTINGS_PATHS.logo,
  responseSchema: tenantSettingsSchema,
});
