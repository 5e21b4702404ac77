import { inject, injectable } from 'inversify';
import { HttpClient } from '../../core/http/HttpClient.ts';
import { SessionStore } from '../../core/session/SessionStore.ts';
import { ThemeEngine } from '../../core/theme/ThemeEngine.ts';
import { getTenantSettings, updateTenantLogo, updateTenantSettings } from './calls.ts';
import type { TenantSettings, UpdateTenantSettingsRequest } from './contract.ts';

/**
 * The tenant's settings on the server, and their branding in this console: after a save the new
 * style and logo apply at once here; other consoles follow the style version of their responses.
 */
export const SettingsStore = Symbol.for('sdp.SettingsStore');
export interface SettingsStore {
  load(): Promise<TenantSettings>;
  /** Rejects with a 412 ApiError when `version` is stale. */
  save(request: UpdateTenantSettingsRequest): Promise<TenantSettings>;
  /** A data URL replaces the logo, null removes it. */
  saveLogo(dataUrl: string | null): Promise<TenantSettings>;
  /** Applies the style and logo to this console and to the session's cached branding. */
  applyBranding(settings: TenantSettings): Promise<void>;
}

@injectable()
export class HttpSettingsStore implements SettingsStore {
  constructor(
    @inject(HttpClient) private readonly http: HttpClient,
    @inject(ThemeEngine) private readonly theme: ThemeEngine,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {}

  async load(): Promise<TenantSettings> {
    return (await this.http.call(getTenantSettings)).data;
  }

  async save(request: UpdateTenantSettingsRequest): Promise<TenantSettings> {
    const saved = (await this.http.call(updateTenantSettings, request)).data;
    await this.applyBranding(saved);
    return saved;
  }

  async saveLogo(dataUrl: string | null): Promise<TenantSettings> {
    const saved = (await this.http.call(updateTenantLogo, { dataUrl })).data;
    await this.applyBranding(saved);
    return saved;
  }

  async applyBranding(settings: TenantSettings): Promise<void> {
    this.theme.applyStyle(settings.style);
    this.theme.applyLogo(settings.logo);
    await Promise.all([this.session.setItem('style', settings.style), this.session.setItem('logo', settings.logo)]);
  }
}
