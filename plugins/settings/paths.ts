/**
 * Permission keys, REST paths and limits of the tenant settings. Free of zod, so the plugin's manifest
 * and calls (loaded with the console's first page) stay light; contract.ts re-exports them.
 */
export const SETTINGS_PERMISSIONS = { read: 'settings:r', update: 'settings:u' } as const;

export const SETTINGS_PATHS = {
  /** GET, settings:r; PUT, settings:u. */
  tenant: '/setting/tenant',
  /** PUT, settings:u: `{ dataUrl }` replaces the logo, `{ dataUrl: null }` removes it. */
  logo: '/setting/logo',
} as const;

export const LOGO_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type LogoMediaType = (typeof LOGO_MEDIA_TYPES)[number];
/** The largest logo accepted, decoded. */
export const MAX_LOGO_BYTES = 200 * 1024;
export const LOGO_SIZE_LIMITS = { min: 16, max: 200 } as const;
export const SESSION_IDLE_LIMITS = { min: 5, max: 24 * 60 } as const;
export const SESSION_ABSOLUTE_LIMITS = { min: 15, max: 30 * 24 * 60 } as const;
