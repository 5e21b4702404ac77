import { provide } from '../../core/server/pluginServices.ts';
import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { ResetLinks } from './public/server/ResetLinks.ts';
import { SignInLocks } from './public/server/SignInLocks.ts';
import { createAccountDeps } from './server/accountDeps.ts';
import { dummyPasswordHash } from './server/credentials.ts';
import { loginLimits, signInLocks } from './server/bruteForce.ts';
import { loginRoutes } from './server/loginRoutes.ts';
import { openIdRoutes } from './server/openidRoutes.ts';
import { passwordRoutes } from './server/passwordRoutes.ts';
import { resetRoutes } from './server/resetRoutes.ts';
import { resetLinks } from './server/resetTokens.ts';

/**
 * The calls behind the account screens: sign-in and sign-out, the session's user and role, passwords
 * (verify, change, forgot and reset), single sign-on with OpenID Connect, and the server's version.
 * Sessions, the user directory and password hashing are the core's. The tables (failed sign-ins, reset
 * tokens, pending OpenID requests) were created by core migrations before this plugin existed, so their
 * migration stays there and the plugin brings none; their types are its own (`server/accountTables.ts`).
 */
export default defineServerPlugin({
  id: 'account',
  provides: (services) => [
    provide(SignInLocks, signInLocks(loginLimits(services.config), services.clock)),
    provide(ResetLinks, resetLinks(services)),
  ],
  routes(services) {
    // Hash the dummy password now, so the first sign-in of an unknown user costs no more than any other.
    dummyPasswordHash().catch((error: unknown) =>
      services.log.error({ err: error }, 'could not prepare the dummy password hash'),
    );
    const deps = createAccountDeps(services);
    return [
      ...loginRoutes(deps),
      ...passwordRoutes(deps),
      ...resetRoutes(deps),
      // POST /openid-login: single sign-on with OpenID Connect.
      ...openIdRoutes(services),
    ];
  },
});
