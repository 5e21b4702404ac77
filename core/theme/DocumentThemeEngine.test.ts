import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autorun } from 'mobx';
import { createContainer } from '../di/container.ts';
import { DEFAULT_LOGO_HEIGHT, DocumentThemeEngine } from './DocumentThemeEngine.ts';
import { ThemeEngine } from './ThemeEngine.ts';
import { ThemeModule } from './ThemeModule.ts';
import { MemoryKeyProvider } from '../session/cryptoKeyProvider.ts';
import { SecureStorage, WebCryptoSecureStorage } from '../session/secureStorage.ts';
import { RecordingNavigator } from '../../tests/support/sessionDoubles.ts';
import { SecureThemePreferenceStore, ThemePreferenceStore } from './ThemePreferenceStore.ts';
import { defaultTheme } from '../../themes/default.ts';
import { darkTheme } from '../../themes/dark.ts';
import { highContrastTheme } from '../../themes/highContrast.ts';

const root = () => document.documentElement;
const cssVar = (name: string) => root().style.getPropertyValue(name);

/** One browser profile's key: every store made with it reads what the others wrote. */
let keys = new MemoryKeyProvider();
const secureStorage = () => new WebCryptoSecureStorage(keys, new RecordingNavigator());

function newEngine() {
  return new DocumentThemeEngine(new SecureThemePreferenceStore(secureStorage()));
}

/** An engine as a page load makes it: the stored choices read before the first paint. */
async function reloadedEngine() {
  const preferences = new SecureThemePreferenceStore(secureStorage());
  await preferences.restore();
  return new DocumentThemeEngine(preferences);
}

/** Waits until the encrypted write of a choice has landed: a store read afresh finds it as the last choice. */
async function written(themeId: string): Promise<void> {
  await vi.waitFor(
    async () => {
      const reread = new SecureThemePreferenceStore(secureStorage());
      await reread.restore();
      expect(reread.loadLast()).toBe(themeId);
    },
    { timeout: 5_000, interval: 20 },
  );
}

const tenantStyle = { background: '#123456', color: 'rgb(10, 200, 30)', font: '#eee', logosize: 72 };

beforeEach(() => {
  keys = new MemoryKeyProvider();
  localStorage.clear();
  root().removeAttribute('style');
  delete root().dataset['theme'];
});

afterEach(() => {
  localStorage.clear();
});

