import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AURORA_TENANT } from '../../core/server/seed/demoData.ts';
import {
  ADMIN_PASSWORD,
  parseSession,
  screenshot,
  screenshotsAtBothSizes,
  sessionCookie,
  useConsole,
  eventually,
} from './consoleHarness.ts';

/** Signing in, the session cookie, signing out and a session the server ended, in the built console. */
const harness = useConsole();

const pathOf = (page: Page) => new URL(page.url()).pathname;

async function sessionToken(page: Page): Promise<string> {
  const cookie = await sessionCookie(page);
  expect(cookie, 'the sdpauth cookie').toBeDefined();
  return parseSession(cookie?.value ?? '').token;
}

/** The user info call every console start makes: 200 while the session lives, 401 once it ended. */
function userAndRole(token: string): Promise<Response> {
  return harness.api('/authentication/getUserAndRole', { method: 'POST', body: {}, token });
}

async function typeCredentials(page: Page, username: string, password: string): Promise<void> {
  await page.goto(harness.url('/login'));
  const usernameField = page.getByRole('textbox', { name: 'Username' });
  // The login form focuses the username field itself: everything from here is typed.
  await eventually(() => usernameField.evaluate((field) => field === document.activeElement)).toBe(true);
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

describe('signing in', () => {
  it('signs in by keyboard and lands on the tenant’s default landing page, the dashboard, inside the shell', async () => {
    const page = await harness.newPage();
    await page.goto(harness.url('/login'));
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await screenshotsAtBothSizes(page, 'login');
    const userLoads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.includes('/authentication/getUserAndRole')) userLoads.push(request.url());
    });

    await typeCredentials(page, 'admin', ADMIN_PASSWORD);

    // The administrator has no landing page of their own: Aurora's default, the dashboard.
    await page.waitForURL((url) => url.pathname === '/sdp/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('banner').waitFor();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page.getByRole('button', { name: /^User menu: / }).waitFor();
    await eventually(() => page.title()).toBe('SDP - Dashboard');
    await page.getByRole('list', { name: 'Key figures' }).waitFor();
    // The login answer carries user and roles: no load of its own from sign-in to the landing page, not
    // one per part of the console that reads it.
    expect(userLoads).toHaveLength(0);
    await screenshotsAtBothSizes(page, 'dashboard');

    const cookie = await sessionCookie(page);
    expect(cookie?.path).toBe('/sdp');
    const { token, expiry } = parseSession(cookie?.value ?? '');
    expect(expiry).toBeGreaterThan(Date.now());
    // Cookie expiry has one-second resolution: it ends 10 s before the embedded expiry, to the second.
    expect(Math.abs((cookie?.expires ?? 0) * 1000 - (expiry - 10_000))).toBeLessThan(1_000);
    const response = await userAndRole(token);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { username: string } }).data.username).toBe('admin');
  });

  it('keeps the typed username and shows the error after a wrong password', async () => {
    const page = await harness.newPage();
    await typeCredentials(page, 'admin', 'not-the-password');

    await eventually(() => page.getByRole('alert').textContent()).toContain('Invalid username or password.');
    expect(await page.getByRole('textbox', { name: 'Username' }).inputValue()).toBe('admin');
    expect(pathOf(page)).toBe('/sdp/login');
    expect(await sessionCookie(page)).toBeUndefined();
    await screenshotsAtBothSizes(page, 'login-error');
  });
});

describe('leaving', () => {
  it('signs out through the user menu: cookie gone, the old token refused', async () => {
    const page = await harness.signedIn('admin');
    const token = await sessionToken(page);
    expect((await userAndRole(token)).status).toBe(200);

    await page.getByRole('button', { name: /^User menu: / }).click();
    await screenshot(page, 'user-menu');
    await page.getByRole('menuitem', { name: 'Sign out' }).click();

    await page.waitForURL((url) => url.pathname === '/sdp/login');
    await page.getByRole('textbox', { name: 'Username' }).waitFor();
    await eventually(() => sessionCookie(page)).toBeUndefined();
    expect((await userAndRole(token)).status).toBe(401);
  });

  it('returns to the login page when the server ended the session', async () => {
    const page = await harness.signedIn('admin');
    const token = await sessionToken(page);
    await eventually(() => page.evaluate(() => localStorage.getItem('sdp.userInfo'))).not.toBeNull();

    const logout = await harness.api('/authentication/logout', {
      method: 'POST',
      body: { tenantId: AURORA_TENANT, userName: 'admin', token },
      token,
    });
    expect(logout.status).toBe(200);
    expect((await userAndRole(token)).status).toBe(401);

    // The console still holds the dead token; its next call (the user reload on start) answers 401.
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/sdp/login');
    await page.getByRole('textbox', { name: 'Username' }).waitFor();
    await eventually(() => sessionCookie(page)).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('sdp.userInfo'))).toBeNull();
  });
});
