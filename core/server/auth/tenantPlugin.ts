import type { ServerPlugin } from '../serverPlugin.ts';
import { tenantRoutes } from './tenantRoutes.ts';

/**
 * The tenant calls of spec section 7 (settings, style, logo, business name, partner accounts) that the
 * workspace reads on every start. Sign-in and passwords are the account plugin's. Its tables belong to
 * the core migrations, so the plugin brings none.
 */
export const tenantPlugin: ServerPlugin = {
  id: 'tenant',
  routes: (services) => tenantRoutes(services),
};
