export { SERVICE_STUDIO_PATH, serviceStudioHref } from '../engine/public/web/studioLinks.ts';

export const SERVICES_PATH = '/configure/services';
/** The spec's link that opens the create form on the services screen. */
export const NEW_SERVICE_PARAM = { name: 'mode', value: 'newService' } as const;
/** The service studio's older path, which redirects to it. */
export const LEGACY_SERVICE_STUDIO_PATH = '/configure/studio/service';
