import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../../core/contract/auth.ts';
import { ApiError } from '../../../core/http/ApiError.ts';
import { makeUser } from '../../../tests/support/sessionDoubles.ts';
import { openIdAuthorizeCall, openIdConfigCall } from '../calls.ts';
import {
  createAccountTestBed,
  deferred,
  preloadAccountPages,
  renderAt,
  type AccountTestBed,
} from '../testing/accountTestHarness.tsx';

let bed: AccountTestBed;

beforeAll(preloadAccountPages);

beforeEach(() => {
  bed = createAccountTestBed();
  bed.http.answer(openIdConfigCall, () => ({ enabled: false, authorizationUrl: null }));
});

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.keyboard('{Enter}');
  return user;
}

describe('LoginPage', () => {
  it('signs in with Enter and navigates to the landing page from the user info', async () => {
    bed.session.api.user = makeUser({ landingPage: '/monitor/worklist' });
    renderAt(bed, '/login');
    await fillAndSubmit('  alice ', 'secret-pass');

    expect(await screen.findByTestId('pathname')).toHaveProperty('textContent', '/monitor/worklist');
    expect(bed.session.api.loginCalls).toEqual([{ username: 'alice', password: 'secret-pass' }]);
    expect(bed.session.store.hasToken).toBe(true);
  });

  it('sends an expired password to the change-password screen', async () => {
    bed.session.api.session = { token: 'tok-alice', expiry: Date.now() + 3_600_000, passwordExpired: true };
    renderAt(bed, '/login');
    await fillAndSubmit('alice', 'old-pass');

    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeTruthy();
    expect(screen.getByText('Your password has expired. Choose a new one to continue.')).toBeTruthy();
  });

  it('on failure keeps what was typed and shows the message inline, without a second toast', async () => {
    bed.session.api.loginFailure = new ApiError('Invalid username or password.', 'failed', 401);
    renderAt(bed, '/login');
    await fillAndSubmit('alice', 'wrong');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid username or password.');
    expect(screen.getByLabelText('Username')).toHaveProperty('value', 'alice');
    expect(screen.getByLabelText('Password')).toHaveProperty('value', 'wrong');
    expect(screen.getByLabelText('Username').getAttribute('aria-describedby')).toContain(alert.id);
    expect(bed.notifier.errors).toEqual([]);
    expect(screen.queryByTestId('pathname')).toBeNull();
  });

  it('disables the button while the sign-in runs and ignores a second Enter', async () => {
    const pending = deferred<LoginResponse>();
    bed.session.api.login = async (request) => {
      bed.session.api.loginCalls.push(request);
      return pending.promise;
    };
    renderAt(bed, '/login');
    const user = await fillAndSubmit('alice', 'secret-pass');

    const button = await screen.findByRole('button', { name: /Signing in/ });
    expect(button).toHaveProperty('disabled', true);
    await user.keyboard('{Enter}');
    expect(bed.session.api.loginCalls).toHaveLength(1);

    pending.resolve({ token: 'tok-alice', expiry: Date.now() + 3_600_000, passwordExpired: false });
    expect(await screen.findByTestId('pathname')).toHaveProperty('textContent', '/dashboard');
  });

  it('asks for missing fields without calling the server', async () => {
    renderAt(bed, '/login');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(screen.getByText('Enter your username.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    expect(bed.session.api.loginCalls).toEqual([]);
  });

  it('offers single sign-on only when it is configured', async () => {
    renderAt(bed, '/login');
    await screen.findByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(bed.http.inputsOf(openIdConfigCall)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Sign in with SSO' })).toBeNull();
  });

  it('starts single sign-on by sending the browser to the provider', async () => {
    bed.http.answer(openIdConfigCall, () => ({ enabled: true, authorizationUrl: null }));
    bed.http.answer(openIdAuthorizeCall, () => ({
      enabled: true,
      authorizationUrl: 'https://idp.example/auth?state=s1',
    }));
    renderAt(bed, '/login');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Sign in with SSO' }));

    await waitFor(() =>
      expect(bed.session.navigator.calls).toEqual([{ kind: 'assign', url: 'https://idp.example/auth?state=s1' }]),
    );
  });

  it('links to the forgot-password screen', async () => {
    renderAt(bed, '/login');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeTruthy();
  });
});
