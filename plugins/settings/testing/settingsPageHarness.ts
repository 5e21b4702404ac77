import type { FakeHttpClient } from '../../../tests/renderWorkspace.tsx';
import settingsPlugin from '../index.ts';
import { SETTINGS_PATHS } from '../paths.ts';
import { tenantSettings } from './tenantSettings.ts';

/**
 * What a test of a section another plugin adds to the Settings page needs: the settings plugin to render
 * the page with, and the tenant's settings served to it.
 */
export { settingsPlugin };

export function serveTenantSettings(http: FakeHttpClient): FakeHttpClient {
  return http.respond('GET', SETTINGS_PATHS.tenant, () => tenantSettings({ version: 1 }));
}
