import type { ServerPlugin } from '../serverPlugin.ts';
import { tenantRoutes } from './tenantRoutes.ts';

/**
 * The tenant calls of spec section 7 that name the tenant and its partner accounts (business name, the
 * partner structure the shell's partner scope reads). Its settings, style and logo are the settings
 * plugin's, sign-in and passwords the account plugin's. Its tables belong to the core migrations, so the
 * plugin brings none.
 */
export const tenantPlugin: ServerPlugin = {
  id: 'tenant',
  routes: (services) => tenantRoutes(services),
};
