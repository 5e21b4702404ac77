import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  dismissToasts,
  eventually,
  parseSession,
  screenshotsAtBothSizes,
  sessionCookie,
  useConsole,
} from './consoleHarness.ts';
import { downloadCsv, gridText } from './gridContent.ts';
import { mailedPasswordLinks } from './mailbox.ts';
import { openPalette, palette, paletteOffers } from './palette.ts';

/** Issue 4: an administrator builds a narrow role and a user holding it; that user sees only what it grants. */
// The welcome mail's link is read from the outbox log line, written at info level.
const harness = useConsole({ LOG_LEVEL: 'info' });

const ROLE = 'Order watcher';
const USER = {
  firstname: 'Olga',
  lastname: 'Orders',
  username: 'olga.orders',
  email: 'olga.orders@aurora.example',
  // Aurora's policy: 12 characters, upper and lower case, a digit and a symbol, not the username.
  password: 'Watch#Orders-2026',
};
const FORBIDDEN_HEADING = 'You do not have access to this page';
/**
 * What the role does not grant: the sidebar entries, palette commands and URLs of users, settings, logs and
 * inventory (two sections have a Logs entry, so each "Go to Logs" names its section).
 */
const FORBIDDEN_NAV = ['Users', 'Settings', 'Configure', 'Inventory'];
const FORBIDDEN_COMMANDS = [
  'Create user',
  'Create role',
  'Open role …',
  'Edit tenant style',
  'Go to Users',
  'Go to Settings',
  'Go to Logs (Configure)',
  'Go to Logs (Inventory)',
  'Find serial…',
];
const FORBIDDEN_PATHS = ['/users', '/settings', '/configure/logs', '/inventory/stock'];

async function bearerToken(page: Page): Promise<string> {
  const cookie = await sessionCookie(page);
  return parseSession(cookie?.value ?? '').token;
}

/** The sidebar's entries: the sections' links (Users, Settings) and submenu buttons (Configure). */
async function sidebarEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const texts = [...(await nav.getByRole('link').allInnerTexts()), ...(await nav.getByRole('button').allInnerTexts())];
  return texts.map((text) => text.trim()).filter((text) => text !== '');
}

/** Which of the forbidden commands the palette offers, one typed query each. */
async function offeredForbiddenCommands(page: Page): Promise<string[]> {
  await openPalette(page);
  const offered: string[] = [];
  for (const title of FORBIDDEN_COMMANDS) if (await paletteOffers(page, title)) offered.push(title);
  await page.keyboard.press('Escape');
  await palette(page).waitFor({ state: 'hidden' });
  return offered;
}

/** Roles tab → Create role: a name, a description and the one cell Monitor › Orders, Read. */
async function createRole(admin: Page): Promise<void> {
  await admin.goto(harness.url('/users?tab=roles'));
  await admin.getByRole('navigation', { name: 'Roles' }).getByRole('button', { name: 'Create role' }).click();
  const editor = admin.getByRole('region', { name: 'New role' });
  await editor.getByRole('textbox', { name: 'Name' }).fill(ROLE);
  await editor.getByRole('textbox', { name: 'Description' }).fill('Reads orders, nothing else.');
  await editor.getByRole('checkbox', { name: 'Read Monitor › Orders', exact: true }).check();
  await eventually(() => editor.getByRole('checkbox', { checked: true }).count()).toBe(1);
  await editor.getByRole('button', { name: 'Create role' }).click();

  const saved = admin.getByRole('region', { name: `Role ${ROLE}` });
  await saved.waitFor();
  await eventually(() => saved.getByRole('checkbox', { checked: true }).count()).toBe(1);
  expect(await saved.getByRole('checkbox', { name: 'Read Monitor › Orders', exact: true }).isChecked()).toBe(true);
  await admin
    .getByRole('navigation', { name: 'Roles' })
    .getByRole('button', { name: new RegExp(`^${ROLE}`) })
    .waitFor();
  await dismissToasts(admin);
  await admin.getByRole('heading', { level: 1, name: 'Users' }).scrollIntoViewIfNeeded();
  await screenshotsAtBothSizes(admin, 'users-roles');
}

