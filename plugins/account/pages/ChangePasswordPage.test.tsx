import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PasswordPolicy } from '../../../core/contract/auth.ts';
import type { ChangePasswordRequest } from '../contract.ts';
import { ApiError } from '../../../core/http/ApiError.ts';
import { makeUser } from '../../../tests/support/sessionDoubles.ts';
import { ACCOUNT_CALLS, changePasswordCall, passwordConfigCall } from '../calls.ts';
import {
  createAccountTestBed,
  deferred,
  preloadAccountPages,
  renderAt,
  type AccountTestBed,
} from '../testing/accountTestHarness.tsx';

const POLICY: PasswordPolicy = {
  minLength: 10,
  requireUppercase: false,
  requireLowercase: true,
  requireDigit: true,
  requireSymbol: false,
  historyCount: 3,
  maxAgeDays: 0,
};

let bed: AccountTestBed;

beforeAll(preloadAccountPages);
beforeEach(() => {
  bed = createAccountTestBed();
  bed.http
    .answer(passwordConfigCall, () => POLICY)
    .answer(changePasswordCall, () => ({ data: null, message: 'Change Password Request Successfull' }));
});

async function fill(values: { username?: string; current: string; next: string; confirmation?: string }) {
  const user = userEvent.setup({ delay: null });
  if (values.username !== undefined) await user.type(await screen.findByLabelText('Username'), values.username);
  await user.type(await screen.findByLabelText('Current password'), values.current);
  await user.type(screen.getByLabelText('New password'), values.next);
  await user.type(screen.getByLabelText('Confirm new password'), `${values.confirmation ?? values.next}{Enter}`);
  return user;
}

describe('ChangePasswordPage, signed out', () => {
  it('changes the password and returns to the login page with the username', async () => {
    renderAt(bed, '/change-password');
    await fill({ username: 'alice', current: 'Old#Pass-2025', next: 'New#Pass-2026x' });

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(bed.http.inputsOf<ChangePasswordRequest>(changePasswordCall)).toEqual([
      { username: 'alice', currentPassword: 'Old#Pass-2025', newPassword: 'New#Pass-2026x' },
    ]);
    expect(bed.notifier.successes).toEqual(['Change Password Request Successfull']);
    expect(screen.getByLabelText('Username')).toHaveProperty('value', 'alice');
    // Without a session the tenant is unknown, so no policy call is made.
    expect(bed.http.inputsOf(passwordConfigCall)).toEqual([]);
  });

  it("shows the server's broken rules and keeps every field when the policy refuses", async () => {
    bed.http.answer(changePasswordCall, () => {
      throw new ApiError(
        'The new password does not meet the password policy. It must have at least 10 characters. It must contain a digit.',
        'failed',
        400,
      );
    });
    renderAt(bed, '/change-password');
    await fill({ username: 'alice', current: 'Old#Pass-2025', next: 'weakpass' });

    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['It must have at least 10 characters.', 'It must contain a digit.']);
    expect(screen.getByLabelText('Username')).toHaveProperty('value', 'alice');
    expect(screen.getByLabelText('Current password')).toHaveProperty('value', 'Old#Pass-2025');
    expect(screen.getByLabelText('New password')).toHaveProperty('value', 'weakpass');
    expect(screen.getByLabelText('New password').getAttribute('aria-describedby')).toContain(alert.id);
  });

  it('refuses a new password equal to the current one before calling the server', async () => {
    renderAt(bed, '/change-password');
    await fill({ username: 'alice', current: 'Same#Pass-2026', next: 'Same#Pass-2026' });

    expect(screen.getByText('The new password does not meet every rule listed.')).toBeTruthy();
    const current = document.querySelector('[data-rule="current"]');
    expect(current?.getAttribute('data-state')).toBe('unmet');
    expect(bed.http.inputsOf(changePasswordCall)).toEqual([]);
  });

  it('disables the button while the change runs', async () => {
    const pending = deferred<null>();
    bed.http.answer(changePasswordCall, () => pending.promise);
    renderAt(bed, '/change-password');
    await fill({ username: 'alice', current: 'Old#Pass-2025', next: 'New#Pass-2026x' });

    expect(await screen.findByRole('button', { name: /Saving/ })).toHaveProperty('disabled', true);
    expect(bed.session.calls.isLoading(ACCOUNT_CALLS.changePassword)).toBe(true);
    pending.resolve(null);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });
});

describe('ChangePasswordPage, signed in', () => {
  beforeEach(async () => {
    bed.session.api.user = makeUser({ username: 'alice', tenantId: 'borealis', landingPage: '/monitor/worklist' });
    const outcome = await bed.session.store.login({ username: 'alice', password: 'Old#Pass-2025' });
    expect(outcome.ok).toBe(true);
  });

  it("fixes the username, checks the tenant's rules live and returns to the landing page", async () => {
    renderAt(bed, '/change-password');
    const username = await screen.findByLabelText('Username');
    expect(username).toHaveProperty('value', 'alice');
    expect(username).toHaveProperty('readOnly', true);
    await screen.findByRole('list', { name: 'The new password needs' });
    expect(bed.http.inputsOf(passwordConfigCall)).toEqual([{ tenantId: 'borealis' }]);

    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Current password'), 'Old#Pass-2025');
    await user.type(screen.getByLabelText('New password'), 'abcdefghi');
    expect(document.querySelector('[data-rule="length"]')?.getAttribute('data-state')).toBe('unmet');
    expect(document.querySelector('[data-rule="digit"]')?.getAttribute('data-state')).toBe('unmet');
    await user.type(screen.getByLabelText('New password'), '7');
    expect(document.querySelector('[data-rule="length"]')?.getAttribute('data-state')).toBe('met');
    expect(document.querySelector('[data-rule="digit"]')?.getAttribute('data-state')).toBe('met');
    await user.type(screen.getByLabelText('Confirm new password'), 'abcdefghi7{Enter}');

    expect(await screen.findByTestId('pathname')).toHaveProperty('textContent', '/monitor/worklist');
    expect(bed.http.inputsOf<ChangePasswordRequest>(changePasswordCall)).toEqual([
      { username: 'alice', currentPassword: 'Old#Pass-2025', newPassword: 'abcdefghi7' },
    ]);
  });
});
