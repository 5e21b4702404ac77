import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, passwordOf, screenshotsAtBothSizes, useConsole } from './consoleHarness.ts';
import { mailedPasswordLinks } from './mailbox.ts';

/** Forgot password → the mailed link (read from the server's outbox log) → a new password → signing in with it. */
// The outbox log line carries the mail body at info level.
const harness = useConsole({ LOG_LEVEL: 'info' });

const OPERATOR_EMAIL = 'operator@aurora.example';
const NEW_PASSWORD = 'reset-E2E-2026x';

const mailedResetLinks = (to: string) => mailedPasswordLinks(harness, to);

/** The state (met, unmet, server) of each password rule the reset screen lists, by rule id. */
function ruleStates(page: Page): Promise<Record<string, string>> {
  return page
    .locator('li[data-rule]')
    .evaluateAll((items) =>
      Object.fromEntries(items.map((item) => [item.getAttribute('data-rule'), item.getAttribute('data-state')])),
    );
}

describe('resetting a forgotten password', () => {
  it('mails a link that sets a new password once; the new password signs in', async () => {
    const page = await harness.newPage();
    await page.goto(harness.url('/login'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await screenshotsAtBothSizes(page, 'forgot-password');
    await page.getByRole('textbox', { name: 'Username' }).fill('operator');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await eventually(() => page.getByRole('status').first().textContent()).toContain(
      'If the account exists, a reset link has been sent to its email address.',
    );

    await eventually(() => mailedResetLinks(OPERATOR_EMAIL).length).toBe(1);
    const link = new URL(mailedResetLinks(OPERATOR_EMAIL)[0] ?? '');
    // The server names itself as localhost (no SDP_PUBLIC_URL set); the browser stays on the test's origin.
    expect(link.port).toBe(String(harness.server.port));
    const resetPath = link.pathname;

    await page.goto(`${harness.server.baseUrl}${resetPath}`);
    await page.getByRole('heading', { name: 'Reset password' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Username' }).inputValue()).toBe('operator');
    // Aurora's policy: 12 characters, upper and lower case, a digit and a symbol; the history only the server checks.
    await eventually(() => ruleStates(page)).toEqual({
      length: 'unmet',
      uppercase: 'unmet',
      lowercase: 'unmet',
      digit: 'unmet',
      symbol: 'unmet',
      username: 'unmet',
      history: 'server',
    });

    await page.getByLabel('New password', { exact: true }).focus();
    await page.keyboard.type('reset');
    await eventually(() => ruleStates(page)).toMatchObject({
      length: 'unmet',
      uppercase: 'unmet',
      lowercase: 'met',
      digit: 'unmet',
      symbol: 'unmet',
      username: 'met',
    });
    await page.keyboard.type('-E2E');
    await eventually(() => ruleStates(page)).toMatchObject({
      length: 'unmet',
      uppercase: 'met',
      lowercase: 'met',
      digit: 'met',
      symbol: 'met',
    });
    await page.keyboard.type('-2026x');
    await eventually(() => ruleStates(page)).toMatchObject({ length: 'met', uppercase: 'met', symbol: 'met' });
    await screenshotsAtBothSizes(page, 'reset-password');

    await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await page.keyboard.press('Enter');

    // Back on the login screen with the username filled in and the password field focused.
    await page.waitForURL((url) => url.pathname === '/sdp/login');
    const username = page.getByRole('textbox', { name: 'Username' });
    await eventually(() => username.inputValue()).toBe('operator');
    const password = page.getByLabel('Password', { exact: true });
    await eventually(() => password.evaluate((field) => field === document.activeElement)).toBe(true);
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/sdp/login');
    await page.getByRole('banner').waitFor();
    await page.getByRole('button', { name: 'User menu: Oskar Operator' }).waitFor();

    const oldPassword = await harness.api('/authentication/uilogin', {
      method: 'POST',
      body: { username: 'operator', password: passwordOf('operator') },
    });
    expect(oldPassword.status).toBe(401);

    // The link worked once.
    await page.goto(`${harness.server.baseUrl}${resetPath}`);
    await page.getByRole('heading', { name: 'Reset link not valid' }).waitFor();
    await eventually(() => page.getByRole('alert').textContent()).toContain(
      'The reset link is invalid or has expired.',
    );
    await screenshotsAtBothSizes(page, 'reset-link-invalid');
  });
});