/** Users tab → Create user: the names, username, email and the new role only; the landing page its default. */
async function createUser(admin: Page): Promise<void> {
  await admin.getByRole('tab', { name: 'Users' }).click();
  await admin.getByRole('toolbar', { name: 'List tools' }).getByRole('button', { name: 'Create user' }).click();
  const form = admin.getByRole('dialog', { name: 'Create user' });
  await form.getByRole('textbox', { name: 'First name' }).fill(USER.firstname);
  await form.getByRole('textbox', { name: 'Last name' }).fill(USER.lastname);
  await form.getByRole('textbox', { name: 'Username' }).fill(USER.username);
  await form.getByRole('textbox', { name: 'Email' }).fill(USER.email);
  await form.getByRole('checkbox', { name: ROLE, exact: true }).check();
  // The role opens the order screens; an order's own page, opened by link, is no landing page.
  await eventually(() =>
    form.getByRole('combobox', { name: 'Landing page' }).getByRole('option').allInnerTexts(),
  ).toEqual(['Getting Started', 'Order Search', 'Orders']);
  await dismissToasts(admin);
  await screenshotsAtBothSizes(admin, 'users-create-user');
  await form.getByRole('button', { name: 'Create user' }).click();
  await form.waitFor({ state: 'hidden' });

  const row = admin.getByRole('grid', { name: 'Users' }).getByRole('row').filter({ hasText: USER.email });
  await eventually(() => row.getByRole('gridcell').allInnerTexts()).toContain(ROLE);
  await dismissToasts(admin);
  await screenshotsAtBothSizes(admin, 'users-list');
}

/** The welcome mail's link → a password of the user's own → the login screen → signed in. */
async function firstSignIn(page: Page): Promise<void> {
  await eventually(() => mailedPasswordLinks(harness, USER.email).length).toBe(1);
  const link = new URL(mailedPasswordLinks(harness, USER.email)[0] ?? '');
  await page.goto(`${harness.server.baseUrl}${link.pathname}`);
  await page.getByRole('heading', { name: 'Reset password' }).waitFor();
  expect(await page.getByRole('textbox', { name: 'Username' }).inputValue()).toBe(USER.username);
  await page.getByLabel('New password', { exact: true }).fill(USER.password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(USER.password);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/sdp/login');
  await page.getByLabel('Password', { exact: true }).fill(USER.password);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname !== '/sdp/login');
  await page.getByRole('button', { name: `User menu: ${USER.firstname} ${USER.lastname}` }).waitFor();
}

describe('a role granting only Monitor → Orders, read', () => {
  it('is built in the role editor, given to a new user, and limits what that user sees', async () => {
    const admin = await harness.signedIn('admin');
    // What the administrator is offered is what the new user must not be.
    await eventually(() => sidebarEntries(admin)).toEqual(expect.arrayContaining(FORBIDDEN_NAV));
    expect(await offeredForbiddenCommands(admin)).toEqual(FORBIDDEN_COMMANDS);

    await createRole(admin);
    const roles = await harness.api('/user/getAllRoleDetails', { token: await bearerToken(admin) });
    const stored = ((await roles.json()) as { data: { items: { name: string; permissions: unknown }[] } }).data.items;
    expect(stored.find((role) => role.name === ROLE)?.permissions).toEqual({ monitor: { orders: '0100' } });
    await createUser(admin);

    const user = await harness.newPage();
    await firstSignIn(user);
    await user.getByRole('heading', { level: 1, name: 'Getting Started' }).waitFor();
    await user.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    const links = await sidebarEntries(user);
    for (const entry of FORBIDDEN_NAV) expect(links, 'sidebar links').not.toContain(entry);
    const areas = user.getByRole('region', { name: 'Your areas' });
    for (const entry of FORBIDDEN_NAV) expect(await areas.getByRole('link', { name: entry }).count()).toBe(0);
    expect(await offeredForbiddenCommands(user)).toEqual([]);

    for (const path of FORBIDDEN_PATHS) {
      await user.goto(harness.url(path));
      await user.getByRole('heading', { level: 1, name: FORBIDDEN_HEADING }).waitFor();
      await user.getByRole('banner').waitFor();
    }
    // The server refuses too, whatever the console shows.
    const listed = await harness.api('/user/getAllUserDetails', { token: await bearerToken(user) });
    expect(listed.status).toBe(403);
  });
});

