/** Application modes of getUserAndRole (spec section 7). Kept free of zod: the console's initial bundle imports it. */
export const APPLICATION_MODES = ['provisioning', 'inventory'] as const;
export type ApplicationMode = (typeof APPLICATION_MODES)[number];
export const DEFAULT_APPLICATION_MODE: ApplicationMode = 'provisioning';
