import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dismissToasts, eventually, headerBackground, screenshotsAtBothSizes, useConsole } from './consoleHarness.ts';
import { gridText } from './gridContent.ts';

/** Issue 4: the tenant's colours changed at /settings reach every console, and the change is in the log. */
const harness = useConsole();

/** Aurora's seeded colours (core/server/seed/demoData.ts) and the ones the test saves. */
const BEFORE = { background: '#1F2937', accent: '#F05223', header: 'rgb(31, 41, 55)', accentRgb: 'rgb(240, 82, 35)' };
const AFTER = { background: '#0B5394', accent: '#2A9D8F', header: 'rgb(11, 83, 148)', accentRgb: 'rgb(42, 157, 143)' };

/** A sidebar entry: a section's link (Settings) or its submenu button (Configure). */
function sidebarEntry(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  return nav.getByRole('link', { name, exact: true }).or(nav.getByRole('button', { name, exact: true }));
}

/** The accent as the shell draws it: the bar beside the sidebar entry `name` of the current screen. */
function navAccent(page: Page, name: string): Promise<string> {
  return sidebarEntry(page, name).evaluate((entry) => getComputedStyle(entry, '::before').backgroundColor);
}

/** A console of the same tenant, open on /users before the change, marked so a reload would show. */
async function openOtherConsole(): Promise<Page> {
  const other = await harness.signedIn('admin');
  await other.goto(harness.url('/users'));
  await other.getByRole('grid', { name: 'Users' }).getByRole('row').nth(1).waitFor();
  await eventually(() => headerBackground(other)).toBe(BEFORE.header);
  await eventually(() => navAccent(other, 'Users')).toBe(BEFORE.accentRgb);
  await other.evaluate(() => Object.assign(window, { sdpSameDocument: true }));
  return other;
}

/** Types the new background and accent at /settings and saves them. */
async function saveNewColours(page: Page): Promise<void> {
  await page.goto(harness.url('/settings'));
  const style = page.getByRole('region', { name: 'Tenant style' });
  const background = style.getByRole('textbox', { name: 'Background', exact: true });
  const accent = style.getByRole('textbox', { name: 'Accent', exact: true });
  await eventually(() => background.inputValue()).toBe(BEFORE.background);
  expect(await accent.inputValue()).toBe(BEFORE.accent);
  await eventually(() => navAccent(page, 'Settings')).toBe(BEFORE.accentRgb);
  await screenshotsAtBothSizes(page, 'settings');

  await background.fill(AFTER.background);
  await accent.fill(AFTER.accent);
  await page.getByRole('status').filter({ hasText: 'Unsaved changes' }).waitFor();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
  await page.getByText('Settings saved').first().waitFor();
}

describe('the tenant style', () => {
  it('saved at /settings shows after a reload and in another open console on its next call', async () => {
    const other = await openOtherConsole();
    const page = await harness.signedIn('admin');
    await eventually(() => headerBackground(page)).toBe(BEFORE.header);
    await saveNewColours(page);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await eventually(() => headerBackground(page)).toBe(AFTER.header);
    await eventually(() => navAccent(page, 'Settings')).toBe(AFTER.accentRgb);
    const style = page.getByRole('region', { name: 'Tenant style' });
    await eventually(() => style.getByRole('textbox', { name: 'Background', exact: true }).inputValue()).toBe(
      AFTER.background,
    );

    // The other console has made no call since: it wears the old colours until its next call (a screen
    // that loads data, not the settings) answers with the new style version.
    expect(await headerBackground(other)).toBe(BEFORE.header);
    // Configure is a submenu (spec section 2); Logs is one of its screens.
    await sidebarEntry(other, 'Configure').click();
    await other.getByRole('group', { name: 'Configure' }).getByRole('link', { name: 'Logs' }).click();
    await other.getByRole('heading', { level: 1, name: 'Configuration Logs' }).waitFor();
    await eventually(() => headerBackground(other)).toBe(AFTER.header);
    await eventually(() => navAccent(other, 'Configure')).toBe(AFTER.accentRgb);
    expect(await other.evaluate(() => 'sdpSameDocument' in window)).toBe(true);

    await configurationLogShowsTheChange(page);
  });
});

/** /configure/logs lists the admin's update of the tenant; its panel shows the colours before and after. */
async function configurationLogShowsTheChange(page: Page): Promise<void> {
  await page.goto(harness.url('/configure/logs'));
  await dismissToasts(page);
  const grid = page.getByRole('grid', { name: 'Configuration Logs' });
  await page.getByRole('searchbox', { name: 'Search by user' }).fill('admin');
  await page.getByRole('searchbox', { name: 'Search by user' }).press('Enter');
  const change = grid
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name: 'Tenant', exact: true }) })
    .filter({ has: page.getByRole('gridcell', { name: 'Update', exact: true }) });
  await eventually(() => change.count()).toBe(1);
  // Searching by user leaves only the administrator's own changes.
  await eventually(async () => new Set((await gridText(grid)).rows.map((cells) => cells[1]))).toEqual(
    new Set(['admin']),
  );
  expect(await change.getByRole('gridcell').allInnerTexts()).toEqual([
    expect.any(String),
    'admin',
    'Tenant',
    'aurora',
    'Update',
    expect.stringContaining('style'),
  ]);

  await change.click();
  const panel = page.getByRole('dialog', { name: 'Update tenant' });
  await panel.waitFor();
  const changes = panel.getByRole('table', { name: 'Changes' });
  const leaf = async (field: string) => {
    const row = changes
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${field}`) }) });
    return row.getByRole('cell').allInnerTexts();
  };
  expect(await leaf('style\\.background')).toEqual([BEFORE.background, AFTER.background]);
  expect(await leaf('style\\.color')).toEqual([BEFORE.accent, AFTER.accent]);
  await screenshotsAtBothSizes(page, 'configuration-logs-diff');

  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });
  await screenshotsAtBothSizes(page, 'configuration-logs');
}