/** The admin's page on /users: the Users grid and its tools. */
async function usersGrid() {
  const page = await harness.signedIn('admin');
  await page.goto(harness.url('/users'));
  const grid = page.getByRole('grid', { name: 'Users' });
  await grid.getByRole('row').filter({ hasText: 'operator@aurora.example' }).waitFor();
  return { page, grid, tools: page.getByRole('toolbar', { name: 'List tools' }) };
}

/** Opens Filters, ticks `options` in the `group` field and applies. */
async function applyFilter(page: Page, group: string, options: readonly string[]): Promise<void> {
  await page.getByRole('toolbar', { name: 'List tools' }).getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('dialog', { name: 'Filters' });
  for (const option of options) {
    await filters.getByRole('group', { name: group }).getByRole('checkbox', { name: option, exact: true }).check();
  }
  await filters.getByRole('button', { name: 'Apply' }).click();
  await filters.waitFor({ state: 'hidden' });
}

const usernamesIn = async (grid: Locator) => (await gridText(grid)).rows.map((cells) => cells[1]);

describe('the users grid', () => {
  it('lists the users of every role ticked in the Roles filter', async () => {
    const { page, grid } = await usersGrid();
    await applyFilter(page, 'Roles', ['Operator', 'Partner']);
    // The seed gives one user each to Operator and Partner.
    await eventually(() => usernamesIn(grid)).toEqual(['operator', 'partner']);
  });

  it('exports exactly the rows and columns it shows as CSV', async () => {
    const { page, grid, tools } = await usersGrid();
    await applyFilter(page, 'Partner account', ['Tenant users']);
    await tools.getByRole('searchbox').fill('op');
    await tools.getByRole('searchbox').press('Enter');
    await tools.getByRole('button', { name: 'Columns' }).click();
    const columns = page.getByRole('dialog', { name: 'Columns' });
    await columns.getByRole('checkbox', { name: 'Email', exact: true }).uncheck();
    await page.keyboard.press('Escape');
    await columns.waitFor({ state: 'hidden' });

    // "op" is in Cora Copier, Dana Developer and Oskar Operator, all tenant users; Paula Partner is not.
    await eventually(() => usernamesIn(grid)).toEqual(['copier', 'developer', 'operator']);
    const shown = await gridText(grid);
    expect(shown.header).toEqual(['Name', 'Username', 'Roles', 'Partner account', 'Status', 'Last login']);

    const csv = await downloadCsv(page, tools.getByRole('button', { name: 'Export CSV' }));
    expect(csv.fileName).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.header).toEqual(shown.header);
    expect(csv.rows).toEqual(shown.rows);
  });

  it('disables two selected users in one go after a confirm naming the count, and enables them again', async () => {
    const { page, grid, tools } = await usersGrid();
    await tools.getByRole('searchbox').fill('op');
    await tools.getByRole('searchbox').press('Enter');
    await eventually(() => usernamesIn(grid)).toEqual(expect.arrayContaining(['copier', 'developer', 'operator']));
    const rowOf = (username: string) =>
      grid.getByRole('row').filter({ has: page.getByRole('gridcell', { name: username, exact: true }) });
    const statusOf = async (username: string) => {
      const { header, rows } = await gridText(grid);
      const row = rows.find((cells) => cells[1] === username);
      return row?.[header.indexOf('Status')];
    };

    for (const username of ['copier', 'developer']) {
      await rowOf(username).getByRole('checkbox', { name: 'Select row' }).check();
    }
    const bar = page.getByRole('region', { name: 'Selected rows' });
    await bar.getByText('2 selected').waitFor();
    await bar.getByRole('button', { name: 'Disable', exact: true }).click();
    const ask = page.getByRole('alertdialog', { name: 'Disable 2 users?' });
    await ask.getByRole('button', { name: 'Disable', exact: true }).click();
    await eventually(() => statusOf('copier')).toMatch(/^Disabled/);
    await eventually(() => statusOf('developer')).toMatch(/^Disabled/);
    expect(await statusOf('operator')).toMatch(/^Active/);

    for (const username of ['copier', 'developer']) {
      await rowOf(username).getByRole('checkbox', { name: 'Select row' }).check();
    }
    await bar.getByRole('button', { name: 'Enable', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Enable 2 users?' })
      .getByRole('button', { name: 'Enable', exact: true })
      .click();
    await eventually(() => statusOf('copier')).toMatch(/^Active/);
    await eventually(() => statusOf('developer')).toMatch(/^Active/);
  });
});
