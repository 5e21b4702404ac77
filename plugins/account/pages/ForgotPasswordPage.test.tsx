import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/http/ApiError.ts';
import { FORGOT_PASSWORD_SUCCESS_MESSAGE, GENERIC_FAILURE_MESSAGE } from '../../../core/http/messages.ts';
import { ACCOUNT_CALLS, forgotPasswordCall } from '../calls.ts';
import {
  createAccountTestBed,
  deferred,
  preloadAccountPages,
  renderAt,
  type AccountTestBed,
} from '../testing/accountTestHarness.tsx';
import { RESET_LINK_SENT } from './ForgotPasswordPage.tsx';

let bed: AccountTestBed;

beforeAll(preloadAccountPages);
beforeEach(() => {
  bed = createAccountTestBed();
});

async function requestLinkFor(username: string) {
  renderAt(bed, '/forgot-password');
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText('Username'), `${username}{Enter}`);
  return user;
}

describe('ForgotPasswordPage', () => {
  it('sends the username and shows the neutral confirmation when the server accepts', async () => {
    bed.http.answer(forgotPasswordCall, () => null);
    await requestLinkFor('alice');

    expect((await screen.findByRole('status')).textContent).toContain(RESET_LINK_SENT);
    expect(bed.http.inputsOf(forgotPasswordCall)).toEqual([{ username: 'alice' }]);
    expect(bed.session.calls.status(ACCOUNT_CALLS.forgotPassword).message).toBe(FORGOT_PASSWORD_SUCCESS_MESSAGE);
  });

  it('shows the very same confirmation when the server refuses', async () => {
    bed.http.answer(forgotPasswordCall, () => {
      throw new ApiError('Too many attempts. Try again later.', 'failed', 429);
    });
    await requestLinkFor('nobody');

    expect((await screen.findByRole('status')).textContent).toContain(RESET_LINK_SENT);
    expect(screen.queryByText(/Too many attempts/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reports a request that reached no server and keeps the username', async () => {
    bed.http.answer(forgotPasswordCall, () => {
      throw new ApiError(GENERIC_FAILURE_MESSAGE, 'network');
    });
    await requestLinkFor('alice');

    expect((await screen.findByRole('alert')).textContent).toBe(GENERIC_FAILURE_MESSAGE);
    expect(screen.getByLabelText('Username')).toHaveProperty('value', 'alice');
    expect(screen.queryByText(RESET_LINK_SENT)).toBeNull();
  });

  it('disables the button while the request runs', async () => {
    const pending = deferred<null>();
    bed.http.answer(forgotPasswordCall, () => pending.promise);
    await requestLinkFor('alice');

    expect(await screen.findByRole('button', { name: /Sending/ })).toHaveProperty('disabled', true);
    pending.resolve(null);
    expect(await screen.findByRole('status')).toBeTruthy();
  });
});
