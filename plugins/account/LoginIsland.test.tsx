import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginOutcome } from '../../core/session/SessionStore.ts';
import { LoginIsland } from './LoginIsland.tsx';
import { renderLoginPage } from './loginPrerender.tsx';
import { deferredLoginServices, type LoginServices } from './loginServices.ts';

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

function loadedServices(outcome: LoginOutcome) {
  return {
    login: vi.fn<LoginServices['login']>(async () => outcome),
    openIdEnabled: async () => false,
    openIdAuthorizationUrl: async () => 'https://idp.example/authorize',
    assign: vi.fn(),
    prefetch: () => undefined,
  } satisfies LoginServices;
}

/** The build's markup in the page, hydrated as core/web/main.tsx does; answers the recoverable errors. */
async function hydrateAt(path: string, services: LoginServices, onLeave: () => void): Promise<unknown[]> {
  window.history.replaceState(null, '', path);
  const element = document.createElement('div');
  element.innerHTML = renderLoginPage().markup;
  document.body.append(element);
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      element,
      <StrictMode>
        <LoginIsland services={services} onLeave={onLeave} />
      </StrictMode>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return errors;
}

describe('the login island', () => {
  it('pre-renders the form the browser hydrates as it is, titled for the login route', () => {
    const { title, markup } = renderLoginPage();
    expect(title).toBe('SDP - Login');
    expect(markup).toContain('Sign in');
    expect(markup).toMatch(/<label[^>]*>Username<\/label>/);
    expect(markup).toMatch(/<input(?=[^>]*name="username")(?=[^>]*autofocus)[^>]*>/i);
  });

  it('hydrates without a mismatch, loads the workspace before Enter and signs in through its session', async () => {
    const loaded = loadedServices({
      ok: true,
      landingPage: '/dashboard',
      passwordExpired: false,
      sessionReplaced: false,
    });
    const load = vi.fn(async () => loaded);
    const onLeave = vi.fn();
    const errors = await hydrateAt('/sdp/login', deferredLoginServices(load), onLeave);
    expect(errors).toEqual([]);
    expect(document.title).toBe('SDP - Login');

    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Username'), ' alice ');
    expect(load).toHaveBeenCalled();
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(onLeave).toHaveBeenCalled());
    expect(loaded.login).toHaveBeenCalledWith({ username: 'alice', password: 'secret-pass' });
    expect(window.location.pathname).toBe('/sdp/dashboard');
  });

  it('keeps a failed sign-in on the island with its message', async () => {
    const loaded = loadedServices({ ok: false, message: 'Invalid username or password.' });
    const onLeave = vi.fn();
    await hydrateAt(
      '/sdp/login',
      deferredLoginServices(async () => loaded),
      onLeave,
    );
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Username'), 'alice');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.keyboard('{Enter}');

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid username or password.');
    expect(onLeave).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/sdp/login');
  });

  it('leaves every other path to the workspace', async () => {
    const onLeave = vi.fn();
    window.history.replaceState(null, '', '/sdp/login');
    await hydrateAt(
      '/sdp/login',
      deferredLoginServices(async () => loadedServices({ ok: false, message: 'x' })),
      onLeave,
    );
    await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(onLeave).toHaveBeenCalled());
    expect(window.location.pathname).toBe('/sdp/forgot-password');
  });
});
