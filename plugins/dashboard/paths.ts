import { resourcePermissions } from '../resourceKit/public/contract/resource.ts';

/** The dashboard's screen (spec section 2). */
export const DASHBOARD_PATH = '/dashboard';

export const DASHBOARD_PERMISSIONS = resourcePermissions('dashboard');

/** The dashboard's figures: the orders of a window and the waiting worklist. */
export const DASHBOARD_PATHS = {
  orders: '/dashboard/orders',
  worklist: '/dashboard/worklist',
} as const;
