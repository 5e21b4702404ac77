import type { ServerPlugin } from '../serverPlugin.ts';
import { createAuthDeps } from './authDeps.ts';
import { loginRoutes } from './loginRoutes.ts';
import { openIdRoutes } from './openidRoutes.ts';
import { passwordRoutes } from './passwordRoutes.ts';
import { dummyPasswordHash } from './passwords.ts';
import { resetRoutes } from './resetRoutes.ts';
import { tenantRoutes } from './tenantRoutes.ts';

/**
 * Sign-in, sessions, passwords and the tenant calls of spec section 7. Its tables belong to the core
 * migrations, so the plugin brings none.
 */
export const authPlugin: ServerPlugin = {
  id: 'auth',
  routes(services) {
    // Hash the dummy password now, so the first sign-in of an unknown user costs no more than any other.
    dummyPasswordHash().catch((error: unknown) =>
      services.log.error({ err: error }, 'could not prepare the dummy password hash'),
    );
    const deps = createAuthDeps(services);
    return [
      ...loginRoutes(deps),
      ...passwordRoutes(deps),
      ...resetRoutes(deps),
      ...tenantRoutes(deps),
      // POST /openid-login: single sign-on with OpenID Connect.
      ...openIdRoutes(services),
    ];
  },
};
