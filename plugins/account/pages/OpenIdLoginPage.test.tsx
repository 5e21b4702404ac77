import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/http/ApiError.ts';
import { readSessionCookie } from '../../../core/session/sessionCookie.ts';
import { makeUser } from '../../../tests/support/sessionDoubles.ts';
import { openIdConfigCall } from '../calls.ts';
import {
  createAccountTestBed,
  preloadAccountPages,
  renderAt,
  type AccountTestBed,
} from '../testing/accountTestHarness.tsx';
import { SSO_ANSWER_MISSING } from './OpenIdLoginPage.tsx';

let bed: AccountTestBed;

beforeAll(preloadAccountPages);
beforeEach(() => {
  bed = createAccountTestBed();
  bed.http.answer(openIdConfigCall, () => ({ enabled: true, authorizationUrl: null }));
});

/** Puts the browser where the provider sent it; the router entry is the in-app path. */
function arriveAt(url: string) {
  window.history.replaceState(null, '', url);
  renderAt(bed, '/openid-login');
}

describe('OpenIdLoginPage', () => {
  it('posts the provider redirect URL and lands on the landing page', async () => {
    bed.session.api.user = makeUser({ landingPage: '/monitor/order-listing' });
    arriveAt('/sdp/openid-login?code=c-1&state=s-1');

    expect(await screen.findByTestId('pathname')).toHaveProperty('textContent', '/monitor/order-listing');
    expect(bed.session.api.openIdCalls).toEqual([`${window.location.origin}/sdp/openid-login?code=c-1&state=s-1`]);
    expect(readSessionCookie()).toBe(`tok-alice:${bed.session.api.session.expiry}`);
  });

  it('takes the answer from an SSO hash when the query has none', async () => {
    arriveAt('/sdp/openid-login#/openid?code=c-2&state=s-2');

    expect(await screen.findByTestId('pathname')).toHaveProperty('textContent', '/dashboard');
    expect(bed.session.api.openIdCalls).toEqual([`${window.location.origin}/sdp/openid-login?code=c-2&state=s-2`]);
  });

  it('shows the failure with a way back to the login page', async () => {
    bed.session.api.loginFailure = new ApiError('Single sign-on failed.', 'failed', 401);
    arriveAt('/sdp/openid-login?code=c-3&state=s-3');

    expect((await screen.findByRole('alert')).textContent).toBe('Single sign-on failed.');
    expect(readSessionCookie()).toBeNull();
    await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('says so when the page was opened without a provider answer, and calls nobody', async () => {
    arriveAt('/sdp/openid-login');

    expect((await screen.findByRole('alert')).textContent).toBe(SSO_ANSWER_MISSING);
    expect(bed.session.api.openIdCalls).toEqual([]);
  });
});
