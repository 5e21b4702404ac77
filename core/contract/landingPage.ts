import { z } from 'zod';

/**
 * A landing page as users and tenants store it: empty for the base path (Getting Started), or a
 * console path under /sdp such as `/monitor/order-listing` — never another origin.
 */
export const LANDING_PAGE_PATTERN = /^(?:\/(?!\/)[A-Za-z0-9._~!$&'()*+,;=:@%/?-]*)?$/;
export const MAX_LANDING_PAGE = 256;

export const landingPageSchema = z
  .string()
  .trim()
  .max(MAX_LANDING_PAGE)
  .regex(LANDING_PAGE_PATTERN, 'must be empty or a console path starting with a single "/"');
