import { createContext, useContext } from 'react';
import type { LoginRequest } from '../../core/contract/auth.ts';
import type { LoginOutcome } from '../../core/session/SessionStore.ts';

/**
 * What the login form needs. Signing in is always the SessionStore's `login` (one sign-in flow); the
 * public island reaches it once the workspace has loaded, the workspace's route straight from its container.
 */
export interface LoginServices {
  login(request: LoginRequest): Promise<LoginOutcome>;
  /** False when single sign-on is not configured or the server cannot say. */
  openIdEnabled(): Promise<boolean>;
  /** The provider URL to send the browser to. */
  openIdAuthorizationUrl(): Promise<string>;
  /** Full-page navigation (to the provider). */
  assign(url: string): void;
  /** Starts loading what signing in needs, so it is ready when the user presses Enter. */
  prefetch(): void;
}

export const LoginServicesContext = createContext<LoginServices | null>(null);

export function useLoginServices(): LoginServices {
  const services = useContext(LoginServicesContext);
  if (!services) throw new Error('useLoginServices must be used inside a LoginServicesContext');
  return services;
}

/** Login services whose every call first waits for `load` (the workspace, loaded after the first paint). */
export function deferredLoginServices(load: () => Promise<LoginServices>): LoginServices {
  return {
    login: async (request) => (await load()).login(request),
    openIdEnabled: async () => (await load()).openIdEnabled(),
    openIdAuthorizationUrl: async () => (await load()).openIdAuthorizationUrl(),
    assign: (url) => window.location.assign(url),
    prefetch: () => void load().then((loaded) => loaded.prefetch()),
  };
}
