import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PasswordPolicy } from '../../../core/contract/auth.ts';
import { ApiError } from '../../../core/http/ApiError.ts';
import { RESET_PASSWORD_SUCCESS_MESSAGE } from '../../../core/http/messages.ts';
import { PASSWORDS_DIFFER } from '../components/NewPasswordFields.tsx';
import { passwordConfigCall, resetPasswordCall, resetTokenCall } from '../calls.ts';
import {
  createAccountTestBed,
  preloadAccountPages,
  renderAt,
  type AccountTestBed,
} from '../testing/accountTestHarness.tsx';

const POLICY: PasswordPolicy = {
  minLength: 12,
  requireUppercase: true,
  requireLowercase: true,
  requireDigit: true,
  requireSymbol: true,
  historyCount: 5,
  maxAgeDays: 90,
};

let bed: AccountTestBed;

beforeAll(preloadAccountPages);
beforeEach(() => {
  bed = createAccountTestBed();
  bed.http
    .answer(resetTokenCall, ({ token }) => {
      if (token !== 'good-token') throw new ApiError('The reset link is invalid or has expired.', 'failed', 400);
      return { username: 'alice', tenantId: 'aurora', expiresAt: Date.now() + 900_000 };
    })
    .answer(passwordConfigCall, ({ tenantId }) => {
      if (tenantId !== 'aurora') throw new ApiError('The tenant was not found.', 'failed', 404);
      return POLICY;
    })
    .answer(resetPasswordCall, () => null);
});

function ruleStates(): Record<string, string | null> {
  const items = screen.getByRole('list', { name: 'The new password needs' }).querySelectorAll('li');
  return Object.fromEntries([...items].map((item) => [item.dataset['rule'], item.dataset['state'] ?? null]));
}

describe('ResetPasswordPage', () => {
  it('checks the token first and explains an invalid link, pointing at forgot password', async () => {
    renderAt(bed, '/reset-password/stale-token');

    expect((await screen.findByRole('alert')).textContent).toContain('The reset link is invalid or has expired.');
    expect(bed.http.inputsOf(resetTokenCall)).toEqual([{ token: 'stale-token' }]);
    expect(screen.queryByLabelText('New password')).toBeNull();
    await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeTruthy();
  });

  it("shows the username and ticks the tenant's rules live as the password is typed", async () => {
    renderAt(bed, '/reset-password/good-token');
    const user = userEvent.setup({ delay: null });
    const field = await screen.findByLabelText('New password');
    expect(screen.getByLabelText('Username')).toHaveProperty('value', 'alice');
    await waitFor(() => expect(bed.http.inputsOf(passwordConfigCall)).toEqual([{ tenantId: 'aurora' }]));
    await waitFor(() =>
      expect(ruleStates()).toEqual({
        length: 'unmet',
        uppercase: 'unmet',
        lowercase: 'unmet',
        digit: 'unmet',
        symbol: 'unmet',
        username: 'unmet',
        history: 'server',
      }),
    );

    await user.type(field, 'abc');
    expect(ruleStates()).toMatchObject({ lowercase: 'met', uppercase: 'unmet', length: 'unmet', username: 'met' });
    await user.type(field, 'D3#');
    expect(ruleStates()).toMatchObject({ uppercase: 'met', digit: 'met', symbol: 'met', length: 'unmet' });
    await user.type(field, 'efghij');
    expect(ruleStates()).toMatchObject({ length: 'met' });
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    const rules = document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(within(rules!).getByText(/At least 12 characters/)).toBeTruthy();
  });

  it('blocks a confirmation that does not match, and a password that breaks a rule', async () => {
    renderAt(bed, '/reset-password/good-token');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('list', { name: 'The new password needs' });
    await user.type(screen.getByLabelText('New password'), 'Strong#Pass-2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'Strong#Pass-2027{Enter}');

    expect(screen.getByText(PASSWORDS_DIFFER)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Confirm new password'));
    expect(bed.http.inputsOf(resetPasswordCall)).toEqual([]);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'short{Enter}');
    expect(screen.getByText('The new password does not meet every rule listed.')).toBeTruthy();
    expect(bed.http.inputsOf(resetPasswordCall)).toEqual([]);
  });

  it('saves the new password, toasts and goes to the login page with the username filled in', async () => {
    renderAt(bed, '/reset-password/good-token');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('list', { name: 'The new password needs' });
    await user.type(screen.getByLabelText('New password'), 'Strong#Pass-2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'Strong#Pass-2026{Enter}');

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(bed.http.inputsOf(resetPasswordCall)).toEqual([{ token: 'good-token', newPassword: 'Strong#Pass-2026' }]);
    expect(bed.notifier.successes).toEqual([RESET_PASSWORD_SUCCESS_MESSAGE]);
    expect(screen.getByLabelText('Username')).toHaveProperty('value', 'alice');
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });

  it("keeps what was typed and lists the server's reasons when it refuses", async () => {
    bed.http.answer(resetPasswordCall, () => {
      throw new ApiError(
        'The new password does not meet the password policy. It must not be one of the last 5 passwords.',
        'failed',
        400,
      );
    });
    renderAt(bed, '/reset-password/good-token');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('list', { name: 'The new password needs' });
    await user.type(screen.getByLabelText('New password'), 'Strong#Pass-2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'Strong#Pass-2026{Enter}');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The new password does not meet the password policy.')).toBeTruthy();
    expect(within(alert).getByRole('listitem').textContent).toBe('It must not be one of the last 5 passwords.');
    expect(screen.getByLabelText('New password')).toHaveProperty('value', 'Strong#Pass-2026');
    expect(screen.getByLabelText('Confirm new password')).toHaveProperty('value', 'Strong#Pass-2026');
  });
});
