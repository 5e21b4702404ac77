import { ALWAYS_ALLOWED } from '../../core/contract/permissions.ts';
import { definePlugin, type RouteDefinition } from '../../core/plugin/manifest.ts';
import { LockIcon } from '../../core/shell/layout/icons.tsx';
import { accountModule } from './accountModule.ts';
import { accountPaths } from './paths.ts';

/** The public screens of spec section 2: they need no session and have no layout. */
function publicRoute(id: string, path: string, title: string, load: RouteDefinition['load']): RouteDefinition {
  return { id, path, title, permission: ALWAYS_ALLOWED, layout: 'public', docsSlug: 'account', load };
}

export default definePlugin({
  id: 'account',
  helpPages: [{ slug: 'account', order: 910, load: () => import('./help/account.md?raw') }],
  module: accountModule,
  routes: [
    publicRoute('account.login', accountPaths.login, 'Login', () => import('./pages/LoginPage.tsx')),
    publicRoute(
      'account.openIdLogin',
      accountPaths.openIdLogin,
      'Single sign-on',
      () => import('./pages/OpenIdLoginPage.tsx'),
    ),
    publicRoute(
      'account.forgotPassword',
      accountPaths.forgotPassword,
      'Forgot password',
      () => import('./pages/ForgotPasswordPage.tsx'),
    ),
    publicRoute(
      'account.resetPassword',
      accountPaths.resetPassword,
      'Reset password',
      () => import('./pages/ResetPasswordPage.tsx'),
    ),
    publicRoute(
      'account.changePassword',
      accountPaths.changePassword,
      'Change password',
      () => import('./pages/ChangePasswordPage.tsx'),
    ),
    publicRoute('account.version', accountPaths.version, 'Version', () => import('./pages/VersionPage.tsx')),
  ],
  nav: [],
  commands: [
    {
      id: 'account.changePassword',
      title: 'Change password',
      category: 'Account',
      keywords: ['password', 'security', 'credentials'],
      permission: ALWAYS_ALLOWED,
      userMenu: { icon: LockIcon },
      run: ({ navigate }) => navigate(accountPaths.changePassword),
    },
    {
      id: 'account.version',
      title: 'Show version',
      category: 'Account',
      keywords: ['about', 'version', 'build', 'server', 'database'],
      permission: ALWAYS_ALLOWED,
      run: ({ navigate }) => navigate(accountPaths.version),
    },
  ],
});