describe('DocumentThemeEngine', () => {
  it('applies the default theme as --sdp-* variables on <html>', () => {
    newEngine().bootstrap();
    expect(cssVar('--sdp-color-header-bg')).toBe('#5F5D5D');
    expect(cssVar('--sdp-color-header-fg')).toBe('#ffffff');
    expect(cssVar('--sdp-color-brand')).toBe('#F05223');
    expect(cssVar('--sdp-color-surface')).toBe(defaultTheme.color.surface);
    expect(cssVar('--sdp-font-size-md')).toBe(defaultTheme.font.size.md);
    expect(cssVar('--sdp-sidebar-width-collapsed')).toBe('64px');
    expect(cssVar('--sdp-sidebar-width-expanded')).toBe('80px');
    expect(cssVar('--sdp-logo-height')).toBe('50px');
    expect(root().style.colorScheme).toBe('light');
    expect(root().dataset['theme']).toBe('default');
  });

  it('applies the tenant style, normalised, over the theme', () => {
    const engine = newEngine();
    engine.bootstrap();
    engine.applyStyle(tenantStyle);
    expect(cssVar('--sdp-color-header-bg')).toBe('rgb(18, 52, 86)');
    expect(cssVar('--sdp-color-brand')).toBe('rgb(10, 200, 30)');
    expect(cssVar('--sdp-color-header-fg')).toBe('rgb(238, 238, 238)');
    expect(cssVar('--sdp-logo-height')).toBe('72px');
    expect(engine.logoHeight).toBe(72);
    // Text on the accent follows the accent: a light green needs dark ink.
    expect(cssVar('--sdp-color-brand-fg')).toBe('rgb(17, 18, 20)');
    // Colours the tenant does not own keep the theme's values.
    expect(cssVar('--sdp-color-surface')).toBe(defaultTheme.color.surface);
  });

  it('replaces an invalid tenant colour with 241,83,35', () => {
    const engine = newEngine();
    engine.bootstrap();
    engine.applyStyle({ ...tenantStyle, background: 'url(javascript:alert(1))', color: '#12' });
    expect(cssVar('--sdp-color-header-bg')).toBe('rgb(241, 83, 35)');
    expect(cssVar('--sdp-color-brand')).toBe('rgb(241, 83, 35)');
    expect(cssVar('--sdp-color-header-fg')).toBe('rgb(238, 238, 238)');
  });

  it('keeps the theme colour for a field the style leaves out, and removes the style on null', () => {
    const engine = newEngine();
    engine.bootstrap();
    engine.applyStyle({ color: '#00f' });
    expect(cssVar('--sdp-color-brand')).toBe('rgb(0, 0, 255)');
    expect(cssVar('--sdp-color-header-bg')).toBe('#5F5D5D');
    engine.applyStyle(null);
    expect(cssVar('--sdp-color-brand')).toBe('#F05223');
  });

  it('defaults the logo height to 50 when logosize is missing or unusable', () => {
    const engine = newEngine();
    engine.bootstrap();
    expect(DEFAULT_LOGO_HEIGHT).toBe(50);
    expect(engine.logoHeight).toBe(50);
    engine.applyStyle({ background: '#000' });
    expect(engine.logoHeight).toBe(50);
    engine.applyStyle({ logosize: Number.NaN });
    expect(engine.logoHeight).toBe(50);
    engine.applyStyle({ logosize: 5000 });
    expect(engine.logoHeight).toBe(50);
    expect(cssVar('--sdp-logo-height')).toBe('50px');
  });

  it('lets the dark theme take only the accent and the high-contrast theme take no tenant colour', () => {
    const engine = newEngine();
    engine.bootstrap();
    engine.applyStyle(tenantStyle);
    engine.setTheme('dark');
    expect(cssVar('--sdp-color-brand')).toBe('rgb(10, 200, 30)');
    expect(cssVar('--sdp-color-header-bg')).toBe(darkTheme.color.headerBg);
    expect(root().style.colorScheme).toBe('dark');
    engine.setTheme('high-contrast');
    expect(cssVar('--sdp-color-brand')).toBe(highContrastTheme.color.brand);
    expect(cssVar('--sdp-color-header-bg')).toBe(highContrastTheme.color.headerBg);
    expect(cssVar('--sdp-logo-height')).toBe('72px');
  });

  it('persists the choice per user, encrypted, and re-applies it on bootstrap', async () => {
    const first = newEngine();
    first.setUser('alice');
    first.setTheme('dark');
    await written('dark');
    const stored = JSON.stringify({ ...localStorage });
    expect(stored).not.toContain('dark');
    expect(stored).not.toContain('alice');

    root().removeAttribute('style');
    const second = await reloadedEngine();
    second.bootstrap('alice');
    expect(second.themeId).toBe('dark');
    expect(cssVar('--sdp-color-background')).toBe(darkTheme.color.background);

    const other = await reloadedEngine();
    other.bootstrap('bob');
    expect(other.themeId).toBe('default');
    expect(cssVar('--sdp-color-background')).toBe(defaultTheme.color.background);
  });

  it('uses the last choice on this browser when bootstrapped before the user is known', async () => {
    const first = newEngine();
    first.setUser('alice');
    first.setTheme('high-contrast');
    await written('high-contrast');

    const next = await reloadedEngine();
    next.bootstrap();
    expect(next.themeId).toBe('high-contrast');
    expect(cssVar('--sdp-color-text')).toBe(highContrastTheme.color.text);
  });

  it('keeps the choice when the session data is cleared at sign-out', async () => {
    const engine = newEngine();
    engine.setUser('alice');
    engine.setTheme('dark');
    const storage: SecureStorage = secureStorage();
    await storage.set('username', 'alice');
    await written('dark');
    await storage.clear();
    expect(await storage.get('username')).toBeNull();

    const next = await reloadedEngine();
    next.bootstrap('alice');
    expect(next.themeId).toBe('dark');
  });

  it("switches to a user's saved theme when the user becomes known, and keeps the current one otherwise", async () => {
    const carol = newEngine();
    carol.setUser('carol');
    carol.setTheme('dark');
    await written('dark');
    const engine = await reloadedEngine();
    engine.setTheme('default');
    engine.setUser('carol');
    expect(engine.themeId).toBe('dark');
    engine.setUser('dave');
    expect(engine.themeId).toBe('dark');
  });

  it('ignores a stored value that is not a theme', async () => {
    const preferences = new SecureThemePreferenceStore(secureStorage());
    preferences.save('eve', '"><script>');
    await written('"><script>');
    const engine = await reloadedEngine();
    engine.bootstrap('eve');
    expect(engine.themeId).toBe('default');
  });

  it('accepts only data:image URLs as the logo, observably', () => {
    const engine = newEngine();
    const seen: (string | null)[] = [];
    const stop = autorun(() => seen.push(engine.logo));
    engine.applyLogo('data:image/png;base64,AAAA');
    engine.applyLogo('javascript:alert(1)');
    stop();
    expect(seen).toEqual([null, 'data:image/png;base64,AAAA', null]);
  });

  it('is bound as a singleton by ThemeModule', () => {
    const container = createContainer();
    container.bind<SecureStorage>(SecureStorage).toConstantValue(secureStorage());
    container.load(ThemeModule);
    const engine = container.get<ThemeEngine>(ThemeEngine);
    expect(engine).toBeInstanceOf(DocumentThemeEngine);
    expect(container.get<ThemeEngine>(ThemeEngine)).toBe(engine);
    expect(container.get<ThemePreferenceStore>(ThemePreferenceStore)).toBeInstanceOf(SecureThemePreferenceStore);
  });
});
