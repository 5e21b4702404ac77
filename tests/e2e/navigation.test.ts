import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  headerBackground,
  screenshot,
  screenshotsAtBothSizes,
  useConsole,
  eventually,
} from './consoleHarness.ts';

/** Moving around the console by palette, key sequences and links; its error pages, themes and tenant colours. */
const harness = useConsole();

/** The seeded tenants' header backgrounds (core/server/seed/demoData.ts): Aurora #1F2937, Borealis #0F3D3E. */
const AURORA_HEADER = 'rgb(31, 41, 55)';
const BOREALIS_HEADER = 'rgb(15, 61, 62)';
/** The dark theme's own header (themes/dark.ts #17191e): it keeps only the tenant's accent colour. */
const DARK_HEADER = 'rgb(23, 25, 30)';

const isBasePath = (url: URL) => /^\/sdp\/?$/.test(url.pathname);

/** A page signed in as admin and standing on an unknown path: a screen other than Getting Started, inside the shell. */
async function onNotFoundPage(): Promise<Page> {
  const page = await harness.signedIn('admin');
  await page.goto(harness.url('/no-such-screen'));
  await page.getByRole('heading', { level: 1, name: '404 Not Found' }).waitFor();
  return page;
}

function palette(page: Page) {
  return page.getByRole('dialog', { name: 'Command palette' });
}

/** Opens the palette with its key, types a query and waits until the row Enter would run is `expected`. */
async function paletteQuery(page: Page, query: string, expected: string): Promise<void> {
  const dialog = palette(page);
  await page.keyboard.press('Control+k');
  await dialog.waitFor();
  await eventually(() => dialog.getByRole('combobox').evaluate((input) => input === document.activeElement)).toBe(true);
  await page.keyboard.type(query);
  await eventually(() => dialog.getByRole('option', { selected: true }).textContent()).toContain(expected);
}

function themeOf(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.documentElement.dataset['theme']);
}

describe('moving around', () => {
  it('shows the 404 page inside the shell for an unknown path, with a way back', async () => {
    const page = await onNotFoundPage();
    await page.getByRole('banner').waitFor();
    await eventually(() => page.title()).toBe('SDP');
    await screenshotsAtBothSizes(page, 'not-found');

    await page.getByRole('link', { name: 'Go to your landing page' }).click();
    await page.waitForURL((url) => url.pathname === '/sdp/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });

  it('shows the forbidden page for a screen the user may not read, and hides it from sidebar and palette', async () => {
    const page = await harness.signedIn('operator');
    await page.goto(harness.url('/users'));
    await page.getByRole('heading', { level: 1, name: 'You do not have access to this page' }).waitFor();
    await page.getByRole('banner').waitFor();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).first().getByText('Users').count()).toBe(0);
    await page.keyboard.press('Control+k');
    const dialog = palette(page);
    await dialog.waitFor();
    await page.keyboard.type('Go to Users');
    await eventually(() => dialog.getByRole('option', { name: /Go to Users/ }).count()).toBe(0);
    await page.keyboard.press('Escape');

    const admin = await harness.signedIn('admin');
    await admin.goto(harness.url('/users'));
    await admin.getByRole('tab', { name: 'Users' }).waitFor();
  });

  it('opens the palette with Ctrl+K and runs the chosen command with Enter', async () => {
    const page = await onNotFoundPage();

    await paletteQuery(page, 'getting', 'Go to Getting Started');
    await screenshotsAtBothSizes(page, 'palette');
    await page.keyboard.press('Enter');

    await page.waitForURL(isBasePath);
    await page.getByRole('heading', { level: 1, name: 'Getting Started' }).waitFor();
    await palette(page).waitFor({ state: 'hidden' });
  });

  it('follows the g h key sequence to Getting Started', async () => {
    const page = await onNotFoundPage();

    await page.keyboard.press('g');
    await page.keyboard.press('h');

    await page.waitForURL(isBasePath);
    await page.getByRole('heading', { level: 1, name: 'Getting Started' }).waitFor();
  });

  it('lists the shortcuts, the palette key among them, on ?', async () => {
    const page = await onNotFoundPage();

    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    const paletteRow = help.getByRole('option').filter({ hasText: 'Open command palette' });
    await eventually(() => paletteRow.locator('kbd kbd').allTextContents()).toEqual(['Ctrl', 'K']);
    const goToRow = help.getByRole('option').filter({ hasText: 'Go to Getting Started' });
    await eventually(() => goToRow.locator('kbd kbd').allTextContents()).toEqual(['G', 'H']);
    await screenshotsAtBothSizes(page, 'shortcut-help');

    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });
  });
});

describe('appearance', () => {
  it('applies the tenant colours of each user to the header', async () => {
    const aurora = await harness.signedIn('admin');
    await eventually(() => headerBackground(aurora)).toBe(AURORA_HEADER);

    const borealis = await harness.signedIn('borealis-admin');
    await borealis.getByRole('img', { name: 'Borealis Networks logo' }).waitFor();
    await eventually(() => headerBackground(borealis)).toBe(BOREALIS_HEADER);
    // Its administrator has no landing page of their own: the tenant's default, the order listing.
    await borealis.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await screenshotsAtBothSizes(borealis, 'borealis-landing');
  });

  it('switches the theme from the palette and keeps it, encrypted, after a reload and after signing out', async () => {
    const page = await harness.signedIn('admin');
    await eventually(() => themeOf(page)).toBe('default');

    await paletteQuery(page, 'switch theme', 'Switch theme');
    await page.keyboard.press('Enter');
    await palette(page).getByPlaceholder('Choose a theme').waitFor();
    await page.keyboard.type('dark');
    await eventually(() => palette(page).getByRole('option', { selected: true }).textContent()).toContain('Dark');
    await page.keyboard.press('Enter');

    await palette(page).waitFor({ state: 'hidden' });
    await eventually(() => themeOf(page)).toBe('dark');
    await eventually(() => headerBackground(page)).toBe(DARK_HEADER);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await eventually(() => themeOf(page)).toBe('dark');
    await eventually(() => headerBackground(page)).toBe(DARK_HEADER);
    await screenshotsAtBothSizes(page, 'dark-theme');
    // Nothing in clear: every stored value is ciphertext (base64), so the theme's name cannot be read there.
    const stored = await page.evaluate(() => [...Object.values(localStorage), ...Object.values(sessionStorage)]);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.filter((value) => !/^[A-Za-z0-9+/]+=*$/.test(value))).toEqual([]);

    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/sdp/login');
    await page.getByRole('textbox', { name: 'Username' }).waitFor();
    await eventually(() => page.evaluate(() => localStorage.getItem('sdp.userInfo'))).toBeNull();
    await eventually(() => themeOf(page)).toBe('dark');
  });
});

describe('on a phone', () => {
  it('keeps the sidebar behind the menu button; the drawer opens and Esc closes it', async () => {
    const page = await harness.signedIn('admin', PHONE);
    const menuButton = page.getByRole('button', { name: 'Open navigation' });
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await menuButton.waitFor();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isHidden()).toBe(true);
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    await screenshot(page, 'phone-getting-started');

    await menuButton.click();
    await drawer.waitFor();
    await drawer.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    await screenshot(page, 'phone-drawer');

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    await eventually(() => menuButton.evaluate((button) => button === document.activeElement)).toBe(true);

    // Wider than 768 px the sidebar is back and the menu button gone.
    await page.setViewportSize(DESKTOP);
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await menuButton.waitFor({ state: 'hidden' });
  });
});
