import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { setElementVars } from '@vanilla-extract/dynamic';
import type { TenantStyle } from '../contract/auth.ts';
import { vars, type ThemeValues } from '../../themes/contract.css.ts';
import {
  DEFAULT_THEME_ID,
  findTheme,
  isThemeId,
  themes,
  type ThemeDefinition,
  type ThemeId,
} from '../../themes/index.ts';
import { readableOn, safeColour } from './colour.ts';
import { ThemePreferenceStore } from './ThemePreferenceStore.ts';
import type { ThemeEngine } from './ThemeEngine.ts';

export const DEFAULT_LOGO_HEIGHT = 50;
const LOGO_HEIGHT_RANGE = { min: 16, max: 200 } as const;
const LOGO_DATA_URL = /^data:image\/(png|jpe?g|gif|webp|svg\+xml|x-icon|vnd\.microsoft\.icon)[;,]/i;

type TenantColours = Partial<Pick<ThemeValues['color'], 'brand' | 'brandFg' | 'headerBg' | 'headerFg'>>;

/** A colour the tenant actually set, validated; null when the field is absent or blank. */
function tenantColour(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  return safeColour(value);
}

@injectable()
export class DocumentThemeEngine implements ThemeEngine {
  readonly themes = themes;
  themeId: ThemeId = DEFAULT_THEME_ID;
  logo: string | null = null;
  private style: Partial<TenantStyle> | null = null;
  private username: string | null = null;

  constructor(@inject(ThemePreferenceStore) private readonly preferences: ThemePreferenceStore) {
    makeObservable<DocumentThemeEngine, 'style' | 'username'>(this, {
      themeId: observable,
      logo: observable,
      style: observableRef,
      username: observable,
      theme: computed,
      values: computed,
      logoHeight: computed,
      bootstrap: action,
      setUser: action,
      setTheme: action,
      applyStyle: action,
      applyLogo: action,
    });
  }

  get theme(): ThemeDefinition {
    return findTheme(this.themeId);
  }

  get logoHeight(): number {
    const size = Number(this.style?.logosize);
    return Number.isFinite(size) && size >= LOGO_HEIGHT_RANGE.min && size <= LOGO_HEIGHT_RANGE.max
      ? Math.round(size)
      : DEFAULT_LOGO_HEIGHT;
  }

  get values(): ThemeValues {
    const base = this.theme.values;
    return {
      ...base,
      color: { ...base.color, ...this.tenantColours() },
      logo: { height: `${this.logoHeight}px` },
    };
  }

  bootstrap(username?: string | null): void {
    if (username) this.username = username;
    const saved = username ? this.preferences.load(username) : this.preferences.loadLast();
    this.themeId = isThemeId(saved) ? saved : DEFAULT_THEME_ID;
    this.apply();
  }

  setUser(username: string | null): void {
    this.username = username;
    const saved = username ? this.preferences.load(username) : null;
    if (isThemeId(saved)) this.themeId = saved;
    this.apply();
  }

  setTheme(id: ThemeId): void {
    if (!isThemeId(id)) return;
    this.themeId = id;
    this.preferences.save(this.username, id);
    this.apply();
  }

  applyStyle(style: Partial<TenantStyle> | null): void {
    this.style = style;
    this.apply();
  }

  applyLogo(dataUrl: string | null): void {
    this.logo = dataUrl && LOGO_DATA_URL.test(dataUrl) ? dataUrl : null;
  }

  private tenantColours(): TenantColours {
    const policy = this.theme.tenantColours;
    if (policy === 'none' || !this.style) return {};
    const colours: TenantColours = {};
    const brand = tenantColour(this.style.color);
    if (brand) {
      colours.brand = brand;
      colours.brandFg = readableOn(brand);
    }
    if (policy === 'all') {
      const headerBg = tenantColour(this.style.background);
      const headerFg = tenantColour(this.style.font);
      if (headerBg) colours.headerBg = headerBg;
      if (headerFg) colours.headerFg = headerFg;
    }
    return colours;
  }

  private apply(): void {
    if (typeof document === 'undefined') return;
    const root = document.documentElement;
    setElementVars(root, vars, this.values);
    root.style.colorScheme = this.theme.colorScheme;
    root.dataset['theme'] = this.theme.id;
  }
}
